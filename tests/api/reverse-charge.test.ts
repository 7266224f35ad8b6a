// Reverse charge: with the seller in Germany and the EU zone marked "EU", an approved company with a VAT ID of
// another member state that VIES (the local stand-in) says is registered pays no VAT, in the quote, the order and
// the invoice, which states the reverse charge with both VAT IDs. When VIES does not answer the VAT is charged,
// and a consumer shipping to the same address always pays it. The file puts the seller and the zone back after.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVERSE_CHARGE_NOTE, type ShippingZoneView } from '@toolshop/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { shopUrl } from '../support/emulators';
import { createProduct } from './helpers/fixtures';
import { mobile } from './helpers/checkout';
import { numberedOrders } from './helpers/document-numbers';

const SELLER_VAT_ID = 'DE136695976';
/** The stand-in's answers go by the next-to-last character (functions/src/vat/local-vat-number-check.ts). */
const REGISTERED_FR = 'FR40303265045';
const VIES_SILENT_FR = 'FR93303265095';
const parisAddress = {
  name: 'Atelier Dupont',
  line1: '8 Rue des Outils',
  city: 'Paris',
  postalCode: '75011',
  country: 'FR',
};
const billingAddress = parisAddress;

let admin: TestAccount;
let consumer: TestAccount;
let product: string;
let businessBefore: Record<string, unknown>;
let zoneBefore: ShippingZoneView;

const zoneInput = ({ id: _id, ...zone }: ShippingZoneView) => zone;

