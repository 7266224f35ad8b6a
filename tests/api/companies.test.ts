// Trade accounts: applying, the admins' decisions and terms, and a company admin's members, against the emulators.
// Every refusal leaves the stored company, memberships and outbox as they were.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, collections, orderLinesOf, tradeMessages as t, validationMessages as m } from '@toolshop/domain';
import { createAccount, signIn, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { pastCreationSecond } from '../../scripts/lib/sign-in.mjs';
import { createProduct, orderDoc } from './helpers/fixtures';
import { checkoutBody, postCheckout, shippingAddress } from './helpers/checkout';

const billingAddress = { name: 'Accounts', line1: '3 Mill Yard', city: 'Leeds', postalCode: 'LS2 7AB', country: 'GB' };
const application = (name: string) => ({
  name,
  vatId: 'GB 980 780 684',
  billingAddress,
  phone: '+44 113 496 0100',
  note: 'We fit kitchens',
});

const db = () => testAdmin().db;
const companyDoc = async (id: string) => (await db().collection(collections.companies).doc(id).get()).data();
const memberDoc = async (uid: string) => (await db().collection(collections.companyMembers).doc(uid).get()).data();
async function outboxTo(email: string): Promise<{ subject: string; text: string }[]> {
  const mails = await db().collection(collections.mail).where('to', 'array-contains', email).get();
  return mails.docs.map((doc) => doc.data().message as { subject: string; text: string });
}

async function apply(account: TestAccount, name = `Builders ${randomUUID().slice(0, 6)}`): Promise<string> {
  const { status, body } = await api('POST', '/companies', { token: account.token, body: application(name) });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.id as string;
}

let admin: TestAccount;
async function approve(companyId: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await api('PATCH', `/companies/${companyId}`, {
    token: admin.token,
    body: { status: 'approved', ...extra },
  });
  expect(status, JSON.stringify(body)).toBe(200);
}

/** A fresh account with no company, at a chosen address (an invited one) and with its address confirmed or not. */
async function accountAt(email: string, emailVerified: boolean): Promise<TestAccount> {
  const password = 'Secret#123';
  const user = await testAdmin().auth.createUser({ email, password, displayName: 'Invited Buyer', emailVerified });
  await pastCreationSecond();
  return { uid: user.uid, email, password, token: await signIn(email, password) };
}

let applicant: TestAccount;
let buyer: TestAccount;
let stranger: TestAccount;
let otherAdmin: TestAccount;
beforeAll(async () => {
  [admin, applicant, buyer, stranger, otherAdmin] = await Promise.all([
    createAccount({ admin: true, name: 'Ada Admin' }),
    createAccount({ name: 'Alice Applicant' }),
    createAccount({ name: 'Bob Buyer' }),
    createAccount({ name: 'Sam Stranger' }),
    createAccount({ name: 'Olly Other' }),
  ]);
});

describe('POST /api/companies (apply) and GET /api/companies/mine', () => {
  let companyId: string;

  it('refuses no token (401) and bad input (400 with the message), storing nothing', async () => {
    const customer = await createAccount();
    expect((await api('POST', '/companies', { body: application('Nobody Ltd') })).status).toBe(401);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...application('X'), name: ' ' }, { name: t.companyNameRequired }],
      [{ ...application('X'), vatId: 'not a vat id!' }, { vatId: t.vatIdInvalid }],
      [{ ...application('X'), vatId: 'DE136695977' }, { vatId: t.vatIdInvalid }],
      [{ ...application('X'), vatId: 'FR41303265045' }, { vatId: t.vatIdInvalid }],
      [{ ...application('X'), billingAddress: undefined }, { billingAddress: t.billingAddressRequired }],
      [
        { ...application('X'), billingAddress: { ...billingAddress, city: '' } },
        { 'billingAddress.city': m.addressCityRequired },
      ],
      [{ ...application('X'), phone: 'call me' }, { phone: t.phoneInvalid }],
      [{ ...application('X'), status: 'approved' }, { status: m.unknownField }],
      [{ ...application('X'), creditLimit: 1_000_000 }, { creditLimit: m.unknownField }],
    ];
    for (const [body, errors] of cases) {
      const answer = await api('POST', '/companies', { token: customer.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
      expect(answer.body.message).toBe(Object.values(errors)[0]);
    }
    expect(await memberDoc(customer.uid)).toBeUndefined();
    const mine = await api('GET', '/companies/mine', { token: customer.token });
    expect(mine).toEqual({ status: 404, body: { message: t.notMember } });
  });

  it('makes a pending company with the applicant as its admin, on prepaid terms and no credit', async () => {
    const { status, body } = await api('POST', '/companies', {
      token: applicant.token,
      body: application('Kitchen Fitters Ltd'),
    });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), status: 'pending' });
    companyId = body.id;
    const mine = await api('GET', '/companies/mine', { token: applicant.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      company: expect.objectContaining({
        id: companyId,
        name: 'Kitchen Fitters Ltd',
        vatId: 'GB980780684',
        billingAddress,
        phone: '+44 113 496 0100',
        note: 'We fit kitchens',
        status: 'pending',
        applicantEmail: applicant.email,
      }),
      role: 'admin',
      credit: { limit: 0, used: 0, available: 0 },
      terms: { type: 'prepaid' },
      members: [{ uid: applicant.uid, email: applicant.email, role: 'admin', orderLimit: null }],
      invites: [],
    });
  });

  it('refuses a second application (409) and keeps the first', async () => {
    const again = await api('POST', '/companies', { token: applicant.token, body: application('Second Try Ltd') });
    expect(again).toEqual({ status: 409, body: { message: t.alreadyApplied } });
    expect(await memberDoc(applicant.uid)).toEqual(expect.objectContaining({ companyId, role: 'admin' }));
  });

  afterAllApplied(() => companyId);
});

