// POST /order/{id}/refund { reason, restock } (admin): the payment goes back in full through the provider that
// took it, then the order becomes refunded; with restock its quantity goes back on sale, once. The provider is
// asked with one idempotency key per order, so two admins refunding at once make one refund, and one of them
// moves the order; the other gets 409. If Stripe's charge.refunded event moved the order first (refund-sync.ts,
// no restock), the admin's restock is still applied, once. Restock gives every line back (order-moves/restock.ts).
import {
  apiMessages,
  canTransition,
  collections,
  returnMessages,
  type OrderDoc,
  type RefundOrderInput,
} from '@toolshop/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound, conflict } from '../platform/refusal';
import { illegalMove, moveOrder } from '../order-moves';
import { appendAudit } from '../audit';
import { readRestock, writeRestock } from '../order-moves';
import { runTransaction } from '../platform/run-transaction';

export function orderRefundKey(orderId: string): string {
  return `refund-order-${orderId}`;
}

export async function refundOrder(deps: Deps, caller: Caller, orderId: string, input: RefundOrderInput): Promise<void> {
  if (!caller.admin) throw forbidden();
  const orderRef = deps.db.collection(collections.orders).doc(orderId);
  const snapshot = await orderRef.get();
  if (!snapshot.exists) throw notFound('Order not found');
  const seen = snapshot.data() as OrderDoc;
  if (!canTransition(seen.status, 'refund')) throw illegalMove(seen, 'refund');
  if (!seen.transactionId) throw conflict(apiMessages.orderNotRefundedPaymentUnknown);
  // Part of the payment went back through returns, each with its credit note: the rest goes back through them too.
  if (seen.returnRefundedCents) throw conflict(returnMessages.wholeOrderRefundAfterReturns);
  const { refundId } = await deps.paymentProvider().refund(seen.transactionId, orderRefundKey(orderId));

  const restockedProductIds = await runTransaction(deps.db, async (tx) => {
    const order = (await tx.get(orderRef)).data() as OrderDoc;
    const at = deps.now();
    if (order.status === 'refunded' && order.refundId === refundId && !order.restocked && input.restock)
      return restockRefunded(tx, orderRef, order, caller, at);
    const { restockedProductIds } = await moveOrder(tx, orderRef, order, {
      transition: 'refund',
      by: caller,
      at,
      reason: input.reason,
      restock: input.restock,
      fields: { refundedAt: at, refundReason: input.reason, refundId, restocked: input.restock },
      audit: 'order.refund',
    });
    return restockedProductIds;
  });
  await Promise.all(restockedProductIds.map((id) => deps.catalogue.reread(id)));
}

/** The provider's event recorded this very refund first, without restock: the admin's restock still applies. */
async function restockRefunded(
  tx: Transaction,
  orderRef: DocumentReference,
  order: OrderDoc,
  caller: Caller,
  at: Date,
): Promise<string[]> {
  const restock = await readRestock(tx, orderRef.firestore, order);
  tx.update(orderRef, { restocked: true });
  appendAudit(tx, orderRef.firestore, {
    action: 'order.refund',
    actor: caller,
    target: { collection: collections.orders, id: orderRef.id },
    before: { restocked: false },
    after: { restocked: true },
    at,
  });
  return writeRestock(tx, restock, at);
}
