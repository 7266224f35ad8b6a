// PUT /order/{id} { status: 'success' }: an admin confirms a paid (pending) order, recording who and when.
import { apiMessages, canTransition, collections, type OrderDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { conflict, forbidden, notFound } from '../http/http-error';
import { ORDER_TRANSACTION_OPTIONS } from './order-transactions';

export async function confirmOrder(deps: Deps, caller: Caller, orderId: string): Promise<void> {
  if (!caller.admin) throw forbidden();
  const orderRef = deps.db.collection(collections.orders).doc(orderId);
  await deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) throw notFound('Order not found');
    const { status } = snapshot.data() as OrderDoc;
    if (status === 'success') throw conflict(apiMessages.orderAlreadyFinal);
    if (!canTransition(status, 'confirm')) throw conflict(apiMessages.orderNotPending);
    const update: Partial<OrderDoc> = { status: 'success', confirmedAt: deps.now(), confirmedBy: caller.uid };
    tx.update(orderRef, update);
  }, ORDER_TRANSACTION_OPTIONS);
}
