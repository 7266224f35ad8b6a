// Invoices and credit notes through the real payment and refund: twenty orders paid at once get twenty consecutive
// invoice numbers, each once, and with every other paid order of the year they fill the sequence without a gap even
// as declined payments run among them; a payment declined between two paid orders takes no number; a refund issues a
// credit note naming its invoice; the PDFs, read back with pdfjs, show the numbers, the buyer (name, company,
// address and email), the lines and totals, and the tax at the rate of the country shipped to; only the owner or an
// admin may fetch them.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, collections, type OrderDoc } from '@toolshop/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import { createAccount, type TestAccount } from '../support/accounts';
import { shopUrl } from '../support/emulators';
import { createProduct, createRoles, orderDoc, type Roles } from './helpers/fixtures';
import { checkoutOrder, shippingAddress } from './helpers/checkout';
import { openIntent, payOrder, testCard } from './helpers/order-moves';
import { numberedOrder, numberedOrders } from './helpers/document-numbers';
import { cloneOrder, orderTriggersDelivered, startApiInstances } from './helpers/order-copies';

let roles: Roles;
let payer: TestAccount;
let drill: string;
let blades: string;
beforeAll(async () => {
  [roles, payer] = await Promise.all([createRoles(), createAccount({ name: 'Paula Payer' })]);
  [drill, blades] = await Promise.all([
    createProduct({ name: 'Invoice Drill', sku: 'IDR-18V-01', priceCents: 4999, minimum: 1, available: 500 }),
    createProduct({ name: 'Invoice Blades', priceCents: 300, minimum: 10, increment: 10, available: 5000 }),
  ]);
});

const year = new Date().getUTCFullYear();
const sequenceOf = (number: string) => Number(number.slice(-6));

