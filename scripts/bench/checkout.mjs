// POST /api/checkout through Hosting, as the cart's two budget lines:
// - a 5-line checkout against its floor: a bare Admin SDK transaction that reads the same 5 products and the
//   customer's order quota, and writes the same documents (the order with its lines, the 5 products' stock, the
//   quota, the cart without the lines bought, the "order placed" email the handler wrote for the probe checkout),
//   in the same run;
// - 40 two-line checkouts at once over the same two products, half listing them one way round and half the
//   other, the scarce one with 10 units: exactly 10 win, the other product loses exactly 10 (nothing left
//   reserved by a loser), no 5xx.
// Reports n/a until POST /api/checkout answers 201: no figure is ever made up for a missing endpoint.
import { FieldValue } from 'firebase-admin/firestore';
import { UNPAID_ORDER_MS, benchProduct, countOrderQuota } from './customer.mjs';
import { compareLatency } from './latency.mjs';

export const CHECKOUTS = 40;
const SCARCE_UNITS = 10;
const PLENTY_UNITS = 1_000;
const LINES = 5;

const shippingAddress = {
  name: 'Bench Customer',
  line1: '1 Bench Street',
  city: 'Testville',
  postalCode: '12345',
  country: 'US',
};

/** One of each product; `extra` adds fields of the call (an order on account's paymentMethod and poNumber). */
export function checkoutBody(productIds, extra = {}) {
  return {
    lines: productIds.map((productId) => ({ productId, quantity: 1 })),
    shippingAddress,
    mobile: '+1 555 0100',
    ...extra,
  };
}

export function postCheckout(ports, customer, productIds, extra = {}) {
  return fetch(`http://127.0.0.1:${ports.hosting}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify(checkoutBody(productIds, extra)),
  });
}

/** `count` products of the bench's own, for one measurement (`label`). */
export const benchProducts = (db, label, count, available) =>
  Promise.all(
    Array.from({ length: count }, (_, i) => benchProduct(db, `bench-${label}-${Date.now()}-${i}`, available)),
  );

export async function measureCheckout(ports, db, customers) {
  const probe = await postCheckout(ports, customers[0], await benchProducts(db, 'checkout-probe', LINES, 1_000));
  const probeBody = await probe.text();
  if (probe.status !== 201) return { available: false, status: probe.status };
  const placed = (await db.doc(`orders/${JSON.parse(probeBody).orderId}`).get()).data();
  const placedMail = await db.collection('mail').where('to', 'array-contains', customers[0].email).limit(1).get();
  if (placedMail.empty) throw new Error('POST /api/checkout left no email in the outbox');
  const productIds = await benchProducts(db, 'checkout-latency', LINES, 1_000_000);
  const customerFor = (i) => customers[i % customers.length];
  const result = await compareLatency(
    async (i) => {
      const response = await postCheckout(ports, customerFor(i), productIds);
      const body = await response.text();
      if (response.status !== 201) throw new Error(`POST /api/checkout: ${response.status} ${body}`);
    },
    (i) => bareCheckoutTransaction(db, customerFor(i), productIds, placed, placedMail.docs[0].data()),
  );
  return { available: true, status: probe.status, lines: LINES, customers: customers.length, ...result };
}

/** The floor: the same reads (sorted products, quota) and the same writes, in one plain transaction. */
async function bareCheckoutTransaction(db, customer, productIds, placed, placedMail) {
  const productRefs = [...productIds].sort().map((id) => db.doc(`products/${id}`));
  const quotaRef = db.doc(`rateLimits/bench-floor-${customer.uid}_order`);
  const cartRef = db.doc(`carts/bench-floor-${customer.uid}`);
  const orderRef = db.collection('orders').doc();
  await db.runTransaction(async (tx) => {
    const snapshots = await tx.getAll(...productRefs, quotaRef);
    const now = new Date();
    const lines = productRefs.map((ref, i) => {
      const product = snapshots[i].data();
      if (product.available < 1) throw new Error('bench product out of stock');
      return {
        productId: ref.id,
        productName: product.name,
        picture: product.picture,
        quantity: 1,
        unitPriceCents: product.priceCents,
        amountCents: product.priceCents,
        priceBreak: null,
      };
    });
    const quota = snapshots[productRefs.length];
    // The handler's deadline too (30 minutes on), so the expiry trigger queues the same not-yet-due task for both.
    const expiresAt = new Date(now.getTime() + UNPAID_ORDER_MS);
    tx.create(orderRef, { ...placed, uid: customer.uid, email: customer.email, lines, createdAt: now, expiresAt });
    productRefs.forEach((ref, i) => tx.update(ref, { available: snapshots[i].get('available') - 1, updatedAt: now }));
    countOrderQuota(tx, quotaRef, quota, customer, now);
    const bought = lines.map(({ productId, quantity }) => ({ productId, quantity }));
    tx.set(cartRef, { lines: FieldValue.arrayRemove(...bought), updatedAt: now }, { merge: true });
    tx.create(db.collection('mail').doc(), { to: [customer.email], message: placedMail.message });
  });
}

export async function measureCheckoutConcurrency(ports, db, customers) {
  const stamp = Date.now();
  const scarce = await benchProduct(db, `bench-checkout-scarce-${stamp}`, SCARCE_UNITS);
  const plenty = await benchProduct(db, `bench-checkout-plenty-${stamp}`, PLENTY_UNITS);
  const start = performance.now();
  const statuses = await Promise.all(
    customers.slice(0, CHECKOUTS).map((customer, i) =>
      postCheckout(ports, customer, i % 2 ? [plenty, scarce] : [scarce, plenty]).then(
        async (response) => (await response.text(), response.status),
        () => 0, // network error
      ),
    ),
  );
  const wallMs = performance.now() - start;
  const available = async (id) => (await db.doc(`products/${id}`).get()).get('available');
  const count = (test) => statuses.filter(test).length;
  const accepted = count((s) => s === 201);
  return {
    checkouts: CHECKOUTS,
    units: SCARCE_UNITS,
    accepted,
    rejected4xx: count((s) => s >= 400 && s < 500),
    server5xx: count((s) => s >= 500),
    networkErrors: count((s) => s === 0),
    scarceLeft: await available(scarce),
    // What the losers left reserved on the other product: its stock must have gone down by the winners alone.
    reservedByLosers: PLENTY_UNITS - accepted - (await available(plenty)),
    wallMs,
  };
}
