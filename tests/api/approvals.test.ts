// Approvals: a trade buyer's order over its limit waits, stock reserved, for another admin of its company, who
// approves it (card: the buyer pays; on account: paid on account at once) or rejects it with a reason (stock back,
// buyer emailed). A buyer never approves its own order, even as an admin; a buyer who is the company's only admin
// goes through, the order saying so. Every refusal changes nothing; an order nobody decides expires by itself.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSchema,
  collections,
  tradeMessages as t,
  type CompanyMemberDoc,
  type OrderDoc,
} from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createProduct, orderDoc, productDoc } from './helpers/fixtures';
import { checkoutBody, postCheckout } from './helpers/checkout';
import { inProcessDeps, waitFor } from './helpers/order-moves';
import { checkout } from '../../functions/src/orders/checkout';

const billingAddress = { name: 'Accounts', line1: '3 Mill Yard', city: 'Leeds', postalCode: 'LS2 7AB', country: 'GB' };
const db = () => testAdmin().db;
const PRICE_CENTS = 2000;

let admin: TestAccount;

async function outboxTo(email: string): Promise<{ subject: string; text: string }[]> {
  const mails = await db().collection(collections.mail).where('to', 'array-contains', email).get();
  return mails.docs.map((doc) => doc.data().message as { subject: string; text: string });
}

