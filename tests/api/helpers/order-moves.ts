// Moving orders through the real API for the life-cycle tests: paying with the test gateway, confirming, and
// reading the timeline and the stock they leave.
import { expect } from 'vitest';
import { collections, ORDER_EVENTS, orderPiecesByProduct, type OrderDoc, type OrderEventDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { api } from '../../support/api';
import { testAdmin } from '../../support/admin';
import type { TestAccount } from '../../support/accounts';
import { orderForm, productDoc } from './fixtures';
import { placeOrder } from '../../../functions/src/orders/place-order';
import type { Deps } from '../../../functions/src/platform/deps';
import { createDeps } from '../../../functions/src/composition/create-deps';
import { diskImageStore } from '../../../functions/src/images/disk-image-store';
import { emulatorBookkeepingQueue } from '../../support/task-queues';

export const testCard = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
};

/** Opens the order's intent as its owner and answers the client secret. */
export async function openIntent(owner: TestAccount, orderId: string): Promise<string> {
  const { status, body } = await api('POST', '/create-payment-intent', { token: owner.token, body: { orderId } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.clientSecret as string;
}

export const payWithTestCard = (clientSecret: string) =>
  api('POST', '/payments/test/confirm', { body: { clientSecret, card: testCard } });

/** unpaid -> pending through the test gateway, as a customer pays. */
export async function payOrder(owner: TestAccount, orderId: string): Promise<void> {
  const { status, body } = await payWithTestCard(await openIntent(owner, orderId));
  expect(status, JSON.stringify(body)).toBe(200);
}

export async function confirmOrder(admin: TestAccount, orderId: string): Promise<void> {
  const { status } = await api('PUT', `/order/${orderId}`, { token: admin.token, body: { status: 'success' } });
  expect(status).toBe(200);
}

export async function storedEvents(orderId: string): Promise<OrderEventDoc[]> {
  const snapshot = await testAdmin()
    .db.collection(collections.orders)
    .doc(orderId)
    .collection(ORDER_EVENTS)
    .orderBy('at')
    .get();
  return snapshot.docs.map((doc) => doc.data() as OrderEventDoc);
}

/** Stock of a product still on sale plus what its live orders hold: constant whatever the orders do. */
export async function conservedStock(productId: string): Promise<number> {
  const orders = await testAdmin().db.collection(collections.orders).where('productId', '==', productId).get();
  const held = orders.docs
    .map((doc) => doc.data())
    .filter(
      (order) =>
        ['unpaid', 'pending', 'success', 'shipped'].includes(order.status) ||
        (order.status === 'refunded' && !order.restocked),
    )
    // The pieces of its lines: SPEC's single-product fields of a shipped and taxed order are one bundle.
    .reduce((sum, order) => sum + (orderPiecesByProduct(order as OrderDoc).get(productId) ?? 0), 0);
  return ((await productDoc(productId))?.available ?? 0) + held;
}

let deps: Deps | undefined;

/** The handlers' dependencies in this process, one set as in one function instance, against the API's emulators. */
export function inProcessDeps(): Deps {
  if (!deps) {
    const { db, auth } = testAdmin() as unknown as { db: Firestore; auth: Deps['auth'] };
    deps = createDeps({
      db,
      auth,
      now: () => new Date(),
      imageStore: diskImageStore('artifacts/unused-images'),
      bookkeepingQueue: emulatorBookkeepingQueue(),
    });
  }
  return deps;
}

/**
 * An order placed by the order handler in this process, as an instance with TOOLSHOP_UNPAID_ORDER_SECONDS=`seconds`
 * places it: its deadline, and so the schedule of the expiry task its creation queues, is `seconds` away.
 */
export async function placeOrderExpiringIn(
  account: TestAccount,
  productId: string,
  quantity: number,
  seconds: number,
): Promise<string> {
  const saved = process.env.TOOLSHOP_UNPAID_ORDER_SECONDS;
  process.env.TOOLSHOP_UNPAID_ORDER_SECONDS = String(seconds);
  try {
    const caller = { uid: account.uid, email: account.email, name: 'Test', admin: false };
    return await placeOrder(inProcessDeps(), caller, { productId, quantity, ...orderForm }, Promise.resolve());
  } finally {
    if (saved === undefined) delete process.env.TOOLSHOP_UNPAID_ORDER_SECONDS;
    else process.env.TOOLSHOP_UNPAID_ORDER_SECONDS = saved;
  }
}

export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
