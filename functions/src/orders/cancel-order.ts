// POST /order/{id}/cancel (owner or admin) and DELETE /order/{id} (owner): an unpaid order becomes cancelled and the
// stock of every line goes back to its product, once (order-moves/move-order.ts). An intent opened to pay it is
// cancelled at the provider first, so it can no longer take money; if the payment is already processing or has
// succeeded, the order is not cancelled (409) and the answer says why.
import { apiMessages, canTransition, collections, type OrderDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound, conflict } from '../platform/refusal';
import type { PaymentProvider } from '../payments';
import { illegalMove, moveOrder } from '../order-moves';
import { runTransaction } from '../platform/run-transaction';

export interface CancelRequest {
  reason?: string | undefined;
  /** DELETE /order/{id} is the owner's cancel only. */
  ownerOnly?: boolean;
}

export async function cancelOrder(deps: Deps, caller: Caller, orderId: string, request: CancelRequest): Promise<void> {
  const orderRef = deps.db.collection(collections.orders).doc(orderId);
  const snapshot = await orderRef.get();
  if (!snapshot.exists) throw notFound('Order not found');
  const seen = snapshot.data() as OrderDoc;
  const allowed = seen.uid === caller.uid || (caller.admin && !request.ownerOnly);
  if (!allowed) throw forbidden();
  if (!canTransition(seen.status, 'cancel')) throw illegalMove(seen, 'cancel');
  if (seen.paymentIntentId) await cancelIntentFirst(deps.paymentProvider(), seen.paymentIntentId);

  const reason = request.reason?.trim() || null;
  const { restockedProductIds } = await runTransaction(deps.db, async (tx) => {
    const current = await tx.get(orderRef);
    const order = current.data() as OrderDoc;
    // An intent opened since the check above could still take money: the customer may try again.
    if ((order.paymentIntentId ?? null) !== (seen.paymentIntentId ?? null))
      throw conflict(apiMessages.cancelPaymentProcessing);
    const at = deps.now();
    return moveOrder(tx, orderRef, order, {
      transition: 'cancel',
      by: caller,
      at,
      reason,
      restock: true,
      fields: { cancelledAt: at, cancelReason: reason },
      // An admin cancelling someone else's order acts as an admin; a customer's own cancel is theirs.
      audit: order.uid === caller.uid ? undefined : 'order.cancel',
    });
  });
  // A transaction does not tell its commit time: read the products back so this instance shows the stock given back.
  await Promise.all(restockedProductIds.map((id) => deps.catalogue.reread(id)));
}

async function cancelIntentFirst(provider: PaymentProvider, intentId: string): Promise<void> {
  const status = await provider.cancelIntent(intentId);
  if (status === 'succeeded') throw conflict(apiMessages.cancelPaymentSucceeded);
  if (status !== 'canceled') throw conflict(apiMessages.cancelPaymentProcessing);
}
