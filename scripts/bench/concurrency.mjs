// 40 orders at once on a fresh product with 10 units, one per customer (40 shoppers racing for the stock):
// exactly 10 must be accepted and the stock must end at 0 (the order transaction never oversells), no 5xx.
import { benchProduct } from './customer.mjs';
import { postOrder } from './orders.mjs';

export const ORDERS = 40;
const UNITS = 10;

export async function measureConcurrency(ports, db, customers) {
  const productId = await benchProduct(db, `bench-stock-${Date.now()}`, UNITS);
  const start = performance.now();
  const statuses = await Promise.all(
    customers.slice(0, ORDERS).map((customer) =>
      postOrder(ports, customer, productId).then(
        async (response) => (await response.text(), response.status),
        () => 0, // network error
      ),
    ),
  );
  const wallMs = performance.now() - start;
  const left = (await db.doc(`products/${productId}`).get()).get('available');
  const count = (test) => statuses.filter(test).length;
  return {
    orders: ORDERS,
    units: UNITS,
    accepted: count((s) => s === 200 || s === 201),
    rejected4xx: count((s) => s >= 400 && s < 500),
    server5xx: count((s) => s >= 500),
    networkErrors: count((s) => s === 0),
    left,
    wallMs,
  };
}
