// Every order is priced with the shipping and tax of a country the shop ships to, whichever call places it:
// POST /order with a structured address and method (as POST /api/checkout takes them) is priced for that
// address and refused, with nothing reserved, where no zone serves it; a body written to SPEC §7 (no structured
// address) is priced for the shop's home country (the seeded United States: 8.25%, pickup at the factory as the
// cheapest method), says so, and is paid at that total (its invoice names the buyer by email alone); PATCH
// /api/order/{id}/shipping lets the owner of an unpaid order without an open payment re-price it for another
// address, taxed at that country's rate (Germany's own 19% within the EU zone's 20%).
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, collections, taxOfCents } from '@toolshop/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { api } from '../support/api';
import { shopUrl } from '../support/emulators';
import { testAdmin } from '../support/admin';
import { createProduct, createRoles, markPaid, orderDoc, productDoc, type Roles } from './helpers/fixtures';
import { checkoutState, mobile } from './helpers/checkout';

const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
const usAddress = {
  name: 'Sam Buyer',
  line1: '1200 Foundry Road',
  city: 'Dayton',
  region: 'OH',
  postalCode: '45402',
  country: 'US',
};
const australia = {
  name: 'Ava Buyer',
  line1: '1 George St',
  city: 'Sydney',
  region: 'NSW',
  postalCode: '2000',
  country: 'AU',
};
const ukAddress = { name: 'Una Buyer', line1: '12 Workshop Lane', city: 'Leeds', postalCode: 'LS1 4AP', country: 'GB' };
const HOME_NOTE = 'Priced for United States, Pickup at the factory; change the address before paying';

let roles: Roles;
beforeAll(async () => {
  roles = await createRoles();
});

