// Orders for the payment tests, written with the Admin SDK in the OrderDoc shape the orders API stores.
// (Payments only need an order to exist; placing orders through POST /api/order is tested by the orders work.)
import { randomUUID } from 'node:crypto';
import { collections, type OrderDoc } from '@toolshop/domain';
import { testAdmin } from '../../support/admin';

export const UNIT_PRICE_CENTS = 1999;
export const QUANTITY = 3;
export const AMOUNT_CENTS = UNIT_PRICE_CENTS * QUANTITY;

export async function createUnpaidOrder(owner: { uid: string; email: string }, overrides: Partial<OrderDoc> = {}): Promise<string> {
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
