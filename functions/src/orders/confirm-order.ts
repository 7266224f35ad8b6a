// PUT /order/{id} { status: 'success' }: an admin confirms a paid (pending) order, recording who and when.
import { collections, type OrderDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { forbidden, notFound } from '../http/http-error';
import { ORDER_TRANSACTION_OPTIONS } from './order-transactions';
import { moveOrder } from './move-order';

export async function confirmOrder(deps: Deps, caller: Caller, orderId: string): Promise<void> {
  if (!caller.admin) throw forbidden();
  const orderRef = deps.db.collection(collections.orders).doc(orderId);
  await deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) throw notFound('Order not found');
    const at = deps.now();
    await moveOrder(tx, orderRef, snapshot.data() as OrderDoc, {
      transition: 'confirm',
      by: caller,
      at,
      fields: { confirmedAt: at, confirmedBy: caller.uid },
    });
  }, ORDER_TRANSACTION_OPTIONS);
}
