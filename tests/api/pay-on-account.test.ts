// Paying on account: a buyer of a company on net terms orders without a card within the company's credit; the
// invoice is issued at once with its due date; an admin records payments received and the credit comes back.
// Every refusal leaves orders, stock, quota, cart and the company's credit as they were; two buyers checking out
// at once never draw more than the limit together.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSchema,
  collections,
  tradeMessages as t,
  validationMessages as m,
  type OrderDoc,
} from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createProduct } from './helpers/fixtures';
import { checkoutBody, checkoutState, postCheckout } from './helpers/checkout';
import { numberedOrder, numberedOrders } from './helpers/document-numbers';
import { inProcessDeps } from './helpers/order-moves';
import { checkout } from '../../functions/src/orders/checkout';

const DAY_MS = 24 * 60 * 60 * 1000;
const billingAddress = { name: 'Accounts', line1: '3 Mill Yard', city: 'Leeds', postalCode: 'LS2 7AB', country: 'GB' };
const db = () => testAdmin().db;
const companyDoc = async (id: string) => (await db().collection(collections.companies).doc(id).get()).data();

let admin: TestAccount;
let consumer: TestAccount;

/** An approved company with its admin and one buyer, on these terms. */
async function tradeCompany(change: Record<string, unknown>) {
  const [owner, buyer] = await Promise.all([
    createAccount({ name: 'Owen Owner' }),
    createAccount({ name: 'Bea Buyer' }),
  ]);
  const applied = await api('POST', '/companies', {
    token: owner.token,
    body: { name: `Site Works ${randomUUID().slice(0, 6)}`, billingAddress, phone: '+44 113 496 0100' },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const id = applied.body.id as string;
  const approved = await api('PATCH', `/companies/${id}`, {
    token: admin.token,
    body: { status: 'approved', ...change },
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const added = await api('POST', `/companies/${id}/members`, {
    token: owner.token,
    body: { email: buyer.email, role: 'buyer' },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { id, owner, buyer };
}

const credit = async (token: string) => (await api('GET', '/companies/mine', { token })).body.credit;
/**
 * What an order of these lines costs the buyer, shipping and tax included (the checkout's own quote), once the
 * quote shows `unitPrice`: it takes a new member's company from the instance's memory, which learns it within moments.
 */
async function quotedAmount(token: string, productId: string, quantity: number, unitPrice?: number): Promise<number> {
  const quote = () =>
    api('POST', '/checkout/quote', {
      token,
      body: { lines: [{ productId, quantity }], shippingAddress: checkoutBody([]).shippingAddress },
    });
  if (unitPrice !== undefined)
    await expect.poll(async () => (await quote()).body.lines?.[0]?.price, { timeout: 15_000 }).toBe(unitPrice);
  const { status, body } = await quote();
  expect(status, JSON.stringify(body)).toBe(200);
  return body.amount as number;
}
const onAccount = (productId: string, quantity: number, extra: Record<string, unknown> = {}) =>
  checkoutBody([{ productId, quantity }], { paymentMethod: 'account', ...extra });

beforeAll(async () => {
  [admin, consumer] = await Promise.all([createAccount({ admin: true, name: 'Ada Admin' }), createAccount()]);
});

describe('POST /api/checkout with paymentMethod account', () => {
  let company: Awaited<ReturnType<typeof tradeCompany>>;
  let product: string;
  beforeAll(async () => {
    company = await tradeCompany({
      terms: { type: 'net', days: 30 },
      creditLimit: 500,
      priceList: { discountPercent: 10 },
    });
    product = await createProduct({ priceCents: 2000, minimum: 1, available: 40 });
  });

  it('accepts an order within the credit without a card: paid, stock reserved, due in 30 days, credit used', async () => {
    const amount = await quotedAmount(company.buyer.token, product, 3, 18);
    const { status, body } = await postCheckout(company.buyer.token, onAccount(product, 3, { poNumber: ' PO-7781 ' }));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      status: 'pending',
      amount,
      paymentMethod: 'account',
      companyId: company.id,
      poNumber: 'PO-7781',
      balance: amount,
      lines: [expect.objectContaining({ productId: product, quantity: 3, price: 18 })],
    });
    // The file's first numbering also boots the emulator's task worker: a longer wait than the shop's 10 s.
    const [order] = await numberedOrders([body.orderId], 'invoiceNumber', 30_000);
    expect(order!.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    const paidAt = (order!.paidAt as { toMillis(): number }).toMillis();
    expect(new Date(body.dueAt).getTime() - paidAt).toBe(30 * DAY_MS);
    expect((await testAdmin().db.collection(collections.products).doc(product).get()).data()?.available).toBe(37);
    expect(await credit(company.owner.token)).toEqual({ limit: 500, used: amount, available: 500 - amount });
    // The order is the company's: the company's admin sees the same credit the buyer drew on.
    expect(await credit(company.buyer.token)).toEqual(await credit(company.owner.token));
  });

  it('refuses bad input (400) and every order that may not go on account (409), changing nothing', async () => {
    const prepaid = await tradeCompany({ terms: { type: 'prepaid' }, creditLimit: 500 });
    const before = await Promise.all([
      checkoutState(company.buyer.uid, [product]),
      checkoutState(consumer.uid, [product]),
      checkoutState(prepaid.buyer.uid, [product]),
      companyDoc(company.id),
    ]);
    const bad: [Record<string, unknown>, Record<string, string>][] = [
      [{ paymentMethod: 'cheque' }, { paymentMethod: t.paymentMethodInvalid }],
      [{ paymentMethod: 'account', poNumber: 'P'.repeat(36) }, { poNumber: t.poNumberTooLong(35) }],
      [{ paymentMethod: 'account', poNumber: 7781 }, { poNumber: t.poNumberInvalid }],
      [{ paymentMethod: 'account', poNumber: 'PO\u0007' }, { poNumber: t.poNumberInvalid }],
      [{ paymentMethod: 'account', creditLimit: 1e9 }, { creditLimit: m.unknownField }],
    ];
    for (const [extra, errors] of bad) {
      const answer = await postCheckout(
        company.buyer.token,
        checkoutBody([{ productId: product, quantity: 1 }], extra),
      );
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
    const { available } = await credit(company.buyer.token);
    const refusals: [TestAccount, number, string][] = [
      [consumer, 1, t.notOnNetTerms],
      [prepaid.buyer, 1, t.notOnNetTerms],
      [company.buyer, 30, t.creditExceeded(available)],
    ];
    for (const [who, quantity, message] of refusals) {
      const answer = await postCheckout(who.token, onAccount(product, quantity));
      expect(answer, who.email).toEqual({ status: 409, body: { message } });
    }
    expect(
      await Promise.all([
        checkoutState(company.buyer.uid, [product]),
        checkoutState(consumer.uid, [product]),
        checkoutState(prepaid.buyer.uid, [product]),
        companyDoc(company.id),
      ]),
    ).toEqual(before);
    // Past its credit, the company still pays by card.
    const byCard = await postCheckout(company.buyer.token, checkoutBody([{ productId: product, quantity: 30 }]));
    expect(byCard.status, JSON.stringify(byCard.body)).toBe(201);
    expect(byCard.body.status).toBeUndefined();
    expect(byCard.body.paymentMethod).toBeUndefined();
    await api('POST', `/order/${byCard.body.orderId}/cancel`, { token: company.buyer.token, body: {} });
  });

  it('refuses the account while an invoice is overdue more than 30 days, until it is paid', async () => {
    const late = await tradeCompany({ terms: { type: 'net', days: 15 }, creditLimit: 1000 });
    const placed = await postCheckout(late.buyer.token, onAccount(product, 1, { poNumber: 'LATE-1' }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await numberedOrder(placed.body.orderId);
    const longAgo = new Date(Date.now() - 31 * DAY_MS);
    await db()
      .collection(collections.orders)
      .doc(placed.body.orderId)
      .update({ dueAt: longAgo, receivableDueAt: longAgo });
    const before = await checkoutState(late.buyer.uid, [product]);
    expect(await postCheckout(late.owner.token, onAccount(product, 1))).toEqual({
      status: 409,
      body: { message: t.overdueInvoiceBlocksAccount(30) },
    });
    expect(await checkoutState(late.buyer.uid, [product])).toEqual(before);
    const overdue = await api('GET', `/receivables?companyId=${late.id}&overdue=true`, { token: admin.token });
    expect(overdue.body.receivables).toEqual([
      expect.objectContaining({ invoiceNumber: order.invoiceNumber, poNumber: 'LATE-1', daysOverdue: 31 }),
    ]);
    const paid = await api('POST', `/invoices/${order.invoiceNumber}/payments`, {
      token: admin.token,
      body: { amount: placed.body.amount, reference: 'BACS 123', receivedAt: '2026-01-05' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await postCheckout(late.owner.token, onAccount(product, 1))).status).toBe(201);
  });
});

/**
 * As tests/api/checkout-race.test.ts does: the Functions emulator boots one worker per request that finds none
 * idle, and a slow boot drops the request; workers are booted ahead with checkouts of a sold-out product (409,
 * nothing stored) until that many answer at once quickly, so the race measures Firestore, not emulator start-up.
 */
async function bootEmulatorWorkers(token: string, count: number, deadline: number): Promise<void> {
  const soldOut = await createProduct({ available: 0, minimum: 1 });
  const probe = () => postCheckout(token, checkoutBody([{ productId: soldOut, quantity: 1 }]));
  let seen: number[] = [];
  while (Date.now() < deadline) {
    const started = Date.now();
    seen = (await Promise.all(Array.from({ length: count }, probe))).map((answer) => answer.status);
    if (seen.every((status) => status === 409) && Date.now() - started < 5_000) return;
  }
  throw new Error(`waited for ${count} emulator workers to answer at once within 5 s; last statuses ${seen}`);
}

const RACERS = 6;

describe("an instance's memory of the buyer's order quota after an order on account", () => {
  it('holds the quota as the pay move left it, or nothing, so the next order does not commit over a stale version', async () => {
    const company = await tradeCompany({ terms: { type: 'net', days: 30 }, creditLimit: 500 });
    const product = await createProduct({ priceCents: 1000, minimum: 1, available: 10 });
    const deps = inProcessDeps();
    const { uid, email } = company.buyer;
    const caller = { uid, email, name: 'Bea Buyer', admin: false };
    const placement = checkoutSchema.parse(
      checkoutBody([{ productId: product, quantity: 1 }], { paymentMethod: 'account' }),
    );
    const { order } = await checkout(deps, caller, placement, Promise.resolve());
    expect(order.status).toBe('pending');
    // The order is paid in its placement's commit: it never counts among the unpaid ones.
    const quota = await testAdmin().db.collection(collections.rateLimits).doc(`${uid}_order`).get();
    expect(quota.data()?.unpaidOrders ?? 0).toBe(0);
    const held = deps.knownQuotas.get(uid);
    expect(held === undefined || held.updateTime.isEqual(quota.updateTime!)).toBe(true);
  });
});

describe('two buyers of one company checking out on account at once', () => {
  beforeAll(async () => {
    await bootEmulatorWorkers(consumer.token, RACERS + 2, Date.now() + 150_000);
  }, 160_000);

  it('never draw more than the credit limit together', async () => {
    const product = await createProduct({ priceCents: 5000, minimum: 1, available: 100 });
    const company = await tradeCompany({ terms: { type: 'net', days: 30 } });
    const amount = await quotedAmount(company.buyer.token, product, 1);
    // Room for exactly two of the orders, not three.
    const limit = Math.round(amount * 250) / 100;
    await api('PATCH', `/companies/${company.id}`, { token: admin.token, body: { creditLimit: limit } });
    const buyers = [company.owner, company.buyer];
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => postCheckout(buyers[i % 2]!.token, onAccount(product, 1))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status >= 500),
      `statuses ${statuses}`,
    ).toEqual([]);
    expect(
      statuses.filter((status) => status === 201),
      `statuses ${statuses}`,
    ).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(refused.body.message).toBe(
        t.creditExceeded((Math.round(limit * 100) - 2 * Math.round(amount * 100)) / 100),
      );
    const stored = await companyDoc(company.id);
    expect(stored?.creditUsedCents).toBe(Math.round(amount * 200));
    const orders = await db().collection(collections.orders).where('companyId', '==', company.id).get();
    expect(orders.size).toBe(2);
  }, 120_000);
});

describe('receivables and payments received (admin)', () => {
  let company: Awaited<ReturnType<typeof tradeCompany>>;
  let other: Awaited<ReturnType<typeof tradeCompany>>;
  let invoice: string;
  let amount: number;
  let orderId: string;
  beforeAll(async () => {
    [company, other] = await Promise.all([
      tradeCompany({ terms: { type: 'net', days: 60 }, creditLimit: 300 }),
      tradeCompany({ terms: { type: 'net', days: 30 }, creditLimit: 300 }),
    ]);
    const product = await createProduct({ priceCents: 4000, minimum: 1, available: 20 });
    const placed = await postCheckout(company.buyer.token, onAccount(product, 2, { poNumber: 'PO-55' }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    orderId = placed.body.orderId;
    amount = placed.body.amount;
    invoice = (await numberedOrder(orderId)).invoiceNumber!;
  });

  it('refuses anyone but an admin: 401 without a token, 403 for a consumer and for buyers', async () => {
    const pay = { amount: 1, reference: 'x', receivedAt: '2026-01-01' };
    expect((await api('GET', '/receivables')).status).toBe(401);
    expect((await api('POST', `/invoices/${invoice}/payments`, { body: pay })).status).toBe(401);
    for (const who of [consumer, company.buyer, company.owner, other.owner]) {
      expect((await api('GET', `/receivables?companyId=${company.id}`, { token: who.token })).status).toBe(403);
      expect((await api('POST', `/invoices/${invoice}/payments`, { token: who.token, body: pay })).status).toBe(403);
    }
    expect((await numberedOrder(orderId)).paidOnAccountCents).toBe(0);
  });

  it('lists the open invoice with its due date and refuses bad payments (400, 404, 409), changing nothing', async () => {
    const list = await api('GET', `/receivables?companyId=${company.id}`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.receivables).toEqual([
      expect.objectContaining({
        orderId,
        invoiceNumber: invoice,
        companyId: company.id,
        poNumber: 'PO-55',
        amount,
        paid: 0,
        balance: amount,
        daysOverdue: 0,
      }),
    ]);
    expect((await api('GET', '/receivables?overdue=maybe', { token: admin.token })).status).toBe(400);
    const before = [await numberedOrder(orderId), await companyDoc(company.id)];
    const bad: Record<string, unknown>[] = [
      { amount: 0, reference: 'r', receivedAt: '2026-01-01' },
      { amount: 1.001, reference: 'r', receivedAt: '2026-01-01' },
      { amount: 1, reference: ' ', receivedAt: '2026-01-01' },
      { amount: 1, reference: 'r', receivedAt: 'yesterday' },
      { amount: 1, reference: 'r', receivedAt: '2999-01-01' },
      { amount: 1, reference: 'r', receivedAt: '2026-01-01', companyId: company.id },
    ];
    for (const body of bad)
      expect((await api('POST', `/invoices/${invoice}/payments`, { token: admin.token, body })).status).toBe(400);
    const ok = { amount: 1, reference: 'r', receivedAt: '2026-01-01' };
    expect((await api('POST', '/invoices/INV-1999-000001/payments', { token: admin.token, body: ok })).status).toBe(
      404,
    );
    expect(
      await api('POST', `/invoices/${invoice}/payments`, {
        token: admin.token,
        body: { ...ok, amount: amount + 0.01 },
      }),
    ).toEqual({ status: 409, body: { message: t.overPayment(amount) } });
    expect([await numberedOrder(orderId), await companyDoc(company.id)]).toEqual(before);
  });

  it('records partial payments; the credit comes back at once and a paid invoice leaves the receivables', async () => {
    const half = Math.round(amount * 50) / 100;
    const first = await api('POST', `/invoices/${invoice}/payments`, {
      token: admin.token,
      body: { amount: half, reference: 'BACS 0001', receivedAt: '2026-11-20' },
    });
    expect(first).toEqual({
      status: 201,
      body: { invoiceNumber: invoice, orderId, amount, paid: half, balance: Math.round((amount - half) * 100) / 100 },
    });
    expect((await credit(company.buyer.token)).used).toBe(Math.round((amount - half) * 100) / 100);
    const rest = Math.round((amount - half) * 100) / 100;
    const second = await api('POST', `/invoices/${invoice}/payments`, {
      token: admin.token,
      body: { amount: rest, reference: 'BACS 0002', receivedAt: '2026-11-21T10:00:00Z' },
    });
    expect(second.body.balance).toBe(0);
    expect(await credit(company.buyer.token)).toEqual({ limit: 300, used: 0, available: 300 });
    const stored = (await db().collection(collections.orders).doc(orderId).get()).data() as OrderDoc;
    expect(stored.accountPayments?.map((p) => p.reference)).toEqual(['BACS 0001', 'BACS 0002']);
    expect(stored.receivableDueAt).toBeUndefined();
    const list = await api('GET', `/receivables?companyId=${company.id}`, { token: admin.token });
    expect(list.body.receivables).toEqual([]);
    const mine = await api('GET', `/order/${orderId}`, { token: company.buyer.token });
    expect(mine.body).toMatchObject({ balance: 0, poNumber: 'PO-55', paymentMethod: 'account' });
  });
});