/** An approved company on net 30 with this VAT ID; its admin orders. */
async function companyWithVatId(vatId: string): Promise<TestAccount> {
  const owner = await createAccount({ name: 'Odile Owner' });
  const applied = await api('POST', '/companies', {
    token: owner.token,
    body: { name: `Atelier ${randomUUID().slice(0, 6)}`, vatId, billingAddress, phone: '+33 1 44 55 66 77' },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const approved = await api('PATCH', `/companies/${applied.body.id as string}`, {
    token: admin.token,
    body: { status: 'approved', terms: { type: 'net', days: 30 }, creditLimit: 5000 },
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return owner;
}

const quote = (token: string) =>
  api('POST', '/checkout/quote', {
    token,
    body: { lines: [{ productId: product, quantity: 2 }], shippingAddress: parisAddress },
  });

/** The invoice PDF's text as pdfjs reads it. */
async function invoiceText(orderId: string, token: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/order/${orderId}/invoice.pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const pdf = await getDocument({ data: new Uint8Array(await response.arrayBuffer()) }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  [admin, consumer] = await Promise.all([createAccount({ admin: true, name: 'Ada Admin' }), createAccount()]);
  product = await createProduct({ priceCents: 10000, minimum: 1, available: 50 });
  businessBefore = (await api('GET', '/settings/business')).body;
  zoneBefore = ((await api('GET', '/shipping/zones')).body as ShippingZoneView[]).find((zone) => zone.id === 'eu')!;
  const seller = await api('PUT', '/settings/business', {
    token: admin.token,
    body: { ...businessBefore, country: 'DE', taxId: SELLER_VAT_ID },
  });
  expect(seller.status, JSON.stringify(seller.body)).toBe(200);
  const marked = await api('PUT', '/shipping/zones/eu', {
    token: admin.token,
    body: { ...zoneInput(zoneBefore), eu: true },
  });
  expect(marked.status, JSON.stringify(marked.body)).toBe(200);
  expect((await api('GET', '/shipping/zones')).body).toContainEqual(expect.objectContaining({ id: 'eu', eu: true }));
});

afterAll(async () => {
  await api('PUT', '/shipping/zones/eu', { token: admin.token, body: zoneInput(zoneBefore) });
  await api('PUT', '/settings/business', { token: admin.token, body: businessBefore });
});

describe('reverse charge', () => {
  it('zero-rates an EU company of another member state: quote, order and an invoice naming both VAT IDs', async () => {
    const buyer = await companyWithVatId(REGISTERED_FR);
    // The zone reaches each instance's zone cache within moments of its change.
    await expect
      .poll(async () => (await quote(buyer.token)).body, {
        timeout: 15_000,
        message: 'the quote to see the zone marked EU and zero-rate the company',
      })
      .toMatchObject({ tax: 0, taxRate: 0, subtotal: 200, reverseCharge: { sellerVatId: SELLER_VAT_ID } });
    const quoted = (await quote(buyer.token)).body;
    expect(quoted.reverseCharge).toEqual({ sellerVatId: SELLER_VAT_ID, buyerVatId: REGISTERED_FR });

    const placed = await api('POST', '/checkout', {
      token: buyer.token,
      body: {
        lines: [{ productId: product, quantity: 2 }],
        shippingAddress: parisAddress,
        mobile,
        paymentMethod: 'account',
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({
      tax: 0,
      taxRate: 0,
      amount: quoted.amount,
      reverseCharge: { sellerVatId: SELLER_VAT_ID, buyerVatId: REGISTERED_FR },
    });
    // The file's first numbering also boots the emulator's task worker: a longer wait than the shop's 10 s.
    await numberedOrders([placed.body.orderId as string], 'invoiceNumber', 30_000);
    const text = await invoiceText(placed.body.orderId as string, buyer.token);
    expect(text).toContain(REVERSE_CHARGE_NOTE);
    expect(text).toContain(`Seller's VAT ID: ${SELLER_VAT_ID}`);
    expect(text).toContain(`Buyer's VAT ID: ${REGISTERED_FR}`);
    expect(text).toContain('Tax (0%)');
  });

  it('charges VAT when VIES does not answer, and to a consumer shipping to the same address', async () => {
    const silent = await companyWithVatId(VIES_SILENT_FR);
    for (const token of [silent.token, consumer.token]) {
      const quoted = await quote(token);
      expect(quoted.status).toBe(200);
      // France's 20% on the goods and the shipping.
      expect(quoted.body).toMatchObject({ taxRate: 0.2, tax: 43.99 });
      expect(quoted.body).not.toHaveProperty('reverseCharge');
    }
    const placed = await api('POST', '/checkout', {
      token: silent.token,
      body: {
        lines: [{ productId: product, quantity: 2 }],
        shippingAddress: parisAddress,
        mobile,
        paymentMethod: 'account',
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ taxRate: 0.2, tax: 43.99 });
    expect(placed.body).not.toHaveProperty('reverseCharge');
  });

  it("an unpaid company order's new address is priced with the company's VAT status: reverse charge kept in the EU zone, VAT outside it", async () => {
    const buyer = await companyWithVatId(REGISTERED_FR);
    await expect
      .poll(async () => (await quote(buyer.token)).body.reverseCharge, {
        timeout: 15_000,
        message: 'the quote to see the zone marked EU and zero-rate the company',
      })
      .toBeDefined();
    const placed = await api('POST', '/checkout', {
      token: buyer.token,
      body: { lines: [{ productId: product, quantity: 2 }], shippingAddress: parisAddress, mobile },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.orderId as string;
    const reverseCharge = { sellerVatId: SELLER_VAT_ID, buyerVatId: REGISTERED_FR };

    const lyon = { ...parisAddress, line1: '4 Quai des Outils', city: 'Lyon', postalCode: '69002' };
    const moved = await api('PATCH', `/order/${id}/shipping`, { token: buyer.token, body: { shippingAddress: lyon } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ shippingAddress: lyon, taxRate: 0, tax: 0, reverseCharge });
    expect(moved.body.amount).toBe(placed.body.amount);

    const leeds = { name: 'Site office', line1: '3 Mill Yard', city: 'Leeds', postalCode: 'LS2 7AB', country: 'GB' };
    const home = await api('PATCH', `/order/${id}/shipping`, { token: buyer.token, body: { shippingAddress: leeds } });
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    expect(home.body.tax).toBeGreaterThan(0);
    expect(home.body).not.toHaveProperty('reverseCharge');
  });
});