/** An approved company (its owner the first admin) with the members given, on these terms. */
async function tradeCompany(change: Record<string, unknown>, members: { role: 'admin' | 'buyer' }[]) {
  const owner = await createAccount({ name: 'Owen Owner' });
  const others = await Promise.all(members.map(() => createAccount({ name: 'Bea Buyer' })));
  const applied = await api('POST', '/companies', {
    token: owner.token,
    body: { name: `Approvals ${randomUUID().slice(0, 6)}`, billingAddress, phone: '+44 113 496 0100' },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const id = applied.body.id as string;
  const approved = await api('PATCH', `/companies/${id}`, {
    token: admin.token,
    body: { status: 'approved', ...change },
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  for (const [index, member] of members.entries()) {
    const added = await api('POST', `/companies/${id}/members`, {
      token: owner.token,
      body: { email: others[index]!.email, role: member.role },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return { id, owner, members: others };
}

const order = (productId: string, quantity: number, extra: Record<string, unknown> = {}) =>
  checkoutBody([{ productId, quantity }], extra);

/** The order, its product's stock and the company: what a refused decision must leave alone. */
async function decisionState(orderId: string, productId: string, companyId: string) {
  const [stored, product, company] = await Promise.all([
    orderDoc(orderId),
    productDoc(productId),
    db().collection(collections.companies).doc(companyId).get(),
  ]);
  return { order: stored, available: product?.available, company: company.data() };
}

beforeAll(async () => {
  admin = await createAccount({ admin: true, name: 'Ada Admin' });
});

describe('a buyer over its limit', () => {
  // Approval limit $50: an order of 3 x $20 (plus shipping and tax) is over it, 1 x $20 is not.
  let company: Awaited<ReturnType<typeof tradeCompany>>;
  let buyer: TestAccount;
  let secondAdmin: TestAccount;
  let product: string;
  beforeAll(async () => {
    company = await tradeCompany({ approvalLimit: 50 }, [{ role: 'buyer' }, { role: 'admin' }]);
    [buyer, secondAdmin] = company.members as [TestAccount, TestAccount];
    product = await createProduct({ priceCents: PRICE_CENTS, minimum: 1, available: 40 });
  });

  it('an order within the limit goes to payment as before', async () => {
    const { status, body } = await postCheckout(buyer.token, order(product, 1));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.status).toBeUndefined();
    expect(body.approval).toBeUndefined();
  });

  it('is placed awaiting approval, stock reserved for the approval window, every other admin emailed', async () => {
    const before = (await productDoc(product))!.available;
    const { status, body } = await postCheckout(buyer.token, order(product, 3));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ status: 'awaitingApproval', approval: { limit: 50, state: 'awaiting' } });
    expect((await productDoc(product))!.available).toBe(before - 3);
    const stored = (await orderDoc(body.orderId))!;
    const windowMs = (stored.expiresAt as { toMillis(): number }).toMillis() - Date.now();
    expect(windowMs, 'the default approval window is 3 days').toBeGreaterThan(3 * 86_400_000 - 120_000);
    const asked = await waitFor(
      () => outboxTo(secondAdmin.email),
      (mails) => mails.some((mail) => mail.subject.includes(`order #${stored.number}`)),
      10_000,
    );
    expect(asked.map((mail) => mail.subject)).toContainEqual(expect.stringContaining('waits for your approval'));
    expect(await outboxTo(company.owner.email)).toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining(`order #${stored.number}`) }),
    );
    // No payment is asked of the buyer yet.
    expect((await outboxTo(buyer.email)).some((mail) => mail.subject.includes(`#${stored.number} is reserved`))).toBe(
      false,
    );
    const pay = await api('POST', '/create-payment-intent', { token: buyer.token, body: { orderId: body.orderId } });
    expect(pay.status).toBe(409);
    // The buyer is told its order waits, and who may approve it: every admin but the buyer.
    const told = await waitFor(
      () => outboxTo(buyer.email),
      (mails) => mails.some((mail) => mail.subject.includes(`order #${stored.number} waits for approval`)),
      10_000,
    );
    const waiting = told.find((mail) => mail.subject.includes(`order #${stored.number} waits for approval`));
    expect(
      waiting,
      `the buyer's mail that order #${stored.number} waits; it has: ${told.map((m) => m.subject)}`,
    ).toBeDefined();
    expect(waiting!.text).toContain('over your limit of $50.00');
    for (const approver of [secondAdmin.email, company.owner.email]) expect(waiting!.text).toContain(approver);
    expect(waiting!.text).toContain('reserved until');
  });

  it('GET /api/approvals lists it for a company admin with spend this month and available credit; others 401/403', async () => {
    const placed = await postCheckout(buyer.token, order(product, 3));
    const list = await api('GET', '/approvals', { token: secondAdmin.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.orders.map((o: { _id: string }) => o._id)).toContain(placed.body.orderId);
    expect(list.body.orders.every((o: { status: string }) => o.status === 'awaitingApproval')).toBe(true);
    expect(list.body).toMatchObject({ spendThisMonth: 0, credit: { limit: 0, used: 0, available: 0 } });
    expect((await api('GET', '/approvals', { token: buyer.token })).status).toBe(403);
    expect((await api('GET', '/approvals', { token: admin.token })).status).toBe(403);
    expect((await api('GET', '/approvals')).status).toBe(401);
  });

  it('the buyer cannot approve or reject its own order; another admin approves and the buyer may pay', async () => {
    const placed = await postCheckout(buyer.token, order(product, 3));
    const id = placed.body.orderId as string;
    const before = await decisionState(id, product, company.id);
    const own = await api('POST', `/orders/${id}/approve`, { token: buyer.token, body: {} });
    expect(own.status).toBe(403);
    expect((await api('POST', `/orders/${id}/reject`, { token: buyer.token, body: { reason: 'no' } })).status).toBe(
      403,
    );
    expect((await api('POST', `/orders/${id}/approve`, { body: {} })).status).toBe(401);
    expect((await api('POST', `/orders/${id}/approve`, { token: admin.token, body: {} })).status).toBe(403);
    expect(await decisionState(id, product, company.id)).toEqual(before);

    const approved = await api('POST', `/orders/${id}/approve`, { token: secondAdmin.token, body: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBeUndefined(); // unpaid: the buyer pays now
    expect(approved.body.approval).toMatchObject({ state: 'approved', byEmail: secondAdmin.email });
    expect((await productDoc(product))!.available).toBe(before.available);
    const again = await api('POST', `/orders/${id}/approve`, { token: company.owner.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(t.orderNotAwaitingApproval);
    const pay = await api('POST', '/create-payment-intent', { token: buyer.token, body: { orderId: id } });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  });

  it('rejects with a reason: stock back, the order cancelled, the buyer emailed; bad input changes nothing', async () => {
    const placed = await postCheckout(buyer.token, order(product, 3));
    const id = placed.body.orderId as string;
    const before = await decisionState(id, product, company.id);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'ok', x: 1 }]) {
      const refused = await api('POST', `/orders/${id}/reject`, { token: company.owner.token, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await api('POST', `/orders/bad%20id/reject`, { token: company.owner.token, body: { reason: 'no' } })).status,
    ).toBe(400);
    expect(
      (await api('POST', `/orders/${randomUUID()}/approve`, { token: company.owner.token, body: {} })).status,
    ).toBe(404);
    expect(await decisionState(id, product, company.id)).toEqual(before);

    const rejected = await api('POST', `/orders/${id}/reject`, {
      token: company.owner.token,
      body: { reason: 'Over this month’s budget' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Over this month’s budget',
      approval: { state: 'rejected', reason: 'Over this month’s budget', byEmail: company.owner.email },
    });
    expect((await productDoc(product))!.available).toBe(before.available! + 3);
    const number = (await orderDoc(id))!.number;
    await waitFor(
      () => outboxTo(buyer.email),
      (mails) => mails.some((mail) => mail.subject.includes(`order #${number} was not approved`)),
      10_000,
    ).then((mails) =>
      expect(mails.find((mail) => mail.subject.includes(`#${number} was not approved`))?.text).toContain(
        'Over this month’s budget',
      ),
    );
    const again = await api('POST', `/orders/${id}/reject`, { token: company.owner.token, body: { reason: 'x' } });
    expect(again.status).toBe(409);
  });

  it('an admin of another company may not decide it (403), nothing changed', async () => {
    const other = await tradeCompany({}, []);
    const placed = await postCheckout(buyer.token, order(product, 3));
    const id = placed.body.orderId as string;
    const before = await decisionState(id, product, company.id);
    expect((await api('POST', `/orders/${id}/approve`, { token: other.owner.token, body: {} })).status).toBe(403);
    expect(
      (await api('POST', `/orders/${id}/reject`, { token: other.owner.token, body: { reason: 'no' } })).status,
    ).toBe(403);
    expect(await decisionState(id, product, company.id)).toEqual(before);
  });
});

describe('limits and admins', () => {
  it('a per-buyer order limit (PATCH member) takes the place of the company limit; bad input 400, others 403', async () => {
    const company = await tradeCompany({ approvalLimit: 1000 }, [{ role: 'buyer' }, { role: 'admin' }]);
    const [buyer, secondAdmin] = company.members as [TestAccount, TestAccount];
    const product = await createProduct({ priceCents: PRICE_CENTS, minimum: 1, available: 20 });
    const memberRef = db().collection(collections.companyMembers).doc(buyer.uid);
    const before = (await memberRef.get()).data();
    for (const body of [
      {},
      { orderLimit: -1 },
      { orderLimit: 1.234 },
      { orderLimit: '10' },
      { role: 'boss' },
      { x: 1 },
    ]) {
      const refused = await api('PATCH', `/companies/${company.id}/members/${buyer.uid}`, {
        token: company.owner.token,
        body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const byBuyer = await api('PATCH', `/companies/${company.id}/members/${buyer.uid}`, {
      token: buyer.token,
      body: { orderLimit: 100_000 },
    });
    expect(byBuyer.status).toBe(403);
    expect((await memberRef.get()).data()).toEqual(before);

    const set = await api('PATCH', `/companies/${company.id}/members/${buyer.uid}`, {
      token: secondAdmin.token,
      body: { orderLimit: 30 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({ uid: buyer.uid, role: 'buyer', orderLimit: 30 });
    expect(((await memberRef.get()).data() as CompanyMemberDoc).orderLimitCents).toBe(3000);
    const mine = await api('GET', '/companies/mine', { token: company.owner.token });
    expect(mine.body.members).toContainEqual({ uid: buyer.uid, email: buyer.email, role: 'buyer', orderLimit: 30 });

    const placed = await postCheckout(buyer.token, order(product, 2));
    expect(placed.body).toMatchObject({ status: 'awaitingApproval', approval: { limit: 30 } });
  });

  it('an admin over the limit is never its own approver: another admin decides', async () => {
    const company = await tradeCompany({ approvalLimit: 10 }, [{ role: 'admin' }]);
    const [secondAdmin] = company.members as [TestAccount];
    const product = await createProduct({ priceCents: PRICE_CENTS, minimum: 1, available: 20 });
    const placed = await postCheckout(secondAdmin.token, order(product, 1));
    expect(placed.body.status).toBe('awaitingApproval');
    const own = await api('POST', `/orders/${placed.body.orderId}/approve`, { token: secondAdmin.token, body: {} });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(t.ownOrderNotApprovable);
    expect((await orderDoc(placed.body.orderId))!.status).toBe('awaitingApproval');
    const approved = await api('POST', `/orders/${placed.body.orderId}/approve`, {
      token: company.owner.token,
      body: {},
    });
    expect(approved.status).toBe(200);
  });

  it('a buyer who is the only admin goes through without approval, and the order says so', async () => {
    const company = await tradeCompany({ approvalLimit: 10 }, [{ role: 'buyer' }]);
    const product = await createProduct({ priceCents: PRICE_CENTS, minimum: 1, available: 20 });
    const placed = await postCheckout(company.owner.token, order(product, 1));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.status).toBeUndefined();
    expect(placed.body.approval).toEqual({ limit: 10, state: 'waived' });
  });

  it('on account: held while awaiting (credit drawn), approved it is paid on account at once', async () => {
    const company = await tradeCompany({ approvalLimit: 50, terms: { type: 'net', days: 30 }, creditLimit: 1000 }, [
      { role: 'buyer' },
    ]);
    const [buyer] = company.members as [TestAccount];
    const product = await createProduct({ priceCents: PRICE_CENTS, minimum: 1, available: 20 });
    const placed = await postCheckout(buyer.token, order(product, 3, { paymentMethod: 'account' }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ status: 'awaitingApproval', paymentMethod: 'account' });
    const companyRef = db().collection(collections.companies).doc(company.id);
    const amountCents = (await orderDoc(placed.body.orderId))!.amountCents;
    expect((await companyRef.get()).data()?.creditUsedCents).toBe(amountCents);
    const list = await api('GET', '/approvals', { token: company.owner.token });
    expect(list.body.credit).toEqual({ limit: 1000, used: amountCents / 100, available: 1000 - amountCents / 100 });

    const approved = await api('POST', `/orders/${placed.body.orderId}/approve`, {
      token: company.owner.token,
      body: {},
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'pending',
      paymentMethod: 'account',
      approval: { state: 'approved' },
    });
    expect(approved.body.dueAt).toBeTruthy();
    expect((await companyRef.get()).data()?.creditUsedCents).toBe(amountCents);
    const after = await api('GET', '/approvals', { token: company.owner.token });
    expect(after.body.spendThisMonth).toBe(amountCents / 100);
  });
});

describe('an order nobody decides', () => {
  it(
    'expires by itself at the end of its approval window (short setting): stock back',
    { timeout: 120_000 },
    async () => {
      const company = await tradeCompany({ approvalLimit: 10 }, [{ role: 'buyer' }]);
      const [buyer] = company.members as [TestAccount];
      const product = await createProduct({ priceCents: PRICE_CENTS, minimum: 1, available: 20 });
      const saved = process.env.TOOLSHOP_APPROVAL_WINDOW_SECONDS;
      process.env.TOOLSHOP_APPROVAL_WINDOW_SECONDS = '2';
      let orderId: string;
      try {
        const caller = { uid: buyer.uid, email: buyer.email, name: 'Bea Buyer', admin: false };
        const placement = checkoutSchema.parse(order(product, 2));
        ({ orderId } = await checkout(inProcessDeps(), caller, placement, Promise.resolve()));
      } finally {
        if (saved === undefined) delete process.env.TOOLSHOP_APPROVAL_WINDOW_SECONDS;
        else process.env.TOOLSHOP_APPROVAL_WINDOW_SECONDS = saved;
      }
      expect((await orderDoc(orderId))!.status).toBe('awaitingApproval');
      expect((await productDoc(product))!.available).toBe(18);
      const ended = await waitFor(
        () => orderDoc(orderId) as Promise<OrderDoc>,
        (stored) => stored.status !== 'awaitingApproval',
        90_000,
      );
      expect(ended.status, `waited 90 s for the order awaiting approval to expire; it is ${ended.status}`).toBe(
        'expired',
      );
      expect((await productDoc(product))!.available).toBe(20);
      const approve = await api('POST', `/orders/${orderId}/approve`, { token: company.owner.token, body: {} });
      expect(approve.status).toBe(409);
    },
  );
});
