// Quotes: a trade buyer asks for a price on its cart's lines, an admin prices and sends it, both sides write on its
// thread, and the buyer accepts it as one order at the quoted prices (stock reserved as a checkout does) or declines
// it. Every refusal (400/401/403/404/409) leaves the quote, the orders and the stock as they were; ten racing
// accepts make one order; a quote past its validity is expired without anyone moving it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, quoteDateOf, quoteMessages as q, type MailDoc, type QuoteDoc } from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createProduct, productDoc } from './helpers/fixtures';
import { mobile, shippingAddress } from './helpers/checkout';
import { requeueQuotedQuotes } from '../../functions/src/quotes/quote-expiry-requeue';
import type { QuoteExpiryTask } from '../../functions/src/quotes/quote-expiry';

const billingAddress = { name: 'Accounts', line1: '3 Mill Yard', city: 'Leeds', postalCode: 'LS2 7AB', country: 'GB' };
const db = () => testAdmin().db;
const quoteDoc = async (id: string) =>
  (await db().collection(collections.quotes).doc(id).get()).data() as QuoteDoc | undefined;
const ordersOf = async (uid: string) => (await db().collection(collections.orders).where('uid', '==', uid).get()).size;
const quoteCount = async () => (await db().collection(collections.quotes).count().get()).data().count;
const mailsTo = async (email: string) =>
  (await db().collection(collections.mail).where('to', 'array-contains', email).get()).docs.map(
    (doc) => doc.data() as MailDoc,
  );

let admin: TestAccount;
let consumer: TestAccount;