/** The PDF's bytes as the customer downloads them, and its text as pdfjs reads it. */
async function fetchPdf(path: string, token?: string) {
  const response = await fetch(`${shopUrl}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200) return { status: response.status, text: new TextDecoder().decode(bytes) };
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const pdf = await getDocument({ data: bytes }).promise;
  const page = await pdf.getPage(1);
  const [width, height] = page.view.slice(2);
  expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]); // A4 in points
  const content = await page.getTextContent();
  const text = content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
  return { status: 200, text };
}

/** The buyer block as the checkout's address gives it: name, company, street, city line, country, then the email. */
const buyerBlock = (email: string) =>
  `Buyer ${shippingAddress.name} ${shippingAddress.company} ${shippingAddress.line1} ` +
  `${shippingAddress.city}, ${shippingAddress.postalCode} United Kingdom ${email}`;

describe('invoice numbers', () => {
  it('twenty payments at once get twenty numbers, once each; declined payments among them take none; no gaps', async () => {
    const first = await checkoutOrder(payer.token, [{ productId: drill, quantity: 1 }]);
    const paid = await cloneOrder(first, 20);
    const declined = await cloneOrder(first, 3);
    // The intents one by one (opening them is not what is tested); the payments all at once.
    const secrets: string[] = [];
    for (const id of [...paid, ...declined]) secrets.push(await openIntent(payer, id));
    await startApiInstances(secrets.length, drill);
    await orderTriggersDelivered();
    const answers = await Promise.all(
      secrets.map((clientSecret, index) =>
        api('POST', '/payments/test/confirm', {
          body: { clientSecret, card: index < 20 ? testCard : { ...testCard, number: '4000000000000002' } },
        }),
      ),
    );
    expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const numbers = (await numberedOrders(paid)).map((order) => order.invoiceNumber!);
    for (const number of numbers) expect(number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(new Set(numbers).size).toBe(20);
    // Nothing else pays while this runs: the twenty are consecutive, no gap and none reused, whatever their order.
    const twenty = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(twenty).toEqual(Array.from({ length: 20 }, (_, index) => twenty[0]! + index));
    expect(answers.slice(20).map((answer) => answer.status)).toEqual([402, 402, 402]);
    for (const id of declined) expect((await orderDoc(id))!.invoiceNumber).toBeUndefined();

    // Every invoice of the year, whichever test paid it, fills 1..last exactly once.
    const { db } = testAdmin();
    const last = (await db.collection(collections.invoiceSequences).doc(`INV-${year}`).get()).data()!.last as number;
    const all = (await db.collection(collections.orders).where('invoiceNumber', '>=', `INV-${year}-`).get()).docs
      .map((doc) => (doc.data() as OrderDoc).invoiceNumber!)
      .filter((number) => number.startsWith(`INV-${year}-`))
      .map(sequenceOf)
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: last }, (_, index) => index + 1));
    expect(twenty[19]).toBe(last);
  }, 180_000);

  it('a payment declined between two paid orders takes no number: the next paid order gets the next one', async () => {
    const [before, failing, after] = await cloneOrder(
      await checkoutOrder(payer.token, [{ productId: drill, quantity: 1 }]),
      3,
    );
    await payOrder(payer, before!);
    const first = sequenceOf((await numberedOrder(before!)).invoiceNumber!);

    const declinedAnswer = await api('POST', '/payments/test/confirm', {
      body: { clientSecret: await openIntent(payer, failing!), card: { ...testCard, number: '4000000000000002' } },
    });
    expect(declinedAnswer.status).toBe(402);
    const failed = (await orderDoc(failing!))!;
    expect(failed.status).toBe('unpaid');
    expect(failed.invoiceNumber).toBeUndefined();
    const { db } = testAdmin();
    const counter = async () =>
      (await db.collection(collections.invoiceSequences).doc(`INV-${year}`).get()).data()!.last as number;
    expect(await counter()).toBe(first);

    await payOrder(payer, after!);
    expect((await numberedOrder(after!)).invoiceNumber).toBe(`INV-${year}-${String(first + 1).padStart(6, '0')}`);
    // The declined order, paid at last, takes the number after that: none was held back for it.
    await payOrder(payer, failing!);
    expect((await numberedOrder(failing!)).invoiceNumber).toBe(`INV-${year}-${String(first + 2).padStart(6, '0')}`);
    expect(await counter()).toBe(first + 2);
  });
});

describe('a document the sequencer has yet to number', () => {
  it("answers 202 with 'Your invoice is being issued' (and the credit note's likewise), not the PDF", async () => {
    const source = await checkoutOrder(payer.token, [{ productId: drill, quantity: 1 }]);
    // Paid (and refunded) orders written as the move leaves them, with no request queued: no run numbers them.
    const [paid] = await cloneOrder(source, 1, { status: 'pending', paidAt: new Date(), transactionId: 'pi_none' });
    const [refunded] = await cloneOrder(source, 1, {
      status: 'refunded',
      paidAt: new Date(),
      transactionId: 'pi_none_2',
      invoiceNumber: `INV-${year}-999999`,
    });
    const invoice = await fetchPdf(`/order/${paid}/invoice.pdf`, payer.token);
    expect(invoice.status).toBe(202);
    expect(JSON.parse(invoice.text)).toEqual({ message: apiMessages.invoiceBeingIssued });
    const creditNote = await fetchPdf(`/order/${refunded}/credit-note.pdf`, payer.token);
    expect(creditNote.status).toBe(202);
    expect(JSON.parse(creditNote.text)).toEqual({ message: apiMessages.creditNoteBeingIssued });
    // Only the owner or an admin learns even that.
    expect((await fetchPdf(`/order/${paid}/invoice.pdf`, roles.other.token)).status).toBe(403);
  });
});

describe('invoice and credit note PDFs', () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = await checkoutOrder(roles.customer.token, [
      { productId: drill, quantity: 2 },
      { productId: blades, quantity: 20 },
    ]);
  });

  it('409 before payment, then the invoice shows its number, the seller, every line, shipping, tax and total', async () => {
    const early = await fetchPdf(`/order/${orderId}/invoice.pdf`, roles.customer.token);
    expect(early.status).toBe(409);
    expect(JSON.parse(early.text).message).toBe(apiMessages.invoiceNotYet);
    await payOrder(roles.customer, orderId);
    const order = await numberedOrder(orderId);
    expect(order.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    const answer = await api('GET', `/order/${orderId}`, { token: roles.customer.token });
    expect(answer.body.invoiceNumber).toBe(order.invoiceNumber);

    const { status, text } = await fetchPdf(`/order/${orderId}/invoice.pdf`, roles.customer.token);
    expect(status).toBe(200);
    const business = (await api('GET', '/settings/business')).body;
    for (const expected of [
      'INVOICE',
      order.invoiceNumber!,
      business.name,
      'Invoice Drill',
      // The line's part number, as it was ordered.
      'SKU IDR-18V-01',
      'Invoice Blades',
      '$99.98',
      '$60.00',
      `$${(order.subtotalCents! / 100).toFixed(2)}`,
      `Shipping (${order.shippingMethod!.name})`,
      'Tax (20%)',
      `$${(order.taxCents! / 100).toFixed(2)}`,
      `$${(order.amountCents / 100).toFixed(2)}`,
      order.transactionId!,
      buyerBlock(roles.customer.email),
    ])
      expect(text).toContain(expected);
    // The admin may fetch it too; another customer may not; a visitor is 401; an unknown order is 404.
    expect((await fetchPdf(`/order/${orderId}/invoice.pdf`, roles.admin.token)).status).toBe(200);
    expect((await fetchPdf(`/order/${orderId}/invoice.pdf`, roles.other.token)).status).toBe(403);
    expect((await fetchPdf(`/order/${orderId}/invoice.pdf`)).status).toBe(401);
    expect((await fetchPdf(`/order/no-such-order/invoice.pdf`, roles.admin.token)).status).toBe(404);
  });

  it('a refund issues a credit note that names the invoice it corrects', async () => {
    expect((await fetchPdf(`/order/${orderId}/credit-note.pdf`, roles.customer.token)).status).toBe(409);
    const refund = await api('POST', `/order/${orderId}/refund`, {
      token: roles.admin.token,
      body: { reason: 'Returned', restock: false },
    });
    expect(refund.status).toBe(200);
    const order = await numberedOrder(orderId, 'creditNoteNumber');
    expect(order.creditNoteNumber).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    const { status, text } = await fetchPdf(`/order/${orderId}/credit-note.pdf`, roles.customer.token);
    expect(status).toBe(200);
    for (const expected of [
      'CREDIT NOTE',
      order.creditNoteNumber!,
      `Corrects invoice: ${order.invoiceNumber}`,
      '-$99.98',
      buyerBlock(roles.customer.email),
    ])
      expect(text).toContain(expected);
    expect((await fetchPdf(`/order/${orderId}/credit-note.pdf`, roles.other.token)).status).toBe(403);
  });

  it("taxes an order to Germany at Germany's 19% within the EU zone's 20%, and the invoice says 19%", async () => {
    const { status, body } = await api('POST', '/checkout', {
      token: roles.customer.token,
      body: {
        lines: [{ productId: drill, quantity: 1 }],
        shippingAddress: {
          name: 'Greta Kunde',
          line1: 'Hauptstraße 1',
          city: 'Berlin',
          postalCode: '10115',
          country: 'DE',
        },
        mobile: '+49 30 1234567',
      },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    // The seeded EU zone: Standard $19.95, taxed with the goods; 19% of $69.94 = $13.2886 -> $13.29.
    expect(body).toMatchObject({ subtotal: 49.99, shipping: 19.95, taxRate: 0.19, tax: 13.29, amount: 83.23 });
    await payOrder(roles.customer, body.orderId);
    await numberedOrder(body.orderId);
    const invoice = await fetchPdf(`/order/${body.orderId}/invoice.pdf`, roles.customer.token);
    expect(invoice.text).toContain('Tax (19%) $13.29');
    // No company given: the block goes from the name to the street.
    expect(invoice.text).toContain(`Buyer Greta Kunde Hauptstraße 1 Berlin, 10115 Germany ${roles.customer.email}`);
  });
});
