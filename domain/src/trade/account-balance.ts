// The balance of an invoice on account: what receivables list, what a payment received may not exceed, and what an
// order gives back to its company's credit when it will not be paid.
import type { OrderStatus } from '../orders/order-status';
import type { PaymentMethod } from './pay-on-account';

/** What an order on account still owes: its amount less what was received (0 once refunded or not on account). */
export function accountBalanceCents(doc: {
  paymentMethod?: PaymentMethod;
  amountCents: number;
  paidOnAccountCents?: number;
  status: OrderStatus;
}): number {
  if (
    doc.paymentMethod !== 'account' ||
    doc.status === 'refunded' ||
    doc.status === 'cancelled' ||
    doc.status === 'expired'
  )
    return 0;
  return Math.max(0, doc.amountCents - (doc.paidOnAccountCents ?? 0));
}
