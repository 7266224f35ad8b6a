// POST /api/order through Hosting against the floor: a bare Admin SDK transaction with the same reads and
// writes as the order handler (functions/src/orders/place-order.ts): read the product and the customer's
// rate-limit document together, check the quantity, create the order, take the stock, count the quota, and put
// the customer's "order placed" email in the outbox. The order and the email are the very documents the handler
// wrote for the probe order (as the checkout's floor does, checkout.mjs), so both commits carry documents of the
// same size that fire the same triggers: the order's expiry task and sales roll-up, the outbox's sender.
// Reports n/a until the order API answers 200/201: no figure is ever made up for a missing endpoint.
import { UNPAID_ORDER_MS, benchProduct, countOrderQuota, orderBody } from './customer.mjs';
import { compareLatency } from './latency.mjs';

/** Status of one real order on a product of its own (0 when the call fails outright). */
export async function probeOrderApi(ports, db, customer) {
  return (await probeOrder(ports, db, customer)).status;
}

/** One real order: its status, and the order's id when it was placed. */
async function probeOrder(ports, db, customer) {
  const productId = await benchProduct(db, `bench-probe-${Date.now()}`, 1_000);
  const response = await postOrder(ports, customer, productId).catch(() => null);
  const body = await response?.text();
  const status = response?.status ?? 0;
  return { status, orderId: status === 200 || status === 201 ? JSON.parse(body).insertedId : undefined };
}

/** Orders rotate over `customers` (each stays far below the API's hourly limit per user). */
export async function measureOrders(ports, db, customers) {
  const { status, orderId } = await probeOrder(ports, db, customers[0]);
  if (status !== 200 && status !== 201) return { available: false, status };
  const placed = (await db.doc(`orders/${orderId}`).get()).data();
  const placedMail = await orderPlacedMailOf(db, customers[0]);
  const productId = await benchProduct(db, `bench-latency-${Date.now()}`, 1_000_000);
  const customerFor = (i) => customers[i % customers.length];
  const result = await compareLatency(
    async (i) => {
      const response = await postOrder(ports, customerFor(i), productId);
      const body = await response.text();
      if (response.status !== 200 && response.status !== 201)
        throw new Error(`POST /api/order: ${response.status} ${body}`);
    },
    (i) => bareOrderTransaction(db, customerFor(i), productId, placed, placedMail),
  );
  return { available: true, status, customers: customers.length, ...result };
}

export function postOrder(ports, customer, productId) {
  return fetch(`http://127.0.0.1:${ports.hosting}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify(orderBody(productId)),
  });
}

/** The email the handler put in the outbox for the customer's probe order. */
async function orderPlacedMailOf(db, customer) {
  const outbox = await db.collection('mail').where('to', 'array-contains', customer.email).limit(1).get();
  if (outbox.empty) throw new Error(`POST /api/order left no email in the outbox for ${customer.email}`);
  return outbox.docs[0].data();
}

async function bareOrderTransaction(db, customer, productId, placed, placedMail) {
  const { quantity } = orderBody(productId);
  const productRef = db.doc(`products/${productId}`);
  const quotaRef = db.doc(`rateLimits/bench-floor-${customer.uid}_order`);
  const orderRef = db.collection('orders').doc();
  await db.runTransaction(async (tx) => {
    const [productSnap, quotaSnap] = await tx.getAll(productRef, quotaRef);
    const product = productSnap.data();
    if (quantity < product.minimum || quantity > product.available) throw new Error('bench product out of stock');
    const now = new Date();
    countOrderQuota(tx, quotaRef, quotaSnap, customer, now);
    // The handler's deadline too (30 minutes on), so the expiry trigger queues the same not-yet-due task for both.
    const expiresAt = new Date(now.getTime() + UNPAID_ORDER_MS);
    tx.create(orderRef, {
      ...placed,
      uid: customer.uid,
      email: customer.email,
      productId,
      productName: product.name,
      picture: product.picture,
      unitPriceCents: product.priceCents,
      amountCents: product.priceCents * quantity,
      createdAt: now,
      expiresAt,
    });
    tx.update(productRef, { available: product.available - quantity, updatedAt: now });
    tx.create(db.collection('mail').doc(), { to: [customer.email], message: placedMail.message });
  });
}
