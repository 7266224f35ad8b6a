// POST /api/order through Hosting against the floor: a bare Admin SDK transaction with the same reads and
// writes (read the product, check the quantity, take the stock, create the order). Reports null (n/a)
// until the order API answers 200/201: no figure is ever made up for a missing endpoint.
import { FieldValue } from 'firebase-admin/firestore';
import { benchProduct, orderBody } from './customer.mjs';
import { compareLatency } from './latency.mjs';

/** Status of one real order on a product of its own (0 when the call fails outright). */
export async function probeOrderApi(ports, db, customer) {
  const productId = await benchProduct(db, `bench-probe-${Date.now()}`, 1_000);
  const response = await postOrder(ports, customer, productId).catch(() => null);
  await response?.text();
  return response?.status ?? 0;
}

export async function measureOrders(ports, db, customer) {
  const status = await probeOrderApi(ports, db, customer);
  if (status !== 200 && status !== 201) return { available: false, status };
  const productId = await benchProduct(db, `bench-latency-${Date.now()}`, 1_000_000);
  const result = await compareLatency(
    async () => {
      const response = await postOrder(ports, customer, productId);
      if (response.status !== 200 && response.status !== 201) throw new Error(`POST /api/order: ${response.status} ${await response.text()}`);
      await response.text();
    },
    () => bareOrderTransaction(db, customer, productId),
  );
  return { available: true, status, ...result };
}

export function postOrder(ports, customer, productId) {
  return fetch(`http://127.0.0.1:${ports.hosting}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify(orderBody(productId)),
  });
}

async function bareOrderTransaction(db, customer, productId) {
  const { quantity, address, mobile } = orderBody(productId);
  const productRef = db.doc(`products/${productId}`);
  const orderRef = db.collection('orders').doc();
  await db.runTransaction(async (tx) => {
    const product = (await tx.get(productRef)).data();
    if (quantity < product.minimum || quantity > product.available) throw new Error('bench product out of stock');
    tx.update(productRef, { available: FieldValue.increment(-quantity), updatedAt: FieldValue.serverTimestamp() });
    tx.create(orderRef, {
      uid: customer.uid,
      email: customer.email,
      productId,
      productName: product.name,
      picture: product.picture,
      unitPriceCents: product.priceCents,
      quantity,
      amountCents: product.priceCents * quantity,
      address,
      mobile,
      status: 'unpaid',
      createdAt: FieldValue.serverTimestamp(),
    });
  });
}

