// Real customers for the order measurements: accounts created on the Auth emulator, signed in through its REST
// API as the web app does, with real ID tokens. The API limits orders per user and hour (100 by default), so
// the bench spreads its orders over a pool of customers instead of changing the shop's limits. A trade company of
// the bench's own makes some of them its buyers.
import { randomUUID } from 'node:crypto';
import { pastCreationSecond, signInWithPassword } from '../lib/sign-in.mjs';

const PASSWORD = 'Bench#2026';

/** TOOLSHOP_UNPAID_ORDER_SECONDS' default: an order of the bench never expires during it. */
export const UNPAID_ORDER_MS = 1_800_000;

/** The floors' write of the customer's order quota (rateLimits/{uid}_order), as the API counts one order more. */
export function countOrderQuota(tx, quotaRef, quota, customer, now) {
  tx.set(quotaRef, {
    uid: customer.uid,
    action: 'order',
    windowStart: now,
    count: (quota.get('count') ?? 0) + 1,
    unpaidOrders: (quota.get('unpaidOrders') ?? 0) + 1,
  });
}

export async function benchCustomers(auth, ports, count) {
  const run = randomUUID().slice(0, 8);
  const emails = Array.from({ length: count }, (_, i) => `bench-${run}-${i}@toolshop.test`);
  await Promise.all(
    emails.map((email) =>
      auth.createUser({ email, password: PASSWORD, displayName: 'Bench Customer', emailVerified: true }),
    ),
  );
  await pastCreationSecond();
  return Promise.all(
    emails.map(async (email) => ({ ...(await signInWithPassword(ports.auth, email, PASSWORD)), email })),
  );
}

/** A product made for the bench, so orders never touch the demo catalogue's stock. */
export async function benchProduct(db, id, available) {
  await db.doc(`products/${id}`).set({
    name: `Bench product ${id}`,
    description: 'Created by npm run bench.',
    picture: '/products/cordless-drill-18v.svg',
    priceCents: 1000,
    available,
    minimum: 1,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return id;
}

/**
 * An approved company of the bench's own on net 30 terms with 10% off, its members its admins (so no order of
 * theirs waits for approval), written with the Admin SDK as the API stores them. Returns the company's id.
 */
export async function benchCompany(db, members, { creditLimitCents = 0 } = {}) {
  const now = new Date();
  const company = db.collection('companies').doc();
  await company.set({
    name: 'Bench Trade Ltd',
    nameLower: 'bench trade ltd',
    vatId: null,
    billingAddress: { name: 'Bench', line1: '1 Bench Street', city: 'Testville', postalCode: '12345', country: 'US' },
    phone: '+1 555 0100',
    note: null,
    status: 'approved',
    terms: { type: 'net', days: 30 },
    creditLimitCents,
    priceList: { discountPercent: 10, pricesCents: {} },
    approvalLimitCents: null,
    applicant: { uid: members[0].uid, email: members[0].email },
    createdAt: now,
    updatedAt: now,
  });
  await Promise.all(
    members.map(({ uid, email }) =>
      db.doc(`companyMembers/${uid}`).set({ companyId: company.id, role: 'admin', email, joinedAt: now }),
    ),
  );
  return company.id;
}

export function orderBody(productId) {
  return { productId, address: '1 Bench Street, Testville', mobile: '+1 555 0100', quantity: 1 };
}