/** An approved company on net terms with its admin and one buyer. */
async function tradeCompany() {
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
    body: {
      status: 'approved',
      terms: { type: 'net', days: 30 },
      creditLimit: 5000,
      priceList: { discountPercent: 10 },
    },
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const added = await api('POST', `/companies/${id}/members`, {
    token: owner.token,
    body: { email: buyer.email, role: 'buyer' },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { id, owner, buyer };
}

async function requestQuote(token: string, lines: { productId: string; quantity: number }[], note = 'For site 4') {
  const { status, body } = await api('POST', '/quotes', { token, body: { lines, note } });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: string; number: string; status: string };
}

/** A quote asked for, priced by the admin at `price` a piece and sent. */
async function sentQuote(token: string, productId: string, quantity: number, price: number, extra = {}) {
  const { id } = await requestQuote(token, [{ productId, quantity }]);
  const patched = await api('PATCH', `/quotes/${id}`, {
    token: admin.token,
    body: { lines: [{ productId, quantity, price }], ...extra },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const sent = await api('POST', `/quotes/${id}/send`, { token: admin.token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return id;
}

const acceptBody = { shippingAddress, mobile, paymentMethod: 'account', poNumber: 'PO-QUOTE-1' };

beforeAll(async () => {
  [admin, consumer] = await Promise.all([createAccount({ admin: true, name: 'Ada Admin' }), createAccount()]);
});

describe('asking for a quote', () => {
  let company: Awaited<ReturnType<typeof tradeCompany>>;
  let product: string;
  beforeAll(async () => {
    company = await tradeCompany();
    product = await createProduct({ priceCents: 2000, minimum: 1, available: 500 });
  });

  it('gives a buyer a numbered quote at the prices it sees today, and leaves its cart alone', async () => {
    const cart = { lines: [{ productId: product, quantity: 3 }], updatedAt: new Date() };
    await db().collection(collections.carts).doc(company.buyer.uid).set(cart);
    const created = await requestQuote(company.buyer.token, [{ productId: product, quantity: 40 }]);
    expect(created).toMatchObject({ status: 'requested', number: expect.stringMatching(/^Q-1\d{5}$/) });
    const { status, body } = await api('GET', `/quotes/${created.id}`, { token: company.buyer.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      number: created.number,
      status: 'requested',
      note: 'For site 4',
      companyId: company.id,
      lines: [{ productId: product, quantity: 40, requestedPrice: 18, price: null }],
    });
    const cartAfter = (await db().collection(collections.carts).doc(company.buyer.uid).get()).data();
    expect(cartAfter?.lines).toEqual(cart.lines);
    // The company's admin sees its buyer's quote; the shop's admin lists it among the requested, oldest first.
    expect((await api('GET', `/quotes/${created.id}`, { token: company.owner.token })).status).toBe(200);
    const listed = await api('GET', '/quotes?status=requested', { token: admin.token });
    expect(listed.status).toBe(200);
    const ids = (listed.body.items as { id: string }[]).map((item) => item.id);
    expect(ids).toContain(created.id);
    const times = (listed.body.items as { createdAt: string }[]).map((item) => item.createdAt);
    expect(times).toEqual([...times].sort());
    const mine = await api('GET', '/quotes', { token: company.buyer.token });
    expect((mine.body.items as { id: string }[]).map((item) => item.id)).toEqual([created.id]);
  });

  it('numbers quotes one after the other', async () => {
    const first = await requestQuote(company.buyer.token, [{ productId: product, quantity: 1 }]);
    const second = await requestQuote(company.buyer.token, [{ productId: product, quantity: 2 }]);
    expect(Number(second.number.slice(2))).toBeGreaterThan(Number(first.number.slice(2)));
  });

  it('refuses visitors (401), consumers (403), bad input (400) and unknown products (409), storing nothing', async () => {
    const before = await quoteCount();
    const lines = [{ productId: product, quantity: 1 }];
    expect((await api('POST', '/quotes', { body: { lines } })).status).toBe(401);
    const refused = await api('POST', '/quotes', { token: consumer.token, body: { lines } });
    expect(refused).toMatchObject({ status: 403, body: { message: q.notAllowed } });
    for (const body of [
      {},
      { lines: [] },
      { lines, note: 'x'.repeat(2001) },
      { lines: [{ productId: product, quantity: 0 }] },
      { lines, price: 1 },
    ]) {
      const answer = await api('POST', '/quotes', { token: company.buyer.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const gone = await api('POST', '/quotes', {
      token: company.buyer.token,
      body: { lines: [{ productId: 'no-such-product', quantity: 1 }] },
    });
    expect(gone).toMatchObject({ status: 409, body: { message: q.productGone } });
    expect(await quoteCount()).toBe(before);
  });

  it("opens quotes to every signed-in customer while Business details' switch is on, and closes them again", async () => {
    const settings = db().collection(collections.settings).doc('business');
    const stored = (await settings.get()).data();
    const saved = (await api('GET', '/settings/business', { token: admin.token })).body;
    const filled = { name: 'Toolshop', address: '1 Forge Lane', taxId: 'GB123', email: 'shop@toolshop.test' };
    const before = { ...saved, ...Object.fromEntries(Object.entries(filled).map(([k, v]) => [k, saved[k] || v])) };
    const setSwitch = async (quotesForAllCustomers: boolean) => {
      const put = await api('PUT', '/settings/business', {
        token: admin.token,
        body: { ...before, quotesForAllCustomers },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
    };
    const allowed = async (token: string) => (await api('GET', '/quotes/allowed', { token })).body;
    const lines = [{ productId: product, quantity: 2 }];
    try {
      await setSwitch(false);
      expect(await allowed(consumer.token)).toEqual({ allowed: false });
      expect(await allowed(company.buyer.token), 'a trade buyer may always ask').toEqual({ allowed: true });
      const count = await quoteCount();
      expect(await api('POST', '/quotes', { token: consumer.token, body: { lines } })).toMatchObject({
        status: 403,
        body: { message: q.notAllowed },
      });
      expect(await quoteCount()).toBe(count);

      await setSwitch(true);
      expect((await api('GET', '/settings/business', { token: admin.token })).body.quotesForAllCustomers).toBe(true);
      expect(await allowed(consumer.token)).toEqual({ allowed: true });
      const created = await requestQuote(consumer.token, lines);
      expect(await quoteDoc(created.id)).toMatchObject({ companyId: null, lines: [{ requestedPriceCents: 2000 }] });

      await setSwitch(false);
      expect(await allowed(consumer.token)).toEqual({ allowed: false });
      expect((await api('POST', '/quotes', { token: consumer.token, body: { lines } })).status).toBe(403);
      expect((await api('GET', '/quotes/allowed')).status).toBe(401);
    } finally {
      if (stored) await settings.set(stored);
      else await settings.delete();
    }
  });

  it('answers 404 for a quote that does not exist and 403 to a customer of another company', async () => {
    const { id } = await requestQuote(company.buyer.token, [{ productId: product, quantity: 1 }]);
    const other = await tradeCompany();
    expect((await api('GET', '/quotes/no-such-quote', { token: admin.token })).status).toBe(404);
    expect((await api('GET', `/quotes/${id}`, { token: other.owner.token })).status).toBe(403);
    expect((await api('GET', `/quotes/${id}`, { token: consumer.token })).status).toBe(403);
    expect((await api('GET', `/quotes/${id}`)).status).toBe(401);
  });
});

describe('pricing, sending and the thread', () => {
  let company: Awaited<ReturnType<typeof tradeCompany>>;
  let product: string;
  let extra: string;
  beforeAll(async () => {
    company = await tradeCompany();
    [product, extra] = await Promise.all([
      createProduct({ priceCents: 2000, minimum: 1, available: 500 }),
      createProduct({ priceCents: 500, minimum: 1, available: 500 }),
    ]);
  });

  it('lets only an admin price and send; refuses bad input and unpriced quotes, changing nothing', async () => {
    const { id } = await requestQuote(company.buyer.token, [{ productId: product, quantity: 40 }]);
    const before = await quoteDoc(id);
    const line = { productId: product, quantity: 40, price: 15 };
    expect((await api('PATCH', `/quotes/${id}`, { token: company.owner.token, body: { lines: [line] } })).status).toBe(
      403,
    );
    expect((await api('POST', `/quotes/${id}/send`, { token: company.buyer.token })).status).toBe(403);
    for (const body of [
      { lines: [{ ...line, price: -1 }] },
      { lines: [{ ...line, price: 1.234 }] },
      { lines: [] },
      { shipping: 'free' },
      { validUntil: '2020-01-01T00:00:00Z' },
      { validUntil: 'tomorrow' },
      { status: 'accepted' },
    ]) {
      const answer = await api('PATCH', `/quotes/${id}`, { token: admin.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const unpriced = await api('POST', `/quotes/${id}/send`, { token: admin.token });
    expect(unpriced).toMatchObject({ status: 409, body: { message: q.notPriced } });
    expect((await api('PATCH', '/quotes/no-such-quote', { token: admin.token, body: { lines: [line] } })).status).toBe(
      404,
    );
    expect(await quoteDoc(id)).toEqual(before);
  });

  it('sends the priced quote (lines added, shipping, validity) by email with a link', async () => {
    const { id } = await requestQuote(company.buyer.token, [{ productId: product, quantity: 40 }]);
    const patched = await api('PATCH', `/quotes/${id}`, {
      token: admin.token,
      body: {
        lines: [
          { productId: product, quantity: 40, price: 15 },
          { productId: extra, quantity: 200, price: 0.5 },
        ],
        shipping: 25,
        message: 'Delivered on one pallet',
      },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ status: 'requested', total: 40 * 15 + 200 * 0.5 + 25, shipping: 25 });
    const sent = await api('POST', `/quotes/${id}/send`, { token: admin.token });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('quoted');
    const days = (new Date(sent.body.validUntil).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    const mails = await mailsTo(company.buyer.email);
    const mail = mails.find((each) => each.message?.subject.includes(sent.body.number));
    expect(mail?.message?.text).toContain(`/dashboard/myQuotes/${id}`);
  });

  it('carries messages both ways, each emailed to the other side', async () => {
    const { id, number } = await requestQuote(company.buyer.token, [{ productId: product, quantity: 5 }]);
    const asked = await api('POST', `/quotes/${id}/messages`, {
      token: company.buyer.token,
      body: { text: 'Can you do 45 at the same price?' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const answered = await api('POST', `/quotes/${id}/messages`, { token: admin.token, body: { text: 'Yes.' } });
    expect(answered.status).toBe(201);
    expect(answered.body.thread).toMatchObject([
      { from: 'customer', text: 'Can you do 45 at the same price?' },
      { from: 'shop', text: 'Yes.' },
    ]);
    const toShop = await db().collection(collections.mail).where('toUids', 'array-contains', admin.uid).get();
    expect(toShop.docs.some((doc) => (doc.data() as MailDoc).message?.text.includes('45 at the same price'))).toBe(
      true,
    );
    const toBuyer = await mailsTo(company.buyer.email);
    expect(toBuyer.some((mail) => mail.message?.subject.includes(number) && mail.message.text.includes('Yes.'))).toBe(
      true,
    );
    for (const body of [{}, { text: '   ' }, { text: 'x'.repeat(2001) }]) {
      expect((await api('POST', `/quotes/${id}/messages`, { token: company.buyer.token, body })).status).toBe(400);
    }
    expect((await api('POST', `/quotes/${id}/messages`, { token: consumer.token, body: { text: 'hi' } })).status).toBe(
      403,
    );
    expect((await quoteDoc(id))?.thread).toHaveLength(2);
  });
});

describe('accepting a quote', () => {
  let company: Awaited<ReturnType<typeof tradeCompany>>;
  beforeAll(async () => {
    company = await tradeCompany();
  });

  it('places one order at the quoted prices on account, reserves its stock and marks the quote accepted', async () => {
    const product = await createProduct({ priceCents: 2000, minimum: 1, available: 100 });
    const id = await sentQuote(company.buyer.token, product, 40, 15, { shipping: 0 });
    const otherCompany = await tradeCompany();
    const stranger = await api('POST', `/quotes/${id}/accept`, { token: otherCompany.owner.token, body: acceptBody });
    expect(stranger.status).toBe(403);
    expect((await api('POST', `/quotes/${id}/accept`, { token: company.buyer.token, body: {} })).status).toBe(400);
    expect((await productDoc(product))?.available).toBe(100);

    const { status, body } = await api('POST', `/quotes/${id}/accept`, {
      token: company.buyer.token,
      body: acceptBody,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ orderId: expect.any(String), number: expect.any(Number) });
    const order = (await db().collection(collections.orders).doc(body.orderId).get()).data()!;
    expect(order).toMatchObject({ paymentMethod: 'account', poNumber: 'PO-QUOTE-1', companyId: company.id });
    expect(order.lines).toMatchObject([{ productId: product, quantity: 40, unitPriceCents: 1500 }]);
    expect(order.shippingCents).toBe(0);
    expect((await productDoc(product))?.available).toBe(60);
    const quote = await api('GET', `/quotes/${id}`, { token: company.buyer.token });
    expect(quote.body).toMatchObject({ status: 'accepted', orderId: body.orderId, orderNumber: body.number });

    // Twice, or declined after: 409, nothing more reserved.
    const again = await api('POST', `/quotes/${id}/accept`, { token: company.buyer.token, body: acceptBody });
    expect(again).toMatchObject({ status: 409, body: { message: q.cannotMove('accepted') } });
    expect((await api('POST', `/quotes/${id}/decline`, { token: company.buyer.token })).status).toBe(409);
    expect((await api('POST', `/quotes/${id}/withdraw`, { token: admin.token })).status).toBe(409);
    expect((await productDoc(product))?.available).toBe(60);

    // The quoted price binds only that quote: the product is priced for the buyer as before.
    const prices = await api('GET', `/prices?ids=${product}`, { token: company.buyer.token });
    expect(prices.body.prices[product].price).toBe(18);
  });

  it('makes exactly one order of ten racing accepts', async () => {
    const product = await createProduct({ priceCents: 2000, minimum: 1, available: 100 });
    const id = await sentQuote(company.buyer.token, product, 5, 12);
    const ordersBefore = await ordersOf(company.buyer.uid);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('POST', `/quotes/${id}/accept`, { token: company.buyer.token, body: acceptBody }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([201, ...Array(9).fill(409)]);
    expect(await ordersOf(company.buyer.uid)).toBe(ordersBefore + 1);
    expect((await productDoc(product))?.available).toBe(95);
    expect((await quoteDoc(id))?.status).toBe('accepted');
  });

  it('refuses lines whose stock is gone (409), reserving nothing, and the quote stays open', async () => {
    const product = await createProduct({ priceCents: 2000, minimum: 1, available: 100 });
    const id = await sentQuote(company.buyer.token, product, 40, 15);
    await db().collection(collections.products).doc(product).update({ available: 10 });
    const ordersBefore = await ordersOf(company.buyer.uid);
    const answer = await api('POST', `/quotes/${id}/accept`, { token: company.buyer.token, body: acceptBody });
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.lines).toMatchObject([{ productId: product }]);
    expect(await ordersOf(company.buyer.uid)).toBe(ordersBefore);
    expect((await productDoc(product))?.available).toBe(10);
    expect(await quoteDoc(id)).toMatchObject({ status: 'quoted', acceptClaim: null, orderId: null });
  });

  it('refuses a withdrawn quote and lets the customer decline', async () => {
    const product = await createProduct({ priceCents: 2000, minimum: 1, available: 100 });
    const withdrawn = await sentQuote(company.buyer.token, product, 2, 15);
    expect((await api('POST', `/quotes/${withdrawn}/withdraw`, { token: company.buyer.token })).status).toBe(403);
    expect((await api('POST', `/quotes/${withdrawn}/withdraw`, { token: admin.token })).body.status).toBe('withdrawn');
    const late = await api('POST', `/quotes/${withdrawn}/accept`, { token: company.buyer.token, body: acceptBody });
    expect(late).toMatchObject({ status: 409, body: { message: q.cannotMove('withdrawn') } });

    const declined = await sentQuote(company.buyer.token, product, 2, 15);
    expect((await api('POST', `/quotes/${declined}/decline`, { token: consumer.token })).status).toBe(403);
    expect((await api('POST', `/quotes/${declined}/decline`, { token: company.owner.token })).body.status).toBe(
      'declined',
    );
    expect(
      (await api('POST', `/quotes/${declined}/accept`, { token: company.buyer.token, body: acceptBody })).status,
    ).toBe(409);
    expect((await productDoc(product))?.available).toBe(100);
  });

  it('expires a quote by its own task at its validity date, with no request reading it', async () => {
    const product = await createProduct({ priceCents: 2000, minimum: 1, available: 100 });
    const validUntil = new Date(Date.now() + 3000).toISOString();
    const id = await sentQuote(company.buyer.token, product, 2, 15, { validUntil });
    // Read from Firestore alone: no API call that would write it expired on the way (the schedule does not run on
    // the emulators). The task is retried every 10 to 60 s until its date, so it lands within a minute.
    let seen: string | undefined;
    const deadline = Date.now() + 75_000;
    while (Date.now() < deadline) {
      seen = (await quoteDoc(id))?.status;
      if (seen === 'expired') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(seen, `waited 75 s for quote ${id}'s task to write it expired; its status was ${seen}`).toBe('expired');
  }, 90_000);

  it("after a restart, npm start's step gives every open quote its expiry task again, and no other quote one", async () => {
    const product = await createProduct({ priceCents: 2000, minimum: 1, available: 100 });
    const validUntil = new Date(Date.now() + 86_400_000).toISOString();
    const open = await sentQuote(company.buyer.token, product, 2, 15, { validUntil });
    const asked = (await requestQuote(company.buyer.token, [{ productId: product, quantity: 1 }])).id;
    // The step's own code on the emulator's data, with a queue that records what it is given (the Cloud Tasks
    // emulator's queue cannot be listed).
    const enqueued: { task: QuoteExpiryTask; id: string; at: Date }[] = [];
    const count = await requeueQuotedQuotes(db(), {
      enqueue: async (task, id, at) => void enqueued.push({ task, id, at }),
    });
    const ours = enqueued.filter(({ task }) => task.quoteId === open || task.quoteId === asked);
    const dueAt = quoteDateOf((await quoteDoc(open))?.validUntil)?.getTime();
    expect(dueAt).toBeGreaterThan(Date.now());
    expect(ours).toEqual([{ task: { quoteId: open, dueAt }, id: expect.stringContaining(open), at: new Date(dueAt!) }]);
    expect(count).toBe(enqueued.length);
  });

  it('expires a quote at its validity date by itself; accepting it then is refused', async () => {
    const product = await createProduct({ priceCents: 2000, minimum: 1, available: 100 });
    const validUntil = new Date(Date.now() + 1500).toISOString();
    const id = await sentQuote(company.buyer.token, product, 2, 15, { validUntil });
    let seen = '';
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const listed = await api('GET', '/quotes?status=expired', { token: company.buyer.token });
      const mine = (listed.body.items as { id: string; status: string }[]).find((item) => item.id === id);
      if (mine) break;
      seen = JSON.stringify((await quoteDoc(id))?.status);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await quoteDoc(id))?.status, `waited for quote ${id} to be stored expired, saw ${seen}`).toBe('expired');
    const late = await api('POST', `/quotes/${id}/accept`, { token: company.buyer.token, body: acceptBody });
    expect(late).toMatchObject({ status: 409, body: { message: q.cannotMove('expired') } });
    expect((await productDoc(product))?.available).toBe(100);
  });
  it("records the admin's pricing and each send, withdraw, accept and decline in the audit log: who, the quote, its status before and after", async () => {
    const product = await createProduct({ priceCents: 2000, minimum: 1, available: 100 });
    const [accepted, withdrawn, declined] = await Promise.all([
      sentQuote(company.buyer.token, product, 2, 15),
      sentQuote(company.buyer.token, product, 2, 15),
      sentQuote(company.buyer.token, product, 2, 15),
    ]);
    const moves = [
      await api('POST', `/quotes/${accepted}/accept`, { token: company.buyer.token, body: acceptBody }),
      await api('POST', `/quotes/${withdrawn}/withdraw`, { token: admin.token }),
      await api('POST', `/quotes/${declined}/decline`, { token: company.owner.token }),
    ];
    expect(
      moves.map((move) => move.status),
      JSON.stringify(moves.map((move) => move.body)),
    ).toEqual([201, 200, 200]);
    const recordsOf = async (id: string) =>
      (await db().collection(collections.audit).where('target.id', '==', id).get()).docs
        .map((doc) => doc.data())
        .sort((a, b) => a.at.toMillis() - b.at.toMillis())
        .map((record) => ({
          action: record.action,
          actor: record.actor.email,
          target: record.target.collection,
          from: record.before?.status,
          to: record.after?.status,
        }));
    const priced = {
      action: 'quote.price',
      actor: admin.email,
      target: collections.quotes,
      from: 'requested',
      to: 'requested',
    };
    const sent = {
      action: 'quote.send',
      actor: admin.email,
      target: collections.quotes,
      from: 'requested',
      to: 'quoted',
    };
    expect(await recordsOf(accepted)).toEqual([
      priced,
      sent,
      {
        action: 'quote.accept',
        actor: company.buyer.email,
        target: collections.quotes,
        from: 'quoted',
        to: 'accepted',
      },
    ]);
    expect(await recordsOf(withdrawn)).toEqual([
      priced,
      sent,
      { action: 'quote.withdraw', actor: admin.email, target: collections.quotes, from: 'quoted', to: 'withdrawn' },
    ]);
    expect(await recordsOf(declined)).toEqual([
      priced,
      sent,
      {
        action: 'quote.decline',
        actor: company.owner.email,
        target: collections.quotes,
        from: 'quoted',
        to: 'declined',
      },
    ]);
    // The pricing keeps the lines as asked (at the catalogue's price, none offered yet) and as offered.
    const pricing = (
      await db()
        .collection(collections.audit)
        .where('target.id', '==', accepted)
        .where('action', '==', 'quote.price')
        .get()
    ).docs[0]!.data();
    expect(pricing.after.lines).toEqual([{ productId: product, quantity: 2, priceCents: 1500 }]);
    expect(pricing.before.lines).not.toEqual(pricing.after.lines);
  });
});