/** The invoice's text as pdfjs reads it, once the paid order's invoice is issued. */
async function invoiceText(orderId: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${shopUrl}/api/order/${orderId}/invoice.pdf`, {
      headers: { authorization: `Bearer ${roles.customer.token}` },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (response.status === 200) {
      const page = await (await getDocument({ data: bytes }).promise).getPage(1);
      const content = await page.getTextContent();
      return content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ');
    }
    if (attempt >= 40) throw new Error(`invoice.pdf answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const postOrder = (token: string, body: unknown) => api('POST', '/order', { token, body });
const patchShipping = (token: string | undefined, orderId: string, body: unknown) =>
  api('PATCH', `/order/${orderId}/shipping`, { token, body });

describe('POST /order with a structured address', () => {
  it('refuses a country no zone serves with 409 and the zone message, reserving nothing', async () => {
    const productId = await createProduct({ name: 'Table Saw', priceCents: 39900, minimum: 1, available: 10 });
    const before = await checkoutState(roles.customer.uid, [productId]);
    const answer = await postOrder(roles.customer.token, {
      productId,
      quantity: 2,
      mobile,
      shippingAddress: australia,
    });
    expect(answer).toEqual({ status: 409, body: { message: apiMessages.countryNotShipped('Australia') } });
    expect(await checkoutState(roles.customer.uid, [productId])).toEqual(before);
  });

  it('charges the chosen method and 8.25% tax on goods and shipping to a US address', async () => {
    const productId = await createProduct({ name: 'Carbon Brush Set', priceCents: 45, minimum: 10, available: 500 });
    const { status, body } = await postOrder(roles.customer.token, {
      productId,
      quantity: 150,
      mobile,
      shippingAddress: usAddress,
      shippingMethod: 'standard',
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    // Goods $67.50 (under Standard's free-over $150): shipping $9.95, tax 8.25% of $77.45 = $6.389 -> $6.39.
    const stored = await orderDoc(body.insertedId);
    expect(stored).toMatchObject({
      subtotalCents: 6750,
      shippingMethod: { id: 'standard', name: 'Standard' },
      shippingCents: 995,
      taxRate: 0.0825,
      taxCents: 639,
      amountCents: 6750 + 995 + 639,
      shippingAddress: usAddress,
      address: 'Sam Buyer, 1200 Foundry Road, Dayton, OH 45402, United States',
      shippingZone: { id: 'us', name: 'United States' },
      lines: [expect.objectContaining({ productId, quantity: 150, unitPriceCents: 45, amountCents: 6750 })],
    });
    expect(stored?.pricedForHomeCountry).toBeUndefined();
    expect((await productDoc(productId))?.available).toBe(350);
    // SPEC's fields: price x quantity is what to pay.
    const read = await api('GET', `/order/${body.insertedId}`, { token: roles.customer.token });
    expect(read.body).toMatchObject({ quantity: 1, price: 83.84, amount: 83.84, shipping: 9.95, tax: 6.39 });
  });
});

describe('POST /order as SPEC §7 has it (no structured address)', () => {
  it("is priced for the home country's cheapest method and tax, says so, and its intent is for that total", async () => {
    const name = `Home Priced Planer ${Date.now()}`;
    const productId = await createProduct({ name, priceCents: 1250, minimum: 2, available: 40 });
    const placed = await postOrder(roles.customer.token, {
      email: roles.customer.email,
      productName: name,
      mobile,
      quantity: '4',
      picture: '/x.png',
      price: '12.50',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.insertedId as string;
    // $50 of goods, pickup at the factory ($0), 8.25% of $50 = $4.125 -> $4.13.
    const tax = taxOfCents(0.0825, 5000);
    expect(tax).toBe(413);
    expect(await orderDoc(orderId)).toMatchObject({
      subtotalCents: 5000,
      shippingMethod: { id: 'pickup', name: 'Pickup at the factory' },
      shippingCents: 0,
      taxRate: 0.0825,
      taxCents: tax,
      amountCents: 5000 + tax,
      shippingZone: { id: 'us', name: 'United States' },
      pricedForHomeCountry: 'US',
      address: '',
      lines: [expect.objectContaining({ productId, quantity: 4, unitPriceCents: 1250 })],
    });
    const read = await api('GET', `/order/${orderId}`, { token: roles.customer.token });
    expect(read.body).toMatchObject({
      quantity: 1,
      price: 54.13,
      amount: 54.13,
      tax: 4.13,
      pricedFor: { country: 'US', note: HOME_NOTE, addressChangeable: true },
    });

    const intent = await api('POST', '/create-payment-intent', { token: roles.customer.token, body: { orderId } });
    expect(intent.status).toBe(200);
    const intentId = (intent.body.clientSecret as string).split('_secret_')[0]!;
    const stored = await testAdmin().db.collection(collections.testPaymentIntents).doc(intentId).get();
    expect(stored.data()).toMatchObject({ amountCents: 5000 + tax });
    const paid = await api('POST', '/payments/test/confirm', {
      body: { clientSecret: intent.body.clientSecret, card },
    });
    expect(paid.status).toBe(200);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'pending', amountCents: 5413 });
    // The invoice says which country the shipping and tax were priced for; its buyer is the email, all it knows.
    const invoice = await invoiceText(orderId);
    expect(invoice).toContain(
      "Shipping and tax priced for United States, the shop's home country: the order gave no shipping address",
    );
    expect(invoice).toContain(`Buyer ${roles.customer.email} Phone: ${mobile}`);
  });
});

describe('PATCH /order/{id}/shipping', () => {
  async function homePricedOrder(quantity = 4): Promise<{ orderId: string; productId: string }> {
    const productId = await createProduct({ priceCents: 1250, minimum: 1, available: 40 });
    const placed = await postOrder(roles.customer.token, { productId, quantity, mobile });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return { orderId: placed.body.insertedId as string, productId };
  }

  it('re-prices the owner’s unpaid order for the address and method given, and the payment charges it', async () => {
    const { orderId } = await homePricedOrder();
    const answer = await patchShipping(roles.customer.token, orderId, {
      shippingAddress: ukAddress,
      shippingMethod: 'express',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // $50 of goods to the United Kingdom by Express $29.95, 20% of $79.95 = $15.99.
    expect(answer.body).toMatchObject({
      _id: orderId,
      subtotal: 50,
      shippingMethod: 'express',
      shipping: 29.95,
      taxRate: 0.2,
      tax: 15.99,
      amount: 95.94,
      shippingAddress: ukAddress,
    });
    expect(answer.body.pricedFor).toBeUndefined();
    const stored = await orderDoc(orderId);
    expect(stored).toMatchObject({
      amountCents: 9594,
      shippingZone: { id: 'uk', name: 'United Kingdom' },
      address: 'Una Buyer, 12 Workshop Lane, Leeds, LS1 4AP, United Kingdom',
      status: 'unpaid',
    });
    expect(stored?.pricedForHomeCountry).toBeUndefined();
    const intent = await api('POST', '/create-payment-intent', { token: roles.customer.token, body: { orderId } });
    const intentId = (intent.body.clientSecret as string).split('_secret_')[0]!;
    const charged = await testAdmin().db.collection(collections.testPaymentIntents).doc(intentId).get();
    expect(charged.data()).toMatchObject({ amountCents: 9594 });
  });

  it("taxes the order at the rate of the new address's country: Germany's 19% in the EU zone", async () => {
    const { orderId } = await homePricedOrder();
    const germany = { name: 'Greta Kunde', line1: 'Hauptstraße 1', city: 'Berlin', postalCode: '10115', country: 'DE' };
    const answer = await patchShipping(roles.customer.token, orderId, { shippingAddress: germany });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // $50 of goods by EU Standard $19.95, taxed with the goods: 19% of $69.95 = $13.2905 -> $13.29.
    expect(answer.body).toMatchObject({ subtotal: 50, shipping: 19.95, taxRate: 0.19, tax: 13.29, amount: 83.24 });
    expect(await orderDoc(orderId)).toMatchObject({ taxRate: 0.19, taxCents: 1329, amountCents: 8324 });
  });

  it('refuses a country no zone serves (409), another customer and an admin (403), changing nothing', async () => {
    const { orderId } = await homePricedOrder();
    const before = await orderDoc(orderId);
    expect(await patchShipping(roles.customer.token, orderId, { shippingAddress: australia })).toEqual({
      status: 409,
      body: { message: apiMessages.countryNotShipped('Australia') },
    });
    expect((await patchShipping(roles.other.token, orderId, { shippingAddress: ukAddress })).status).toBe(403);
    expect((await patchShipping(roles.admin.token, orderId, { shippingAddress: ukAddress })).status).toBe(403);
    expect((await patchShipping(undefined, orderId, { shippingAddress: ukAddress })).status).toBe(401);
    expect((await patchShipping(roles.customer.token, orderId, { shippingAddress: { country: 'GB' } })).status).toBe(
      400,
    );
    expect((await patchShipping(roles.customer.token, 'no-such-order', { shippingAddress: ukAddress })).status).toBe(
      404,
    );
    expect(await orderDoc(orderId)).toEqual(before);
  });

  it('refuses a paid order and one whose payment is already open (409), changing nothing', async () => {
    const paid = await homePricedOrder();
    await markPaid(paid.orderId);
    const paidBefore = await orderDoc(paid.orderId);
    const paidAnswer = await patchShipping(roles.customer.token, paid.orderId, { shippingAddress: ukAddress });
    expect(paidAnswer.status).toBe(409);
    expect(await orderDoc(paid.orderId)).toEqual(paidBefore);

    const open = await homePricedOrder();
    const intent = await api('POST', '/create-payment-intent', {
      token: roles.customer.token,
      body: { orderId: open.orderId },
    });
    expect(intent.status).toBe(200);
    const openBefore = await orderDoc(open.orderId);
    expect(await patchShipping(roles.customer.token, open.orderId, { shippingAddress: ukAddress })).toEqual({
      status: 409,
      body: { message: apiMessages.shippingChangeAfterPaymentStarted },
    });
    expect(await orderDoc(open.orderId)).toEqual(openBefore);
    const read = await api('GET', `/order/${open.orderId}`, { token: roles.customer.token });
    expect(read.body.pricedFor).toMatchObject({ addressChangeable: false });
  });
});
