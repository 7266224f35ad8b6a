// A refund Stripe reports (charge.refunded), whether we asked for it or someone did in Stripe's dashboard: a full
// refund moves a paid order to refunded, by the system, without restocking (a person decides that). An order
// already refunded stays as it is, so our own refund and its event settle once.
import type { OrderDoc } from '@toolshop/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { ProviderPayment } from './payment-provider';
import { canTransition } from '@toolshop/domain';
import { moveOrder } from '../order-moves';

export const DASHBOARD_REFUND_REASON = 'Refunded at the payment provider';

export async function syncRefundInTransaction(
  tx: Transaction,
  ref: DocumentReference,
  order: OrderDoc,
  payment: ProviderPayment,
  charge: Stripe.Charge,
  now: Date,
): Promise<string> {
  if (order.status === 'refunded') return 'already-refunded';
  if (order.transactionId !== payment.id) return 'not-this-orders-payment';
  if (!charge.refunded) return 'partial-refund-ignored';
  // Returns refunded it piece by piece, each with its credit note: the order reads "Returned", not refunded.
  if (order.returnRefundedCents) return 'refunded-through-returns';
  if (!canTransition(order.status, 'refund')) return 'not-refundable';
  const refundId = charge.refunds?.data?.[0]?.id ?? null;
  await moveOrder(tx, ref, order, {
    transition: 'refund',
    by: null,
    at: now,
    reason: DASHBOARD_REFUND_REASON,
    fields: { refundedAt: now, refundReason: DASHBOARD_REFUND_REASON, refundId, restocked: false },
  });
  return 'refunded';
}
