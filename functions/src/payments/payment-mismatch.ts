import type { OrderDoc } from '@toolshop/domain';
import type { ProviderPayment } from './payment-provider';
import { payableAmountCents } from './payable-amount';

/**
 * Why a provider's payment does not pay this order, or null when it does: it must have succeeded, be for this
 * order (or, made without an order, for the order's owner) and be for exactly the order's amount in USD.
 * That a payment pays one order only is the settlement's check (order-settlement.ts).
 */
export function paymentMismatch(payment: ProviderPayment, orderId: string, order: OrderDoc): string | null {
  if (payment.status !== 'succeeded') return `payment status is ${payment.status}`;
  if (payment.orderId !== null) {
    if (payment.orderId !== orderId) return 'payment is for another order';
  } else if (payment.uid === null || payment.uid !== order.uid) return 'payment belongs to another customer';
  if (payment.currency !== 'usd') return `payment currency is ${payment.currency}`;
  const due = payableAmountCents(order);
  if (payment.amountCents !== due) return `payment amount ${payment.amountCents} is not the order amount ${due}`;
  return null;
}
