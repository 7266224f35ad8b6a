// An admin's move of one order, in a transaction of its own: read the order, then moveOrder checks the state
// machine and writes the move with the fields it sets (stamped with the move's time) and its audit record.
import { collections, type AuditAction, type OrderDoc, type OrderTransition } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound } from '../platform/refusal';
import { moveOrder } from '../order-moves';
import { runTransaction } from '../platform/run-transaction';

export async function adminOrderMove(
  deps: Deps,
  caller: Caller,
  orderId: string,
  transition: OrderTransition,
  audit: AuditAction,
  fieldsAt: (at: Date) => Partial<OrderDoc>,
): Promise<void> {
  if (!caller.admin) throw forbidden();
  const orderRef = deps.db.collection(collections.orders).doc(orderId);
  await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) throw notFound('Order not found');
    const at = deps.now();
    await moveOrder(tx, orderRef, snapshot.data() as OrderDoc, {
      transition,
      by: caller,
      at,
      fields: fieldsAt(at),
      audit,
    });
  });
}
