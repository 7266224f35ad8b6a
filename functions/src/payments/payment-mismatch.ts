import type { OrderDoc } from '@toolshop/domain';
import type { ProviderPayment } from './payment-provider';
import { payableAmountCents } from './payable-amount';

/**
 * Why a provider's payment does not pay this order, or null when it does: it must have succeeded, name this
 * order in its metadata and be for exactly the order's amount in USD.
 */
export function paymentMismatch(payment: ProviderPayment, orderId: string, order: OrderDoc): string | null {
  if (payment.status !== 'succeeded') return `payment status is ${payment.status}`;
  if (payment.orderId !== orderId) return 'payment is for another order';
  if (payment.currency !== 'usd') return `payment currency is ${payment.currency}`;
  const due = payableAmountCents(order);
  if (payment.amountCents !== due) return `payment amount ${payment.amountCents} is not the order amount ${due}`;
  return null;
}