/** The company of the first describe, approved, for the ones after it. */
let approvedCompanyId: string;
function afterAllApplied(id: () => string) {
  it('(the company is approved for the checks below)', () => {
    approvedCompanyId = id();
    expect(approvedCompanyId).toBeTruthy();
  });
}

describe('admin: GET /api/companies and PATCH /api/companies/{id}', () => {
  let productId: string;
  beforeAll(async () => {
    productId = await createProduct({ priceCents: 2599 });
  });

  it('answers 401 without a token and 403 to a customer, changing nothing', async () => {
    expect((await api('GET', '/companies')).status).toBe(401);
    expect((await api('GET', '/companies', { token: applicant.token })).status).toBe(403);
    const patch = await api('PATCH', `/companies/${approvedCompanyId}`, {
      token: applicant.token,
      body: { status: 'approved' },
    });
    expect(patch).toEqual({ status: 403, body: { message: apiMessages.forbidden } });
    expect((await companyDoc(approvedCompanyId))?.status).toBe('pending');
  });

  it('lists applications by status and by the start of the name, any case', async () => {
    const pending = await api('GET', '/companies?status=pending', { token: admin.token });
    expect(pending.status).toBe(200);
    expect(pending.body.items.map((c: { id: string }) => c.id)).toContain(approvedCompanyId);
    const byName = await api('GET', '/companies?q=kitchen%20fit', { token: admin.token });
    expect(byName.body.items.map((c: { name: string }) => c.name)).toContain('Kitchen Fitters Ltd');
    const approved = await api('GET', '/companies?status=approved&q=kitchen', { token: admin.token });
    expect(approved.body.items.map((c: { id: string }) => c.id)).not.toContain(approvedCompanyId);
    const bad = await api('GET', '/companies?status=open', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(t.companyStatusFilterInvalid);
    expect((await api('GET', '/companies?sort=name', { token: admin.token })).status).toBe(400);
  });

  it('refuses bad changes with a message and changes nothing', async () => {
    const before = await companyDoc(approvedCompanyId);
    const cases: [unknown, string][] = [
      [{}, t.companyChangeRequired],
      [{ status: 'pending' }, t.companyStatusInvalid],
      [{ terms: { type: 'net' } }, t.termsDaysRequired],
      [{ terms: { type: 'net', days: 45 } }, t.termsDaysInvalid],
      [{ terms: { type: 'prepaid', days: 30 } }, t.termsDaysNotForPrepaid],
      [{ creditLimit: -1 }, t.creditLimitInvalid],
      [{ creditLimit: 10.001 }, t.creditLimitInvalid],
      [{ priceList: { discountPercent: 101 } }, t.discountPercentInvalid],
      [{ priceList: { discountPercent: 10, prices: { [productId]: 0 } } }, t.netPriceInvalid],
      [
        { priceList: { discountPercent: 10, prices: { 'no-such-product': 5 } } },
        t.netPriceProductUnknown('no-such-product'),
      ],
      [{ priceList: { discountPercent: 10, categoryDiscounts: { saws: 100.5 } } }, t.categoryDiscountInvalid],
      [{ priceList: { discountPercent: 10, categoryDiscounts: { 'Saws!': 5 } } }, t.categoryDiscountCategoryInvalid],
      [
        { priceList: { discountPercent: 10, categoryDiscounts: { 'no-such-category': 5 } } },
        t.categoryDiscountCategoryUnknown('no-such-category'),
      ],
      [{ status: 'approved', owner: 'me' }, m.unknownField],
    ];
    for (const [body, message] of cases) {
      const answer = await api('PATCH', `/companies/${approvedCompanyId}`, { token: admin.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(
      (await api('PATCH', '/companies/no-such-company', { token: admin.token, body: { creditLimit: 1 } })).body,
    ).toEqual({
      message: t.companyNotFound,
    });
    expect(await companyDoc(approvedCompanyId)).toEqual(before);
    expect(await outboxTo(applicant.email)).toEqual([]);
  });

  it('approves with terms, credit limit, price list and approval limit, and emails the applicant', async () => {
    const answer = await api('PATCH', `/companies/${approvedCompanyId}`, {
      token: admin.token,
      body: {
        status: 'approved',
        terms: { type: 'net', days: 30 },
        creditLimit: 5000,
        priceList: { discountPercent: 10, prices: { [productId]: 19.5 } },
        approvalLimit: 1000,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      expect.objectContaining({
        status: 'approved',
        terms: { type: 'net', days: 30 },
        creditLimit: 5000,
        priceList: { discountPercent: 10, prices: { [productId]: 19.5 }, categoryDiscounts: {} },
        approvalLimit: 1000,
      }),
    );
    expect((await companyDoc(approvedCompanyId))?.priceList).toEqual({
      discountPercent: 10,
      pricesCents: { [productId]: 1950 },
      categoryDiscounts: {},
    });
    const mine = await api('GET', '/companies/mine', { token: applicant.token });
    expect(mine.body.credit).toEqual({ limit: 5000, used: 0, available: 5000 });
    expect(mine.body.terms).toEqual({ type: 'net', days: 30 });
    const mails = await outboxTo(applicant.email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Kitchen Fitters Ltd is approved')]);
    const audit = await db().collection(collections.audit).where('target.id', '==', approvedCompanyId).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        action: 'company.update',
        actor: { uid: admin.uid, email: admin.email },
        before: expect.objectContaining({ status: 'pending', creditLimitCents: 0 }),
        after: expect.objectContaining({ status: 'approved', creditLimitCents: 500000 }),
      }),
    ]);
  });

  it('refuses a move its current status does not allow (409), changing nothing', async () => {
    for (const status of ['approved', 'rejected']) {
      const answer = await api('PATCH', `/companies/${approvedCompanyId}`, { token: admin.token, body: { status } });
      expect(answer).toEqual({ status: 409, body: { message: t.companyMoveRefused('approved', status) } });
    }
    expect((await companyDoc(approvedCompanyId))?.status).toBe('approved');
    expect(await outboxTo(applicant.email)).toHaveLength(1);
  });

  it('rejects an application with an email, and the applicant may apply again', async () => {
    const rejectedId = await apply(stranger, 'Cowboy Builders');
    const answer = await api('PATCH', `/companies/${rejectedId}`, { token: admin.token, body: { status: 'rejected' } });
    expect(answer.status).toBe(200);
    expect((await outboxTo(stranger.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Cowboy Builders is not approved'),
    ]);
    expect((await api('GET', '/companies/mine', { token: stranger.token })).body.company.status).toBe('rejected');
    const again = await apply(stranger, 'Careful Builders');
    expect(again).not.toBe(rejectedId);
    expect((await api('GET', '/companies/mine', { token: stranger.token })).body.company.name).toBe('Careful Builders');
  });
});

describe('a company admin: POST, PATCH and DELETE /api/companies/{id}/members', () => {
  const members = () => `/companies/${approvedCompanyId}/members`;
  let otherCompanyId: string;
  beforeAll(async () => {
    otherCompanyId = await apply(otherAdmin, 'Other Trades Ltd');
    await approve(otherCompanyId);
  });

  it('a pending company adds nobody yet (409)', async () => {
    const pendingAdmin = await createAccount();
    const pendingId = await apply(pendingAdmin);
    const answer = await api('POST', `/companies/${pendingId}/members`, {
      token: pendingAdmin.token,
      body: { email: buyer.email, role: 'buyer' },
    });
    expect(answer).toEqual({ status: 409, body: { message: t.companyNotApproved } });
    expect(await memberDoc(buyer.uid)).toBeUndefined();
  });

  it('adds an existing account at once and emails it; the buyer sees the company', async () => {
    const answer = await api('POST', members(), {
      token: applicant.token,
      body: { email: buyer.email.toUpperCase(), role: 'buyer' },
    });
    expect(answer).toEqual({ status: 201, body: { joined: true, uid: buyer.uid, email: buyer.email, role: 'buyer' } });
    const mine = await api('GET', '/companies/mine', { token: buyer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.role).toBe('buyer');
    expect(mine.body.company.id).toBe(approvedCompanyId);
    expect((await outboxTo(buyer.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('you now buy for Kitchen Fitters Ltd'),
    ]);
  });

  it('refuses no token (401), a buyer (403), an admin of another company (403) and bad input (400)', async () => {
    const body = { email: stranger.email, role: 'buyer' };
    expect((await api('POST', members(), { body })).status).toBe(401);
    expect(await api('POST', members(), { token: buyer.token, body })).toEqual({
      status: 403,
      body: { message: apiMessages.forbidden },
    });
    for (const [method, path, sent] of [
      ['POST', members(), body],
      ['PATCH', `${members()}/${buyer.uid}`, { role: 'admin' }],
      ['DELETE', `${members()}/${buyer.uid}`, undefined],
    ] as const) {
      expect((await api(method, path, { token: otherAdmin.token, body: sent })).status, `${method} ${path}`).toBe(403);
    }
    expect((await api('POST', members(), { token: admin.token, body })).status).toBe(403);
    const bad: [unknown, string][] = [
      [{ email: 'nope', role: 'buyer' }, m.emailInvalid],
      [{ email: stranger.email, role: 'owner' }, t.memberRoleInvalid],
      [{ email: stranger.email, role: 'buyer', limit: 5 }, m.unknownField],
    ];
    for (const [sent, message] of bad) {
      const answer = await api('POST', members(), { token: applicant.token, body: sent });
      expect(answer.status, JSON.stringify(sent)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(await memberDoc(stranger.uid)).toEqual(
      expect.objectContaining({ companyId: expect.not.stringMatching(approvedCompanyId) }),
    );
    expect(await memberDoc(buyer.uid)).toEqual(
      expect.objectContaining({ companyId: approvedCompanyId, role: 'buyer' }),
    );
  });

  it('refuses an account that already belongs to a company (409)', async () => {
    const answer = await api('POST', members(), {
      token: applicant.token,
      body: { email: otherAdmin.email, role: 'buyer' },
    });
    expect(answer).toEqual({ status: 409, body: { message: t.memberOfAnotherCompany } });
    expect(await memberDoc(otherAdmin.uid)).toEqual(expect.objectContaining({ companyId: otherCompanyId }));
  });

  it('invites an address with no account, which joins once it signs up and confirms the address', async () => {
    const email = `invited-${randomUUID().slice(0, 8)}@toolshop.test`;
    const answer = await api('POST', members(), { token: applicant.token, body: { email, role: 'buyer' } });
    expect(answer).toEqual({ status: 201, body: { joined: false, email, role: 'buyer' } });
    const [mail] = await outboxTo(email);
    expect(mail?.text).toContain(`/signUp?email=${encodeURIComponent(email)}`);
    const twice = await api('POST', members(), { token: applicant.token, body: { email, role: 'admin' } });
    expect(twice).toEqual({ status: 409, body: { message: t.memberAlreadyInvited } });
    expect((await api('GET', '/companies/mine', { token: applicant.token })).body.invites).toEqual([
      { email, role: 'buyer' },
    ]);

    const invited = await accountAt(email, true);
    const mine = await api('GET', '/companies/mine', { token: invited.token });
    expect(mine.status).toBe(200);
    expect(mine.body.role).toBe('buyer');
    expect(mine.body.company.id).toBe(approvedCompanyId);
    expect((await api('GET', '/companies/mine', { token: applicant.token })).body.invites).toEqual([]);
  });

  it('an unconfirmed sign-up at an invited address does not join', async () => {
    const email = `unconfirmed-${randomUUID().slice(0, 8)}@toolshop.test`;
    expect((await api('POST', members(), { token: applicant.token, body: { email, role: 'buyer' } })).status).toBe(201);
    const impostor = await accountAt(email, false);
    expect((await api('GET', '/companies/mine', { token: impostor.token })).status).toBe(404);
    expect(await memberDoc(impostor.uid)).toBeUndefined();
  });

  it('changes roles, but never demotes or removes the last admin (409)', async () => {
    const demoteSelf = await api('PATCH', `${members()}/${applicant.uid}`, {
      token: applicant.token,
      body: { role: 'buyer' },
    });
    expect(demoteSelf).toEqual({ status: 409, body: { message: t.lastAdmin } });
    const removeSelf = await api('DELETE', `${members()}/${applicant.uid}`, { token: applicant.token });
    expect(removeSelf).toEqual({ status: 409, body: { message: t.lastAdmin } });
    expect(await memberDoc(applicant.uid)).toEqual(expect.objectContaining({ role: 'admin' }));

    const badRole = await api('PATCH', `${members()}/${buyer.uid}`, { token: applicant.token, body: { role: 'boss' } });
    expect(badRole.status).toBe(400);
    const unknown = await api('PATCH', `${members()}/${otherAdmin.uid}`, {
      token: applicant.token,
      body: { role: 'buyer' },
    });
    expect(unknown).toEqual({ status: 404, body: { message: t.memberNotFound } });
    expect(await memberDoc(otherAdmin.uid)).toEqual(
      expect.objectContaining({ companyId: otherCompanyId, role: 'admin' }),
    );

    expect(
      (await api('PATCH', `${members()}/${buyer.uid}`, { token: applicant.token, body: { role: 'admin' } })).status,
    ).toBe(200);
    expect(
      (await api('PATCH', `${members()}/${applicant.uid}`, { token: buyer.token, body: { role: 'buyer' } })).status,
    ).toBe(200);
    // The applicant is a buyer now: a company admin's call is refused on their very next request.
    expect(
      (await api('PATCH', `${members()}/${buyer.uid}`, { token: applicant.token, body: { role: 'buyer' } })).status,
    ).toBe(403);
    expect(
      (await api('PATCH', `${members()}/${applicant.uid}`, { token: buyer.token, body: { role: 'admin' } })).status,
    ).toBe(200);
  });

  it('removes a buyer, who loses the company on their next request', async () => {
    expect(
      (await api('PATCH', `${members()}/${buyer.uid}`, { token: applicant.token, body: { role: 'buyer' } })).status,
    ).toBe(200);
    expect((await api('GET', '/companies/mine', { token: buyer.token })).status).toBe(200);
    const removal = await api('DELETE', `${members()}/${buyer.uid}`, { token: applicant.token });
    expect(removal).toEqual({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
    expect(await api('GET', '/companies/mine', { token: buyer.token })).toEqual({
      status: 404,
      body: { message: t.notMember },
    });
    expect((await api('DELETE', `${members()}/${buyer.uid}`, { token: applicant.token })).status).toBe(404);
  });

  it('a suspended company manages no members until approved again', async () => {
    const suspend = await api('PATCH', `/companies/${otherCompanyId}`, {
      token: admin.token,
      body: { status: 'suspended' },
    });
    expect(suspend.status).toBe(200);
    const add = await api('POST', `/companies/${otherCompanyId}/members`, {
      token: otherAdmin.token,
      body: { email: buyer.email, role: 'buyer' },
    });
    expect(add).toEqual({ status: 409, body: { message: t.companyNotApproved } });
    expect(await memberDoc(buyer.uid)).toBeUndefined();
    expect((await api('GET', '/companies/mine', { token: otherAdmin.token })).body.company.status).toBe('suspended');
    await approve(otherCompanyId);
    expect((await api('GET', '/companies/mine', { token: otherAdmin.token })).body.company.status).toBe('approved');
  });
});

describe("trade prices: GET /api/prices and a member's checkout", () => {
  let plainId: string;
  let netId: string;
  const ids = () => `/prices?ids=${plainId},${netId},no-such-product`;
  beforeAll(async () => {
    [plainId, netId] = await Promise.all([
      createProduct({
        priceCents: 5000,
        minimum: 1,
        available: 100,
        priceBreaks: [{ minQuantity: 10, priceCents: 4500 }],
      }),
      createProduct({ priceCents: 3000, minimum: 1, available: 100 }),
    ]);
    const list = await api('PATCH', `/companies/${approvedCompanyId}`, {
      token: admin.token,
      body: { priceList: { discountPercent: 10, prices: { [netId]: 20 } } },
    });
    expect(list.status).toBe(200);
  });

  it("answers a member their company's prices beside the list prices, and others the list prices", async () => {
    // Prices are shown from each instance's memory of memberships, which learns a price list within moments.
    await expect
      .poll(() => api('GET', ids(), { token: applicant.token }), { timeout: 15_000 })
      .toEqual({
        status: 200,
        body: { prices: { [plainId]: { price: 45, listPrice: 50 }, [netId]: { price: 20, listPrice: 30 } } },
      });
    // The stranger's company is still pending: list prices.
    const consumer = await api('GET', ids(), { token: stranger.token });
    expect(consumer.body).toEqual({
      prices: { [plainId]: { price: 50, listPrice: 50 }, [netId]: { price: 30, listPrice: 30 } },
    });
    expect((await api('GET', ids())).status).toBe(401);
    for (const bad of ['/prices', '/prices?ids=', '/prices?ids=a/b', `/prices?ids=${plainId}&sort=1`]) {
      const answer = await api('GET', bad, { token: applicant.token });
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message, bad).toEqual(expect.any(String));
    }
  });

  it('prices the quote and the checkout of a member at the trade price, quantity breaks applied on top', async () => {
    const lines = [
      { productId: plainId, quantity: 10 },
      { productId: netId, quantity: 2 },
    ];
    const quote = await api('POST', '/checkout/quote', { token: applicant.token, body: { lines, shippingAddress } });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    await expect
      .poll(async () => {
        const { body } = await api('POST', '/checkout/quote', {
          token: applicant.token,
          body: { lines, shippingAddress },
        });
        return body.lines.map((line: { price: number }) => line.price);
      })
      .toEqual([40.5, 20]);
    expect(quote.body.subtotal).toBe(445);
    const placed = await postCheckout(applicant.token, checkoutBody(lines));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await orderDoc(placed.body.orderId);
    expect(order?.subtotalCents).toBe(44500);
    expect(orderLinesOf(order!).map((line) => line.unitPriceCents)).toEqual([4050, 2000]);
    // Each line keeps the list price its trade price was below: emails and the invoice mark it "Your trade price".
    expect(orderLinesOf(order!).map((line) => line.listUnitPriceCents)).toEqual([4500, 3000]);
  });

  it("prices a consumer's checkout at list prices", async () => {
    const lines = [
      { productId: plainId, quantity: 10 },
      { productId: netId, quantity: 2 },
    ];
    const placed = await postCheckout(stranger.token, checkoutBody(lines));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await orderDoc(placed.body.orderId);
    expect(order?.subtotalCents).toBe(51000);
    expect(orderLinesOf(order!).map((line) => line.unitPriceCents)).toEqual([4500, 3000]);
    expect(orderLinesOf(order!).map((line) => line.listUnitPriceCents)).toEqual([undefined, undefined]);
  });

  it("prices a category's products at the category's own discount, a fixed net price still first", async () => {
    const category = `test-${randomUUID().slice(0, 8)}`;
    await db().collection(collections.categories).doc(category).set({ name: 'Test saws' });
    const [sawId, fixedSawId] = await Promise.all([
      createProduct({ priceCents: 8000, minimum: 1, available: 100, category }),
      createProduct({ priceCents: 6000, minimum: 1, available: 100, category }),
    ]);
    const list = await api('PATCH', `/companies/${approvedCompanyId}`, {
      token: admin.token,
      body: {
        priceList: {
          discountPercent: 10,
          prices: { [netId]: 20, [fixedSawId]: 50 },
          categoryDiscounts: { [category]: 25 },
        },
      },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.priceList.categoryDiscounts).toEqual({ [category]: 25 });
    const prices = async () =>
      (await api('GET', `/prices?ids=${sawId},${fixedSawId},${plainId}`, { token: applicant.token })).body.prices;
    await expect.poll(prices, { timeout: 15_000 }).toEqual({
      [sawId]: { price: 60, listPrice: 80 },
      [fixedSawId]: { price: 50, listPrice: 60 },
      [plainId]: { price: 45, listPrice: 50 },
    });
    const lines = [
      { productId: sawId, quantity: 1 },
      { productId: plainId, quantity: 1 },
    ];
    const placed = await postCheckout(applicant.token, checkoutBody(lines));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await orderDoc(placed.body.orderId);
    expect(orderLinesOf(order!).map((line) => line.unitPriceCents)).toEqual([6000, 4500]);
    // The company's list as the other tests of this file expect it.
    const back = await api('PATCH', `/companies/${approvedCompanyId}`, {
      token: admin.token,
      body: { priceList: { discountPercent: 10, prices: { [netId]: 20 } } },
    });
    expect(back.status).toBe(200);
  });

  it('a suspended company buys at list prices from the next request, and is shown them within moments', async () => {
    const suspend = await api('PATCH', `/companies/${approvedCompanyId}`, {
      token: admin.token,
      body: { status: 'suspended' },
    });
    expect(suspend.status).toBe(200);
    // The checkout reads membership fresh: at once, whichever instance answers.
    const placed = await postCheckout(applicant.token, checkoutBody([{ productId: netId, quantity: 1 }]));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(orderLinesOf((await orderDoc(placed.body.orderId))!).map((line) => line.unitPriceCents)).toEqual([3000]);
    const netPrice = async () => (await api('GET', ids(), { token: applicant.token })).body.prices[netId];
    await expect.poll(netPrice, { timeout: 15_000 }).toEqual({ price: 30, listPrice: 30 });
    await approve(approvedCompanyId);
    await expect.poll(netPrice, { timeout: 15_000 }).toEqual({ price: 20, listPrice: 30 });
  });
});

describe('at the same moment', () => {
  it('five applications of one account make one company; the others are 409', async () => {
    const eager = await createAccount();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api('POST', '/companies', { token: eager.token, body: application(`Eager ${i}`) }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const companies = await db().collection(collections.companies).where('applicant.uid', '==', eager.uid).get();
    expect(companies.size).toBe(1);
    expect(await memberDoc(eager.uid)).toEqual(expect.objectContaining({ companyId: companies.docs[0]!.id }));
  });

  it('two admins demoting each other leave one admin; two companies adding one account, one membership', async () => {
    const [first, second, wanted] = await Promise.all([createAccount(), createAccount(), createAccount()]);
    const [firstId, secondId] = await Promise.all([apply(first), apply(second)]);
    await Promise.all([approve(firstId), approve(secondId)]);
    const added = await api('POST', `/companies/${firstId}/members`, {
      token: first.token,
      body: { email: wanted.email, role: 'admin' },
    });
    expect(added.status).toBe(201);

    const demotions = await Promise.all([
      api('PATCH', `/companies/${firstId}/members/${wanted.uid}`, { token: first.token, body: { role: 'buyer' } }),
      api('PATCH', `/companies/${firstId}/members/${first.uid}`, { token: wanted.token, body: { role: 'buyer' } }),
    ]);
    // The later one finds its caller no longer an admin (403), or the last admin (409): never both demoted.
    const [won, lost] = demotions.map((answer) => answer.status).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const roles = [(await memberDoc(first.uid))?.role, (await memberDoc(wanted.uid))?.role].sort();
    expect(roles).toEqual(['admin', 'buyer']);

    const third = await createAccount();
    const firstAdmin = (await memberDoc(first.uid))?.role === 'admin' ? first : wanted;
    const adds = await Promise.all([
      api('POST', `/companies/${secondId}/members`, {
        token: second.token,
        body: { email: third.email, role: 'buyer' },
      }),
      api('POST', `/companies/${firstId}/members`, {
        token: firstAdmin.token,
        body: { email: third.email, role: 'buyer' },
      }),
    ]);
    expect(adds.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await memberDoc(third.uid)).toEqual(expect.objectContaining({ role: 'buyer' }));
  });
});

describe('the demo trade account (seed, README)', () => {
  it('trade@toolshop.test buys for an approved company on net 30 terms with 10% off list prices', async () => {
    const token = await signIn('trade@toolshop.test', 'Trade#2026');
    const { status, body } = await api('GET', '/companies/mine', { token });
    expect(status).toBe(200);
    expect(body.company).toEqual(
      expect.objectContaining({
        name: 'Northside Joinery Ltd',
        status: 'approved',
        priceList: { discountPercent: 10, prices: {}, categoryDiscounts: {} },
      }),
    );
    expect(body.terms).toEqual({ type: 'net', days: 30 });
    expect(body.role).toBe('admin');
  });
});
