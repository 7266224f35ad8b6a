// Checkouts for the cart tests: the request's pieces, the documents a checkout may change (to prove a refusal
// changed nothing), and the stock of several products conserved across their orders' lines.
import { collections, orderLinesOf, type OrderDoc } from '@toolshop/domain';
import { api } from '../../support/api';
import { testAdmin } from '../../support/admin';
import { productDoc } from './fixtures';

export const shippingAddress = {
  name: 'Casey Test',
  company: 'Test Works Ltd',
  line1: '12 Workshop Lane',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
};

export const mobile = '+44 113 496 0000';

export type Line = { productId: string; quantity: number };

export const checkoutBody = (lines: Line[], extra: Record<string, unknown> = {}) => ({
  lines,
  shippingAddress,
  mobile,
  ...extra,
});

export const postCheckout = (token: string, body: unknown) => api('POST', '/checkout', { token, body });

/** Places a checkout and answers its order id (throws on anything but 201). */
export async function checkoutOrder(token: string, lines: Line[]): Promise<string> {
  const { status, body } = await postCheckout(token, checkoutBody(lines));
  if (status !== 201) throw new Error(`checkout failed: ${status} ${JSON.stringify(body)}`);
  return body.orderId as string;
}

/** The customer's orders, their order quota and cart, and the products' stock: what a refusal must leave alone. */
export async function checkoutState(uid: string, productIds: string[]) {
  const { db } = testAdmin();
  const [orders, quota, cart, stock] = await Promise.all([
    db.collection(collections.orders).where('uid', '==', uid).get(),
    db.collection(collections.rateLimits).doc(`${uid}_order`).get(),
    db.collection(collections.carts).doc(uid).get(),
    Promise.all(productIds.map(async (id) => (await productDoc(id))?.available)),
  ]);
  return { orders: orders.size, quota: quota.data() ?? null, cart: cart.data() ?? null, stock };
}

/** Each product's stock plus what its live orders' lines hold: constant whatever the orders do. */
export async function conservedStocks(productIds: string[]): Promise<number[]> {
  const orders = await testAdmin().db.collection(collections.orders).get();
  const live = orders.docs
    .map((doc) => doc.data() as OrderDoc)
    .filter(
      (order) =>
        ['unpaid', 'pending', 'success', 'shipped'].includes(order.status) ||
        (order.status === 'refunded' && !order.restocked),
    );
  return Promise.all(
    productIds.map(async (productId) => {
      const held = live
        .flatMap((order) => orderLinesOf(order))
        .filter((line) => line.productId === productId)
        .reduce((sum, line) => sum + line.quantity, 0);
      return ((await productDoc(productId))?.available ?? 0) + held;
    }),
  );
}

export async function setCart(uid: string, lines: Line[]): Promise<void> {
  await testAdmin().db.collection(collections.carts).doc(uid).set({ lines, updatedAt: new Date() });
}
