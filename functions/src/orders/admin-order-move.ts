// An admin's move of one order, in a transaction of its own: read the order, then moveOrder checks the state
// machine and writes the move with the fields it sets (stamped with the move's time) and its audit record.
import { collections, type AuditAction, type OrderDoc, type OrderTransition } from '@toolshop/domain';
import type { Transaction } from 'firebase-admin/firestore';
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
  /** Reads more in the move's transaction, before it writes; answers what else to write once the move is written. */
  prepare?: (tx: Transaction, order: OrderDoc) => Promise<(at: Date) => void>,
): Promise<void> {
  if (!caller.admin) throw forbidden();
  const orderRef = deps.db.collection(collections.orders).doc(orderId);
  await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) throw notFound('Order not found');
    const order = snapshot.data() as OrderDoc;
    const writeAfter = await prepare?.(tx, order);
    const at = deps.now();
    // moveOrder refuses a move the order's status does not allow before it writes anything.
    await moveOrder(tx, orderRef, order, { transition, by: caller, at, fields: fieldsAt(at), audit });
    writeAfter?.(at);
  });
}
