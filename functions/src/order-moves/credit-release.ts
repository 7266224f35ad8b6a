// An order on account that will never be paid (cancelled or expired before its payment, or refunded) gives back
// to its company's credit what it still owes, in the move's own transaction; a blind increment, so it reads
// nothing after the move's writes, and a checkout holding the company's older version reads again.
import { accountBalanceCents, collections, type OrderDoc, type OrderStatus } from '@toolshop/domain';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';

const RELEASING: readonly OrderStatus[] = ['cancelled', 'expired', 'refunded'];

/** The fields the move also sets on the order (its receivable closes), or none for any other order or move. */
export function releaseCredit(
  tx: Transaction,
  ref: DocumentReference,
  order: OrderDoc,
  to: OrderStatus,
  at: Date,
): Partial<OrderDoc> {
  if (order.paymentMethod !== 'account' || !order.companyId || !RELEASING.includes(to)) return {};
  const owed = accountBalanceCents(order);
  if (owed > 0)
    tx.update(ref.firestore.collection(collections.companies).doc(order.companyId), {
      creditUsedCents: FieldValue.increment(-owed),
      updatedAt: at,
    });
  return { receivableDueAt: FieldValue.delete() as unknown };
}
