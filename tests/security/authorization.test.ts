// The authorisation matrix as an attacker: every call that needs a user, with no token, forged,
// expired and revoked tokens; another customer's token on someone else's order; a customer on admin calls;
// attempts to make oneself admin; the last admin removing themself, also racing another admin. All refused,
// nothing changed. (Per-role statuses of each call: tests/api/access.test.ts. Direct Firestore REST writes with
// a customer token: tests/rules/rest-api-writes.test.ts.)
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, collections, DEFAULT_HOME_CONTENT, quoteMessages, tradeMessages } from '@toolshop/domain';
import { createAccount, signIn, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { PROJECT_ID } from '../support/emulators';
import {
  createProduct,
  createRoles,
  markPaid,
  orderDoc,
  orderForm,
  placeOrder,
  type Roles,
} from '../api/helpers/fixtures';
import { makePng, uploadForm } from '../api/helpers/images';
import { checkoutBody, checkoutOrder, shippingAddress } from '../api/helpers/checkout';
import { changedPaths, takeSnapshot } from './support/firestore-snapshot';
import { recordFigures } from './support/figures';
import { signedWithHmac, signedWithOtherKey, unsignedToken } from './support/forged-tokens';

let roles: Roles;
let productId: string;
let unpaidOrderId: string;
let pendingOrderId: string;
let reviewId: string;
let contactMessageId: string;
let addressId: string;
let checkoutOrderId: string;
let trade: TradeAccounts;
const figures: Record<string, { tried: number; refused: number; serverErrors: number; changes: number }> = {};

beforeAll(async () => {
  roles = await createRoles();
  productId = await createProduct({ available: 500, minimum: 1 });
  unpaidOrderId = await placeOrder(roles.customer.token, productId);
  pendingOrderId = await placeOrder(roles.customer.token, productId);
  await markPaid(pendingOrderId);
  addressId = (await api('POST', '/addresses', { token: roles.customer.token, body: shippingAddress })).body.id;
  checkoutOrderId = await checkoutOrder(roles.customer.token, [
    { productId, quantity: 1 },
    { productId: await createProduct({ available: 50, minimum: 1 }), quantity: 2 },
  ]);
  const { db } = testAdmin();
  reviewId = (
    await db.collection(collections.reviews).add({
      uid: roles.customer.uid,
      displayName: 'Casey',
      picture: '/reviews/avatar-1.svg', // served: the review shows on the home page of later test files
      rating: 5,
      description: 'A review an attacker wants gone',
      hidden: false,
      createdAt: new Date(),
    })
  ).id;
  trade = await seedTradeAccounts();
  await seedVictimReturn();
  await seedVictimToolAndClaim();
  await seedVictimQuote();
  await seedAwaitingOrders();
  contactMessageId = (
    await db.collection(collections.contactMessages).add({
      name: 'Ann',
      email: 'ann@example.com',
      phone: '+1 555 0100',
      message: 'Unhandled',
      createdAt: new Date(),
    })
  ).id;
});
afterAll(() => recordFigures('authorization', 'matrix', figures));

const q = (email: string) => `?email=${encodeURIComponent(email)}`;

/** Every call that needs a user, aimed where a success would do harm. */
function guardedCalls(): {
  name: string;
  admin: boolean;
  send: (token?: string) => Promise<{ status: number; body: any }>;
}[] {
  const c = roles.customer;
  const product = { name: 'Forged Saw', price: 1, available: 1, minimum: 1, description: 'x', picture: '/p.png' };
  return [
    { name: 'POST /product', admin: true, send: (t) => api('POST', '/product', { token: t, body: product }) },
    { name: 'DELETE /product/{id}', admin: true, send: (t) => api('DELETE', `/product/${productId}`, { token: t }) },
    {
      name: 'PATCH /product/{id}',
      admin: true,
      send: (t) => api('PATCH', `/product/${productId}`, { token: t, body: { price: 0.01 } }),
    },
    {
      name: 'POST /product/{id}/stock',
      admin: true,
      send: (t) => api('POST', `/product/${productId}/stock`, { token: t, body: { delta: -500, reason: 'damaged' } }),
    },
    {
      name: 'GET /product/{id}/stock',
      admin: true,
      send: (t) => api('GET', `/product/${productId}/stock`, { token: t }),
    },
    { name: 'GET /user', admin: true, send: (t) => api('GET', '/user', { token: t }) },
    {
      name: 'PATCH /review/{id}',
      admin: true,
      send: (t) => api('PATCH', `/review/${reviewId}`, { token: t, body: { hidden: true } }),
    },
    { name: 'DELETE /review/{id}', admin: true, send: (t) => api('DELETE', `/review/${reviewId}`, { token: t }) },
    { name: 'GET /review/moderation', admin: true, send: (t) => api('GET', '/review/moderation', { token: t }) },
    { name: 'GET /contact', admin: true, send: (t) => api('GET', '/contact', { token: t }) },
    {
      name: 'POST /contact/{id}/handled',
      admin: true,
      send: (t) => api('POST', `/contact/${contactMessageId}/handled`, { token: t }),
    },
    { name: 'GET /audit', admin: true, send: (t) => api('GET', '/audit', { token: t }) },
    { name: 'GET /dashboard', admin: true, send: (t) => api('GET', '/dashboard', { token: t }) },
    {
      name: 'PUT /user/{email}',
      admin: true,
      send: (t) => api('PUT', `/user/${encodeURIComponent(c.email)}`, { token: t, body: { roll: 'admin' } }),
    },
    { name: 'GET /order', admin: true, send: (t) => api('GET', '/order', { token: t }) },
    { name: 'GET /orders', admin: true, send: (t) => api('GET', '/orders', { token: t }) },
    { name: 'GET /orders.csv', admin: true, send: (t) => api('GET', '/orders.csv', { token: t }) },
    { name: 'GET /users/search', admin: true, send: (t) => api('GET', '/users/search', { token: t }) },
    {
      name: 'PUT /order/{id} success',
      admin: true,
      send: (t) => api('PUT', `/order/${pendingOrderId}`, { token: t, body: { status: 'success' } }),
    },
    {
      name: 'PUT /users?email=',
      admin: false,
      send: (t) => api('PUT', `/users${q(c.email)}`, { token: t, body: { email: c.email } }),
    },
    { name: 'GET /users?email=', admin: false, send: (t) => api('GET', `/users${q(c.email)}`, { token: t }) },
    {
      name: 'POST /order',
      admin: false,
      send: (t) => api('POST', '/order', { token: t, body: { productId, quantity: 1, ...orderForm } }),
    },
    { name: 'GET /order/{id}', admin: false, send: (t) => api('GET', `/order/${unpaidOrderId}`, { token: t }) },
    { name: 'GET /myOrder?email=', admin: false, send: (t) => api('GET', `/myOrder${q(c.email)}`, { token: t }) },
    { name: 'DELETE /order/{id}', admin: false, send: (t) => api('DELETE', `/order/${unpaidOrderId}`, { token: t }) },
    {
      name: 'PUT /order/{id} pending',
      admin: false,
      send: (t) =>
        api('PUT', `/order/${unpaidOrderId}`, {
          token: t,
          body: { status: 'pending', transactionId: `pi_test_${unpaidOrderId}` },
        }),
    },
    {
      name: 'POST /create-payment-intent',
      admin: false,
      send: (t) => api('POST', '/create-payment-intent', { token: t, body: { orderId: unpaidOrderId } }),
    },
    {
      name: 'POST /review',
      admin: false,
      send: (t) => api('POST', '/review', { token: t, body: { picture: '/p.png', rating: 5, description: 'forged' } }),
    },
    {
      name: 'GET /profileinformation?email=',
      admin: false,
      send: (t) => api('GET', `/profileinformation${q(c.email)}`, { token: t }),
    },
    {
      name: 'PUT /profileinformation?email=',
      admin: false,
      send: (t) =>
        api('PUT', `/profileinformation${q(c.email)}`, {
          token: t,
          body: { education: 'forged', location: '', number: '', linkedin: '' },
        }),
    },
    {
      name: 'POST /api/checkout',
      admin: false,
      send: (t) => api('POST', '/checkout', { token: t, body: checkoutBody([{ productId, quantity: 1 }]) }),
    },
    { name: 'GET /api/addresses', admin: false, send: (t) => api('GET', '/addresses', { token: t }) },
    {
      name: 'POST /api/addresses',
      admin: false,
      send: (t) => api('POST', '/addresses', { token: t, body: { ...shippingAddress, isDefault: true } }),
    },
    {
      name: 'PUT /api/addresses/{id}',
      admin: false,
      send: (t) => api('PUT', `/addresses/${addressId}`, { token: t, body: { ...shippingAddress, name: 'Forged' } }),
    },
    {
      name: 'DELETE /api/addresses/{id}',
      admin: false,
      send: (t) => api('DELETE', `/addresses/${addressId}`, { token: t }),
    },
    {
      name: 'PUT /api/shipping/zones/{id}',
      admin: true,
      send: (t) =>
        api('PUT', '/shipping/zones/us', {
          token: t,
          body: {
            name: 'Forged',
            countries: ['US'],
            taxRate: 0,
            taxShipping: false,
            methods: [{ id: 'free', name: 'Free', price: 0 }],
          },
        }),
    },
    {
      name: 'DELETE /api/shipping/zones/{id}',
      admin: true,
      send: (t) => api('DELETE', '/shipping/zones/us', { token: t }),
    },
    {
      name: 'PUT /api/settings/business',
      admin: true,
      send: (t) =>
        api('PUT', '/settings/business', {
          token: t,
          body: { name: 'Forged', address: 'x', taxId: 'x', email: 'f@x.co' },
        }),
    },
    {
      name: 'PUT /api/content/home',
      admin: true,
      send: (t) => api('PUT', '/content/home', { token: t, body: DEFAULT_HOME_CONTENT }),
    },
    {
      name: 'PUT /api/pages/{slug}',
      admin: true,
      send: (t) => api('PUT', '/pages/forged-terms', { token: t, body: { title: 'Forged', body: '<p>x</p>' } }),
    },
    {
      name: 'DELETE /api/pages/{slug}',
      admin: true,
      send: (t) => api('DELETE', '/pages/portfolio', { token: t }),
    },
    {
      name: 'GET /api/reports/sales',
      admin: true,
      send: (t) => api('GET', '/reports/sales?from=2026-01-01&to=2026-01-31', { token: t }),
    },
    {
      name: 'POST /api/checkout/quote',
      admin: false,
      send: (t) =>
        api('POST', '/checkout/quote', { token: t, body: { lines: [{ productId, quantity: 1 }], shippingAddress } }),
    },
    {
      name: 'GET /api/order/{id}/invoice.pdf',
      admin: false,
      send: (t) => api('GET', `/order/${checkoutOrderId}/invoice.pdf`, { token: t }),
    },
    {
      name: 'POST /images',
      admin: false,
      send: (t) => api('POST', '/images', { token: t, body: uploadForm(makePng(), 'a.png', 'image/png') }),
    },
    // Trade accounts: the admins' list and decisions, an application, and the victim company's member calls.
    { name: 'GET /api/companies', admin: true, send: (t) => api('GET', '/companies', { token: t }) },
    {
      name: 'PATCH /api/companies/{id}',
      admin: true,
      send: (t) =>
        api('PATCH', `/companies/${VICTIM_COMPANY}`, { token: t, body: { creditLimit: 99999, status: 'suspended' } }),
    },
    ...companyMemberCalls(),
    {
      name: 'POST /api/companies',
      admin: false,
      send: (t) => api('POST', '/companies', { token: t, body: tradeApplication }),
    },
    { name: 'GET /api/companies/mine', admin: false, send: (t) => api('GET', '/companies/mine', { token: t }) },
    { name: 'GET /api/prices', admin: false, send: (t) => api('GET', `/prices?ids=${productId}`, { token: t }) },
    // Returns: a customer's request and reads, and the admins' steps on the victim's return.
    {
      name: 'POST /api/returns',
      admin: false,
      send: (t) =>
        api('POST', '/returns', {
          token: t,
          body: { orderId: pendingOrderId, lines: [{ productId, quantity: 1 }], reason: 'wrong-item' },
        }),
    },
    { name: 'GET /api/returns', admin: false, send: (t) => api('GET', '/returns', { token: t }) },
    { name: 'GET /api/returns/{id}', admin: false, send: (t) => api('GET', `/returns/${VICTIM_RETURN}`, { token: t }) },
    // Receivables: the admins' open invoices on account and a payment received.
    { name: 'GET /api/receivables', admin: true, send: (t) => api('GET', '/receivables', { token: t }) },
    {
      name: 'POST /api/invoices/{number}/payments',
      admin: true,
      send: (t) =>
        api('POST', '/invoices/INV-2026-999999/payments', {
          token: t,
          body: { amount: 1, reference: 'BACS', receivedAt: '2026-01-05' },
        }),
    },
    ...returnStepCalls(),
    ...quoteCalls(),
    ...toolAndClaimCalls(),
  ];
}

/** Orders awaiting approval in the victim company: one its buyer placed, one its admin placed as a buyer. */
const AWAITING = { buyers: '', admins: '' };

async function seedAwaitingOrders(): Promise<void> {
  // Placed as any order is, then held for approval as a checkout over the buyer's limit holds it.
  const awaiting = async (buyer: TestAccount) => {
    const id = await placeOrder(buyer.token, productId, 1);
    await orderRef(id).update({
      status: 'awaitingApproval',
      companyId: VICTIM_COMPANY,
      approval: { limitCents: 100, state: 'awaiting' },
    });
    return id;
  };
  AWAITING.buyers = await awaiting(trade.victimBuyer);
  AWAITING.admins = await awaiting(trade.victimAdmin);
}

const orderRef = (id: string) => testAdmin().db.collection(collections.orders).doc(id);

/** A company admin's approval calls, the decisions aimed at this order awaiting approval. */
function approvalCalls(orderId: string): ReturnType<typeof guardedCalls> {
  return [
    { name: 'GET /api/approvals', admin: false, send: (t) => api('GET', '/approvals', { token: t }) },
    {
      name: 'POST /api/orders/{id}/approve',
      admin: false,
      send: (t) => api('POST', `/orders/${orderId}/approve`, { token: t }),
    },
    {
      name: 'POST /api/orders/{id}/reject',
      admin: false,
      send: (t) => api('POST', `/orders/${orderId}/reject`, { token: t, body: { reason: 'Forged' } }),
    },
  ];
}

/** A tool registered to the customer and a warranty claim on it, submitted: what the attacker's calls aim at. */
const VICTIM_TOOL = 'VICTIM-TOOL-0001';
const VICTIM_CLAIM = 'victim-claim';

async function seedVictimToolAndClaim(): Promise<void> {
  const { db } = testAdmin();
  const at = new Date();
  await db.collection(collections.registrations).doc(VICTIM_TOOL).set({
    serial: VICTIM_TOOL,
    productId,
    productName: 'Victim tool',
    uid: roles.customer.uid,
    email: roles.customer.email,
    status: 'pending',
    orderId: null,
    purchasedAt: at,
    shippedAt: null,
    receipt: '/products/angle-grinder-125.svg',
    createdAt: at,
  });
  await db.collection(collections.claims).doc(VICTIM_CLAIM).set({
    registrationId: VICTIM_TOOL,
    productId,
    productName: 'Victim tool',
    uid: roles.customer.uid,
    email: roles.customer.email,
    description: 'It stopped.',
    photos: [],
    occurredAt: '2026-01-05',
    warrantyEndsAt: '2028-01-05',
    status: 'submitted',
    decision: null,
    instructions: null,
    rejectReason: null,
    parts: [],
    orderId: null,
    decidedAt: null,
    decidedBy: null,
    createdAt: at,
  });
}

/** The calls on the victim's registered tool and claim: a customer's and the admins'. */
function toolAndClaimCalls(): ReturnType<typeof guardedCalls> {
  const claim = { registrationId: VICTIM_TOOL, description: 'Mine now', occurredAt: '2026-01-05' };
  return [
    { name: 'GET /api/registrations', admin: false, send: (t) => api('GET', '/registrations', { token: t }) },
    {
      name: 'POST /api/registrations',
      admin: false,
      send: (t) => api('POST', '/registrations', { token: t, body: { serial: VICTIM_TOOL } }),
    },
    {
      name: 'POST /api/registrations/{id}/confirm',
      admin: true,
      send: (t) => api('POST', `/registrations/${VICTIM_TOOL}/confirm`, { token: t, body: {} }),
    },
    {
      name: 'POST /api/registrations/{id}/transfer',
      admin: true,
      send: (t) =>
        api('POST', `/registrations/${VICTIM_TOOL}/transfer`, { token: t, body: { email: roles.other.email } }),
    },
    { name: 'POST /api/claims', admin: false, send: (t) => api('POST', '/claims', { token: t, body: claim }) },
    { name: 'GET /api/claims', admin: false, send: (t) => api('GET', '/claims', { token: t }) },
    { name: 'GET /api/claims/{id}', admin: false, send: (t) => api('GET', `/claims/${VICTIM_CLAIM}`, { token: t }) },
    {
      name: 'POST /api/claims/{id}/decide',
      admin: true,
      send: (t) => api('POST', `/claims/${VICTIM_CLAIM}/decide`, { token: t, body: { decision: 'replace' } }),
    },
  ];
}

/** A quote of the victim company's buyer, quoted: what the attacker's quote calls aim at. */
const VICTIM_QUOTE = 'victim-quote';

async function seedVictimQuote(): Promise<void> {
  const at = new Date();
  await testAdmin()
    .db.collection(collections.quotes)
    .doc(VICTIM_QUOTE)
    .set({
      number: 'Q-999998',
      uid: trade.victimBuyer.uid,
      email: trade.victimBuyer.email,
      name: 'Victim Buyer',
      companyId: VICTIM_COMPANY,
      status: 'quoted',
      lines: [{ productId, productName: 'Victim product', quantity: 1, requestedPriceCents: 1000, priceCents: 1 }],
      note: null,
      shippingCents: 0,
      validUntil: new Date(at.getTime() + 30 * 86_400_000),
      message: null,
      thread: [],
      orderId: null,
      orderNumber: null,
      acceptClaim: null,
      createdAt: at,
      updatedAt: at,
    });
}

/** The quote calls aimed at the victim's quote: the admins' moves, and its customer's answers and thread. */
function quoteCalls(): ReturnType<typeof guardedCalls> {
  const path = `/quotes/${VICTIM_QUOTE}`;
  const accept = { shippingAddress, mobile: '+44 113 496 0000', paymentMethod: 'card' };
  return [
    {
      name: 'PATCH /api/quotes/{id}',
      admin: true,
      send: (t) => api('PATCH', path, { token: t, body: { lines: [{ productId, quantity: 1, price: 0 }] } }),
    },
    { name: 'POST /api/quotes/{id}/send', admin: true, send: (t) => api('POST', `${path}/send`, { token: t }) },
    { name: 'POST /api/quotes/{id}/withdraw', admin: true, send: (t) => api('POST', `${path}/withdraw`, { token: t }) },
    { name: 'GET /api/quotes/{id}', admin: false, send: (t) => api('GET', path, { token: t }) },
    {
      name: 'POST /api/quotes/{id}/accept',
      admin: false,
      send: (t) => api('POST', `${path}/accept`, { token: t, body: accept }),
    },
    { name: 'POST /api/quotes/{id}/decline', admin: false, send: (t) => api('POST', `${path}/decline`, { token: t }) },
    {
      name: 'POST /api/quotes/{id}/messages',
      admin: false,
      send: (t) => api('POST', `${path}/messages`, { token: t, body: { text: 'Forged' } }),
    },
  ];
}

/** A return of the customer's, requested: what the attacker's return calls aim at. */
const VICTIM_RETURN = 'victim-return';

async function seedVictimReturn(): Promise<void> {
  const at = new Date();
  await testAdmin()
    .db.collection(collections.returns)
    .doc(VICTIM_RETURN)
    .set({
      number: 'R-999998',
      orderId: pendingOrderId,
      uid: roles.customer.uid,
      email: roles.customer.email,
      lines: [{ productId, productName: 'Victim product', picture: '/p.png', quantity: 1, unitPriceCents: 100 }],
      reason: 'wrong-item',
      comment: null,
      photos: [],
      status: 'requested',
      late: false,
      instructions: null,
      rejectReason: null,
      received: null,
      refund: null,
      replacementOrderId: null,
      timeline: [],
      createdAt: at,
      updatedAt: at,
    });
}

/** The admins' steps on the victim's return, each with a body that would move it. */
function returnStepCalls(): ReturnType<typeof guardedCalls> {
  const step = (name: string, body: unknown) => ({
    name: `POST /api/returns/{id}/${name}`,
    admin: true,
    send: (t?: string) => api('POST', `/returns/${VICTIM_RETURN}/${name}`, { token: t, body }),
  });
  return [
    step('approve', { instructions: 'Send it to the attacker.' }),
    step('reject', { reason: 'Forged' }),
    step('receive', { lines: [{ productId, quantity: 1, condition: 'resellable' }] }),
    step('refund', { lines: [{ productId, quantity: 1 }], shipping: true }),
    step('replace', {}),
  ];
}

/** Two trade accounts: the victim's (an admin and a buyer) and the attacker's, of which the attacker is the admin. */
const VICTIM_COMPANY = 'victim-company';
const ATTACKER_COMPANY = 'attacker-company';
/** An entry of the victim company's shared address book. */
const VICTIM_ADDRESS_ID = 'victim-site';
interface TradeAccounts {
  victimAdmin: TestAccount;
  victimBuyer: TestAccount;
  attacker: TestAccount;
  attackerBuyer: TestAccount;
}
const tradeApplication = {
  name: 'Forged Trades',
  billingAddress: shippingAddress,
  phone: '+44 113 496 0100',
};

async function seedTradeAccounts(): Promise<TradeAccounts> {
  const [victimAdmin, victimBuyer, attacker, attackerBuyer] = await Promise.all([
    createAccount(),
    createAccount(),
    createAccount(),
    createAccount(),
  ]);
  const { db } = testAdmin();
  const company = (applicant: TestAccount) => ({
    ...tradeApplication,
    nameLower: 'forged trades',
    vatId: null,
    note: null,
    status: 'approved',
    terms: { type: 'net', days: 30 },
    creditLimitCents: 100000,
    priceList: { discountPercent: 10, pricesCents: {} },
    approvalLimitCents: null,
    applicant: { uid: applicant.uid, email: applicant.email },
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const member = (companyId: string, account: TestAccount, role: 'admin' | 'buyer') =>
    db
      .collection(collections.companyMembers)
      .doc(account.uid)
      .set({ companyId, role, email: account.email, joinedAt: new Date() });
  await Promise.all([
    db.collection(collections.companies).doc(VICTIM_COMPANY).set(company(victimAdmin)),
    db.collection(collections.companies).doc(ATTACKER_COMPANY).set(company(attacker)),
    member(VICTIM_COMPANY, victimAdmin, 'admin'),
    member(VICTIM_COMPANY, victimBuyer, 'buyer'),
    member(ATTACKER_COMPANY, attacker, 'admin'),
    member(ATTACKER_COMPANY, attackerBuyer, 'buyer'),
    db
      .collection(collections.companyAddressBooks)
      .doc(VICTIM_COMPANY)
      .set({ entries: [{ ...shippingAddress, id: VICTIM_ADDRESS_ID }], defaultId: VICTIM_ADDRESS_ID }),
  ]);
  return { victimAdmin, victimBuyer, attacker, attackerBuyer };
}

/** A company admin's calls on the victim company, aimed at its admin. */
function companyMemberCalls(): ReturnType<typeof guardedCalls> {
  const members = `/companies/${VICTIM_COMPANY}/members`;
  return [
    {
      name: 'POST /api/companies/{id}/members',
      admin: false,
      send: (t) => api('POST', members, { token: t, body: { email: roles.other.email, role: 'admin' } }),
    },
    {
      name: 'PATCH /api/companies/{id}/members/{uid}',
      admin: false,
      send: (t) => api('PATCH', `${members}/${trade.victimAdmin.uid}`, { token: t, body: { role: 'buyer' } }),
    },
    {
      name: 'DELETE /api/companies/{id}/members/{uid}',
      admin: false,
      send: (t) => api('DELETE', `${members}/${trade.victimAdmin.uid}`, { token: t }),
    },
  ];
}

/** A real token whose account is then deleted, disabled or has its sessions revoked. */
async function spentToken(spend: (account: TestAccount) => Promise<unknown>): Promise<string> {
  const account = await createAccount();
  await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation has one-second granularity
  await spend(account);
  return account.token;
}

/** Requests of an attack in flight at once. */
const ATTACKS_IN_FLIGHT = 4;

async function attack(
  label: string,
  tokens: Record<string, string | undefined>,
  calls: ReturnType<typeof guardedCalls>,
  expected: number,
) {
  const before = await takeSnapshot();
  const wrong: string[] = [];
  let serverErrors = 0;
  const attempts = Object.entries(tokens).flatMap(([name, token]) => calls.map((call) => ({ name, token, call })));
  const tried = attempts.length;
  // A few at a time: each answer is judged alone, and the Functions emulator serves several requests at once.
  let next = 0;
  const worker = async () => {
    while (next < attempts.length) {
      const { name, token, call } = attempts[next++]!;
      const { status, body } = await call.send(token);
      if (status >= 500) serverErrors++;
      if (status !== expected || typeof body?.message !== 'string')
        wrong.push(`${name} on ${call.name}: ${status} ${JSON.stringify(body).slice(0, 120)}`);
    }
  };
  await Promise.all(Array.from({ length: ATTACKS_IN_FLIGHT }, worker));
  const changes = changedPaths(before, await takeSnapshot());
  figures[label] = { tried, refused: tried - wrong.length, serverErrors, changes: changes.length };
  expect(wrong).toEqual([]);
  expect(changes).toEqual([]);
}

describe('tokens an attacker can make or keep', () => {
  it('no token, garbage, foreign signatures, expired, wrong audience or issuer, dead accounts: 401 on every call', async () => {
    const c = roles.customer;
    const hourAgo = Math.floor(Date.now() / 1000) - 7200;
    const tokens: Record<string, string | undefined> = {
      none: undefined,
      garbage: 'x.y.z',
      'RS256 signed with another key (admin claim)': signedWithOtherKey({ uid: c.uid, email: c.email, admin: true }),
      'HS256 with a guessed secret': signedWithHmac({ uid: c.uid, email: c.email, admin: true }),
      'unsigned, an account that does not exist': unsignedToken({
        uid: `ghost-${randomUUID()}`,
        email: 'ghost@toolshop.test',
        admin: true,
      }),
      'unsigned, expired': unsignedToken({ uid: c.uid, email: c.email, iat: hourAgo, exp: hourAgo + 3600 }),
      'unsigned, another project': unsignedToken({ uid: c.uid, email: c.email, aud: 'someone-elses-project' }),
      'unsigned, another issuer': unsignedToken({ uid: c.uid, email: c.email, iss: 'https://evil.example.com' }),
    };
    const [deleted, disabled, revoked] = await Promise.all([
      spentToken((a) => testAdmin().auth.deleteUser(a.uid)),
      spentToken((a) => testAdmin().auth.updateUser(a.uid, { disabled: true })),
      spentToken((a) => testAdmin().auth.revokeRefreshTokens(a.uid)),
    ]);
    tokens['real, account deleted'] = deleted;
    tokens['real, account disabled'] = disabled;
    tokens['real, sessions revoked'] = revoked;
    await attack('bad tokens x every guarded call', tokens, guardedCalls(), 401);
  }, 120_000);

  it('an admin claim a customer wrote into their own token, or an admin right since removed: 403 on admin calls', async () => {
    const demoted = await createAccount({ admin: true });
    await testAdmin().auth.setCustomUserClaims(demoted.uid, {});
    await testAdmin().db.doc(`${collections.users}/${demoted.uid}`).set({ role: '' }, { merge: true });
    const tokens = {
      'customer with a self-made admin claim': unsignedToken({
        uid: roles.customer.uid,
        email: roles.customer.email,
        admin: true,
      }),
      'customer token': roles.customer.token,
      'admin token of an admin since removed': demoted.token,
    };
    await attack(
      'customers on admin calls',
      tokens,
      guardedCalls().filter((call) => call.admin),
      403,
    );
  }, 120_000);

  it('in production the Admin SDK refuses an unsigned token outright (no emulator)', async () => {
    const token = unsignedToken({ uid: roles.customer.uid, email: roles.customer.email, admin: true });
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      const auth = getAuth(initializeApp({ projectId: PROJECT_ID }, `production-like-${randomUUID()}`));
      await expect(auth.verifyIdToken(token)).rejects.toMatchObject({
        code: 'auth/argument-error',
        message: expect.stringMatching(/kid|algorithm/),
      });
      await expect(
        auth.verifyIdToken(unsignedToken({ uid: 'x', email: 'x@x.co' }, { kid: 'k' })),
      ).rejects.toMatchObject({ message: expect.stringMatching(/algorithm/) });
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    }
  });
});

describe("someone else's order", () => {
  it('another customer cannot read, cancel, pay for, report a payment on or confirm it', async () => {
    const c = roles.customer;
    // The owner starts paying, so a real intent (and its predictable id) exists.
    expect(
      (await api('POST', '/create-payment-intent', { token: c.token, body: { orderId: unpaidOrderId } })).status,
    ).toBe(200);
    const t = roles.other.token;
    const before = await takeSnapshot();
    const attempts = {
      read: await api('GET', `/order/${unpaidOrderId}`, { token: t }),
      cancel: await api('DELETE', `/order/${unpaidOrderId}`, { token: t }),
      intent: await api('POST', '/create-payment-intent', { token: t, body: { orderId: unpaidOrderId } }),
      report: await api('PUT', `/order/${unpaidOrderId}`, {
        token: t,
        body: { status: 'pending', transactionId: `pi_test_${unpaidOrderId}` },
      }),
      confirm: await api('PUT', `/order/${pendingOrderId}`, { token: t, body: { status: 'success' } }),
      guessedSecret: await api('POST', '/payments/test/confirm', {
        body: {
          clientSecret: `pi_test_${unpaidOrderId}_secret_guess`,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
        },
      }),
      listByEmail: await api('GET', `/myOrder${q(c.email.toUpperCase())}`, { token: t }),
      listByPaddedEmail: await api('GET', `/myOrder?email=${encodeURIComponent(` ${c.email} `)}`, { token: t }),
      profile: await api('PUT', `/profileinformation${q(c.email)}`, {
        token: t,
        body: { education: 'x', location: '', number: '', linkedin: '' },
      }),
      userDocWithOwnQuery: await api('PUT', `/users${q(roles.other.email)}`, { token: t, body: { email: c.email } }),
      readCheckoutOrder: await api('GET', `/order/${checkoutOrderId}`, { token: t }),
      cancelCheckoutOrder: await api('POST', `/order/${checkoutOrderId}/cancel`, { token: t, body: {} }),
      payCheckoutOrder: await api('POST', '/create-payment-intent', { token: t, body: { orderId: checkoutOrderId } }),
      editAddress: await api('PUT', `/addresses/${addressId}`, { token: t, body: { ...shippingAddress, name: 'X' } }),
      deleteAddress: await api('DELETE', `/addresses/${addressId}`, { token: t }),
    };
    const statuses = Object.fromEntries(Object.entries(attempts).map(([k, v]) => [k, v.status]));
    expect(statuses).toEqual({
      read: 403,
      cancel: 403,
      intent: 403,
      report: 403,
      confirm: 403,
      guessedSecret: 404,
      listByEmail: 403,
      listByPaddedEmail: 403,
      profile: 403,
      userDocWithOwnQuery: 403,
      readCheckoutOrder: 403,
      cancelCheckoutOrder: 403,
      payCheckoutOrder: 403,
      // The address book is the caller's own: another's entry is not in it.
      editAddress: 404,
      deleteAddress: 404,
    });
    expect(changedPaths(before, await takeSnapshot())).toEqual([]);
    const ownBook = await api('GET', '/addresses', { token: t });
    expect(ownBook).toEqual({ status: 200, body: { items: [] } });
    figures["another customer's order"] = { tried: 15, refused: 15, serverErrors: 0, changes: 0 };
  });

  it('the owner cannot confirm their own paid order (admins only)', async () => {
    expect(
      (await api('PUT', `/order/${pendingOrderId}`, { token: roles.customer.token, body: { status: 'success' } }))
        .status,
    ).toBe(403);
    expect((await orderDoc(pendingOrderId))?.status).toBe('pending');
  });
});

describe('making oneself admin', () => {
  it('no call lets a customer set a role, a claim or an admin flag', async () => {
    const c = roles.customer;
    const before = await takeSnapshot();
    const statuses = [
      await api('PUT', `/user/${encodeURIComponent(c.email)}`, { token: c.token, body: { roll: 'admin' } }),
      await api('PUT', `/users${q(c.email)}`, { token: c.token, body: { email: c.email, role: 'admin' } }),
      await api('PUT', `/users${q(c.email)}`, { token: c.token, body: { email: c.email, roll: 'admin' } }),
      await api('PUT', `/users${q(c.email)}`, { token: c.token, body: { email: c.email, admin: true } }),
      await api('PUT', `/profileinformation${q(c.email)}`, {
        token: c.token,
        body: { education: '', location: '', number: '', linkedin: '', role: 'admin' },
      }),
      await api('PUT', `/users${q(c.email)}&role=admin&admin=true`, {
        token: c.token,
        body: JSON.parse(`{"email":"${c.email}","__proto__":{"admin":true}}`),
      }),
    ].map((r) => r.status);
    expect(statuses).toEqual([403, 400, 400, 400, 400, 400]);
    // The one call a customer may make: it keeps the role the account really has.
    expect((await api('PUT', `/users${q(c.email)}`, { token: c.token, body: { email: c.email } })).status).toBe(200);
    expect((await testAdmin().auth.getUser(c.uid)).customClaims?.admin).toBeUndefined();
    expect((await testAdmin().db.doc(`${collections.users}/${c.uid}`).get()).data()?.role).toBe('');
    expect(changedPaths(before, await takeSnapshot()).filter((p) => p !== `${collections.users}/${c.uid}`)).toEqual([]);
    expect((await api('GET', '/user', { token: await signIn(c.email, c.password) })).status).toBe(403);
  });
});

describe('the last admin', () => {
  /** Admin mirrors set aside so that two fresh admins are the only ones; put back afterwards. */
  let setAside: string[] = [];
  let first: TestAccount;
  let second: TestAccount;

  beforeAll(async () => {
    const users = testAdmin().db.collection(collections.users);
    setAside = (await users.where('role', '==', 'admin').get()).docs.map((doc) => doc.id);
    await Promise.all(setAside.map((uid) => users.doc(uid).update({ role: '' })));
    [first, second] = await Promise.all([createAccount({ admin: true }), createAccount({ admin: true })]);
  });
  afterAll(async () => {
    const users = testAdmin().db.collection(collections.users);
    await Promise.all(setAside.map((uid) => users.doc(uid).update({ role: 'admin' })));
  });

  it('two admins removing each other at once: exactly one succeeds, one admin is left, who cannot remove themself', async () => {
    const answers = await Promise.all([
      api('PUT', `/user/${encodeURIComponent(second.email)}`, { token: first.token, body: { roll: '' } }),
      api('PUT', `/user/${encodeURIComponent(first.email)}`, { token: second.token, body: { roll: '' } }),
    ]);
    // The loser is refused either by the last-admin rule (409) or, when the winner's change landed before its
    // request was checked, as no longer an admin (403), or as a session the role change revoked (401).
    const [winner, loser] = answers.map((a) => a.status).sort();
    expect(winner).toBe(200);
    expect([401, 403, 409], `the loser's answer: ${loser}`).toContain(loser);
    const survivor = answers[0]!.status === 200 ? first : second;
    const self = await api('PUT', `/user/${encodeURIComponent(survivor.email)}`, {
      token: survivor.token,
      body: { roll: '' },
    });
    expect(self).toEqual({ status: 409, body: { message: apiMessages.lastAdmin } });
    const admins = await testAdmin().db.collection(collections.users).where('role', '==', 'admin').get();
    expect(admins.docs.map((d) => d.id)).toEqual([survivor.uid]);
    expect((await testAdmin().auth.getUser(survivor.uid)).customClaims?.admin).toBe(true);
    figures['last admin'] = { tried: 3, refused: 2, serverErrors: 0, changes: 1 };
  });
});

describe("a company's members", () => {
  it('an admin of another company, a buyer of this one, a customer and a shop admin: 403 on its member calls', async () => {
    const tokens = {
      'admin of another company': trade.attacker.token,
      'buyer of another company': trade.attackerBuyer.token,
      'buyer of this company': trade.victimBuyer.token,
      customer: roles.customer.token,
      'shop admin': roles.admin.token,
    };
    await attack('others on a company admin calls', tokens, companyMemberCalls(), 403);
  }, 120_000);

  it("a buyer of another company: 403 on the company's admin calls, 404 on its shared addresses", async () => {
    const tokens = { 'buyer of another company': trade.attackerBuyer.token };
    const company = [
      {
        name: 'PATCH /api/companies/{id}',
        admin: true,
        send: (t: string | undefined) =>
          api('PATCH', `/companies/${VICTIM_COMPANY}`, { token: t, body: { creditLimit: 99999 } }),
      },
    ];
    await attack('a buyer of another company on company calls', tokens, company, 403);
    const entry = `/addresses/${VICTIM_ADDRESS_ID}`;
    const addresses = [
      {
        name: 'PUT /api/addresses/{id}',
        admin: false,
        send: (t: string | undefined) => api('PUT', entry, { token: t, body: { ...shippingAddress, name: 'Moved' } }),
      },
      {
        name: 'DELETE /api/addresses/{id}',
        admin: false,
        send: (t: string | undefined) => api('DELETE', entry, { token: t }),
      },
    ];
    await attack("a buyer of another company on a company's addresses", tokens, addresses, 404);
  }, 60_000);
});

describe("another company's records", () => {
  it("its buyer and admin cannot read the company's order, its timeline or invoice, list it, or change its shared addresses; nothing changes", async () => {
    const saved = await api('POST', '/addresses', {
      token: trade.victimBuyer.token,
      body: shippingAddress,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const addressId = saved.body.id as string;
    const order = AWAITING.buyers;
    const before = await takeSnapshot();
    const answers: Record<string, number> = {};
    for (const [who, account] of Object.entries({
      'admin of another company': trade.attacker,
      'buyer of another company': trade.attackerBuyer,
    })) {
      const t = account.token;
      const victimList = `/myOrder?email=${encodeURIComponent(trade.victimBuyer.email)}`;
      answers[`${who}: GET /order/{id}`] = (await api('GET', `/order/${order}`, { token: t })).status;
      answers[`${who}: GET /order/{id}/events`] = (await api('GET', `/order/${order}/events`, { token: t })).status;
      answers[`${who}: GET /order/{id}/invoice.pdf`] = (
        await api('GET', `/order/${order}/invoice.pdf`, { token: t })
      ).status;
      answers[`${who}: GET /myOrder of its buyer`] = (await api('GET', victimList, { token: t })).status;
      answers[`${who}: PUT /addresses/{id}`] = (
        await api('PUT', `/addresses/${addressId}`, { token: t, body: { ...shippingAddress, isDefault: true } })
      ).status;
      answers[`${who}: DELETE /addresses/{id}`] = (await api('DELETE', `/addresses/${addressId}`, { token: t })).status;
      const own = await api('GET', `/myOrder?email=${encodeURIComponent(account.email)}`, { token: t });
      expect(
        own.body.map((o: { _id: string }) => o._id),
        who,
      ).not.toContain(order);
      const book = await api('GET', '/addresses', { token: t });
      expect(
        book.body.items.map((a: { id: string }) => a.id),
        who,
      ).not.toContain(addressId);
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(answers).map((key) => [key, /addresses/.test(key) ? 404 : 403])),
    );
    expect(changedPaths(before, await takeSnapshot())).toEqual([]);
    const tried = Object.keys(answers).length;
    figures["another company's records"] = { tried, refused: tried, serverErrors: 0, changes: 0 };
  });
});

describe("someone else's registered tool and claim", () => {
  it('another customer cannot claim on, read, confirm, transfer or decide them, nor see them listed; nothing changes', async () => {
    const t = roles.other.token;
    const before = await takeSnapshot();
    const attempts = Object.fromEntries(
      await Promise.all(
        toolAndClaimCalls()
          .filter((call) => !call.name.startsWith('GET /api/registrations') && call.name !== 'GET /api/claims')
          .map(async (call) => [call.name, (await call.send(t)).status]),
      ),
    );
    expect(attempts).toEqual({
      // A serial registered to someone else: one serial, one owner.
      'POST /api/registrations': 409,
      'POST /api/registrations/{id}/confirm': 403,
      'POST /api/registrations/{id}/transfer': 403,
      'POST /api/claims': 403,
      'GET /api/claims/{id}': 403,
      'POST /api/claims/{id}/decide': 403,
    });
    const tools = await api('GET', '/registrations', { token: t });
    expect(tools.body.map((tool: { serial: string }) => tool.serial)).not.toContain(VICTIM_TOOL);
    const claims = await api('GET', '/claims', { token: t });
    expect(claims.body.items.map((claim: { id: string }) => claim.id)).not.toContain(VICTIM_CLAIM);
    expect(changedPaths(before, await takeSnapshot())).toEqual([]);
    figures["another customer's registered tool and claim"] = { tried: 8, refused: 8, serverErrors: 0, changes: 0 };
  });
});

describe("someone else's return", () => {
  it('another customer cannot read, list, ask on the order of or move it; nothing changes', async () => {
    const t = roles.other.token;
    const before = await takeSnapshot();
    const steps = Object.fromEntries(
      await Promise.all(returnStepCalls().map(async (call) => [call.name, (await call.send(t)).status])),
    );
    const attempts = {
      read: (await api('GET', `/returns/${VICTIM_RETURN}`, { token: t })).status,
      request: (
        await api('POST', '/returns', {
          token: t,
          body: { orderId: pendingOrderId, lines: [{ productId, quantity: 1 }], reason: 'other' },
        })
      ).status,
      ...steps,
    };
    expect(attempts).toEqual({
      read: 403,
      request: 403,
      ...Object.fromEntries(returnStepCalls().map((call) => [call.name, 403])),
    });
    const list = await api('GET', `/returns?orderId=${pendingOrderId}`, { token: t });
    expect(list.body).toEqual({ items: [], nextCursor: null });
    expect(changedPaths(before, await takeSnapshot())).toEqual([]);
    figures["another customer's return"] = { tried: 8, refused: 8, serverErrors: 0, changes: 0 };
  });
});

describe("another company's quote", () => {
  it('an admin of another company and other customers cannot read, accept, decline or write on it; nothing changes', async () => {
    const before = await takeSnapshot();
    const customerCalls = quoteCalls().filter((call) => !call.admin);
    const attackers = { 'admin of another company': trade.attacker, customer: roles.customer, other: roles.other };
    const answers: Record<string, number> = {};
    for (const [who, account] of Object.entries(attackers))
      for (const call of customerCalls) answers[`${who}: ${call.name}`] = (await call.send(account.token)).status;
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((key) => [key, 403])));
    expect(changedPaths(before, await takeSnapshot())).toEqual([]);
    figures["another company's quote"] = { tried: 12, refused: 12, serverErrors: 0, changes: 0 };
  });
});

describe("another company's quote, accepted", () => {
  it('a buyer of another company accepting it: 403 naming the quote as not theirs, no order, no stock taken', async () => {
    const before = await takeSnapshot();
    const accept = quoteCalls().find((call) => call.name === 'POST /api/quotes/{id}/accept')!;
    const answer = await accept.send(trade.attackerBuyer.token);
    expect(answer).toEqual({ status: 403, body: { message: quoteMessages.notYours } });
    expect(changedPaths(before, await takeSnapshot())).toEqual([]);
    const quote = (await testAdmin().db.collection(collections.quotes).doc(VICTIM_QUOTE).get()).data();
    expect(quote).toMatchObject({ status: 'quoted', orderId: null, acceptClaim: null });
    figures["another company's quote, accepted by its buyer"] = { tried: 1, refused: 1, serverErrors: 0, changes: 0 };
  });
});

describe("a buyer's own order awaiting approval", () => {
  it('its buyer cannot approve or reject it, even as a company admin; nor a buyer or admin of another company', async () => {
    const before = await takeSnapshot();
    const decide = async (account: TestAccount, orderId: string) => {
      const [approve, reject] = approvalCalls(orderId).filter((call) => call.name.startsWith('POST'));
      return [await approve!.send(account.token), await reject!.send(account.token)];
    };
    const answers = {
      'the buyer, on its own order': await decide(trade.victimBuyer, AWAITING.buyers),
      'an admin, on the order it placed itself': await decide(trade.victimAdmin, AWAITING.admins),
      'a buyer of another company': await decide(trade.attackerBuyer, AWAITING.buyers),
      'an admin of another company': await decide(trade.attacker, AWAITING.buyers),
    };
    const refusal = (message: string) => [
      { status: 403, body: { message } },
      { status: 403, body: { message } },
    ];
    expect(answers).toEqual({
      'the buyer, on its own order': refusal(tradeMessages.notCompanyAdmin),
      'an admin, on the order it placed itself': refusal(tradeMessages.ownOrderNotApprovable),
      'a buyer of another company': refusal(tradeMessages.notCompanyAdmin),
      'an admin of another company': refusal(tradeMessages.notCompanyAdmin),
    });
    expect(changedPaths(before, await takeSnapshot())).toEqual([]);
    for (const id of [AWAITING.buyers, AWAITING.admins])
      expect((await orderDoc(id))?.status, `order ${id} still awaits approval`).toBe('awaitingApproval');
    figures["a buyer's own order awaiting approval"] = { tried: 8, refused: 8, serverErrors: 0, changes: 0 };
  });
});
