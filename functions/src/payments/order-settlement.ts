// Where a payment meets its order: unpaid -> pending with the transaction id and paidAt when a
// verified payment pays it, or the card error kept while it stays unpaid. Callers run these inside a Firestore
// transaction that has just read the order, so the check and the write see the same state.
//
// A payment pays one order at most: the order it paid is recorded under the payment's id
// (paymentIntentUses/{paymentId}) in the transaction that pays it. An intent made for one order could only ever
// pay that order anyway; one made for a customer (SPEC §7's { price }) could otherwise pay each of their orders
// of the same amount.
import { canTransition, collections, type OrderDoc } from '@toolshop/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { ProviderPayment } from './payment-provider';
import { paymentMismatch } from './payment-mismatch';
import { moveOrder } from '../order-moves';
import { runTransaction } from '../platform/run-transaction';

export type Settlement =
  | { outcome: 'paid' }
  | { outcome: 'already-paid' }
  | { outcome: 'order-not-found' }
  | { outcome: 'not-payable'; status: OrderDoc['status'] }
  | { outcome: 'mismatch'; reason: string };

export function orderRef(db: Firestore, orderId: string): DocumentReference {
  return db.collection(collections.orders).doc(orderId);
}

export async function readOrder(tx: Transaction, ref: DocumentReference): Promise<OrderDoc | undefined> {
  const snapshot = await tx.get(ref);
  return snapshot.exists ? (snapshot.data() as OrderDoc) : undefined;
}

export interface PaymentUseDoc {
  orderId: string;
  uid: string;
  usedAt: Date;
}

/** Reads the payment's use, then writes: call it before any write of the transaction. */
export async function settleInTransaction(
  tx: Transaction,
  ref: DocumentReference,
  order: OrderDoc | undefined,
  payment: ProviderPayment,
  now: Date,
): Promise<Settlement> {
  if (!order) return { outcome: 'order-not-found' };
  // The same payment reported twice (webhook and client, or a retry) is not an error.
  if (order.status !== 'unpaid' && order.transactionId === payment.id) return { outcome: 'already-paid' };
  if (!canTransition(order.status, 'pay')) return { outcome: 'not-payable', status: order.status };
  const reason = paymentMismatch(payment, ref.id, order);
  if (reason) return { outcome: 'mismatch', reason };
  const useRef = ref.firestore.collection(collections.paymentIntentUses).doc(payment.id);
  const use = (await tx.get(useRef)).data() as PaymentUseDoc | undefined;
  if (use) return { outcome: 'mismatch', reason: `payment already paid order ${use.orderId}` };
  // The provider's word pays the order: the system makes the move, whoever reported it. The move writes the
  // order's own request for its invoice number; no document another payment writes is read or written here.
  await moveOrder(tx, ref, order, {
    transition: 'pay',
    by: null,
    at: now,
    fields: { transactionId: payment.id, paidAt: now, paymentFailure: null },
  });
  tx.create(useRef, { orderId: ref.id, uid: order.uid, usedAt: now } satisfies PaymentUseDoc);
  return { outcome: 'paid' };
}

/** A failed attempt leaves the order unpaid and keeps the reason for the owner to see. */
export function recordFailureInTransaction(
  tx: Transaction,
  ref: DocumentReference,
  order: OrderDoc | undefined,
  message: string,
): boolean {
  if (!order || !canTransition(order.status, 'pay')) return false;
  tx.update(ref, { paymentFailure: message });
  return true;
}

/** Settles a payment already read back from the provider, in its own transaction. */
export function settlePayment(
  db: Firestore,
  now: Date,
  orderId: string,
  payment: ProviderPayment,
): Promise<Settlement> {
  const ref = orderRef(db, orderId);
  return runTransaction(db, async (tx) => settleInTransaction(tx, ref, await readOrder(tx, ref), payment, now));
}
