// Orders for the payment tests: placed through POST /api/order for the API tests, or written with the Admin SDK
// in the OrderDoc shape the orders API stores (for handler tests and states the API cannot reach directly).
import { randomUUID } from 'node:crypto';
import { collections, taxOfCents, type OrderDoc } from '@toolshop/domain';
import { testAdmin } from '../../support/admin';
import { api } from '../../support/api';

export const UNIT_PRICE_CENTS = 1999;
export const QUANTITY = 3;
export const AMOUNT_CENTS = UNIT_PRICE_CENTS * QUANTITY;
/**
 * What an order placed through POST /api/order (placeOrderThroughApi) pays: it gives no structured address, so it
 * is priced for the home country, the seeded United States (pickup at the factory, $0, and 8.25% tax).
 */
export const PLACED_AMOUNT_CENTS = AMOUNT_CENTS + taxOfCents(0.0825, AMOUNT_CENTS);

export async function createUnpaidOrder(
  owner: { uid: string; email: string },
  overrides: Partial<OrderDoc> = {},
): Promise<string> {
  const id = `pay-${randomUUID().slice(0, 12)}`;
  const order: OrderDoc = {
    uid: owner.uid,
    email: owner.email,
    productId: 'cordless-drill-18v',
    productName: 'Cordless Drill Driver 18V',
    picture: '/products/cordless-drill-18v.svg',
    unitPriceCents: UNIT_PRICE_CENTS,
    quantity: QUANTITY,
    amountCents: AMOUNT_CENTS,
    address: '1 Test Street',
    mobile: '+1 555 0100',
    status: 'unpaid',
    transactionId: null,
    paymentFailure: null,
    createdAt: new Date(),
    ...overrides,
  };
  await testAdmin().db.collection(collections.orders).doc(id).set(order);
  return id;
}

export async function readOrderDoc(id: string): Promise<OrderDoc> {
  const snapshot = await testAdmin().db.collection(collections.orders).doc(id).get();
  if (!snapshot.exists) throw new Error(`order ${id} is missing`);
  return snapshot.data() as OrderDoc;
}

/** A product of its own for a test file (stock of the seeded catalogue stays untouched), priced UNIT_PRICE_CENTS. */
export async function createPaymentTestProduct(): Promise<string> {
  const id = `pay-product-${randomUUID().slice(0, 8)}`;
  const now = new Date();
  await testAdmin()
    .db.collection(collections.products)
    .doc(id)
    .set({
      name: `Payment Test Sander ${id}`,
      description: 'A product ordered and paid by the payment tests.',
      picture: '/products/cordless-drill-18v.svg',
      priceCents: UNIT_PRICE_CENTS,
      available: 1000,
      minimum: 1,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

/** Places an order the way the shop does (POST /api/order), QUANTITY pieces of the product. */
export async function placeOrderThroughApi(owner: { token: string }, productId: string): Promise<string> {
  const { status, body } = await api<{ insertedId: string }>('POST', '/order', {
    token: owner.token,
    body: { productId, address: '1 Test Street', mobile: '+1 555 0100', quantity: QUANTITY },
  });
  if (status !== 201) throw new Error(`POST /order answered ${status}: ${JSON.stringify(body)}`);
  return body.insertedId;
}
