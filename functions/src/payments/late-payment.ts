// Money a provider took for an order that can no longer be paid (it expired or was cancelled while the
// payment settled): the payment goes back in full at once, and the error log asks a person to look. The goods
// stay released; the refund's idempotency key makes repeats (webhook retries, a report) refund it once.
import type { OrderDoc } from '@toolshop/domain';
import type { PaymentDeps } from './payment-deps';
import type { ProviderPayment } from './payment-provider';

const ENDED_UNPAID: readonly OrderDoc['status'][] = ['cancelled', 'expired'];

export function isLatePayment(payment: ProviderPayment | null, status: OrderDoc['status'] | undefined): boolean {
  return payment?.status === 'succeeded' && status !== undefined && ENDED_UNPAID.includes(status);
}

export function latePaymentRefundKey(paymentId: string): string {
  return `refund-late-payment-${paymentId}`;
}

export async function refundLatePayment(
  deps: Pick<PaymentDeps, 'provider' | 'log'>,
  payment: ProviderPayment,
  orderId: string,
  status: OrderDoc['status'],
): Promise<void> {
  const { refundId } = await deps.provider.refund(payment.id, latePaymentRefundKey(payment.id));
  deps.log.error('A payment succeeded for an order that had ended unpaid: refunded in full', {
    orderId,
    status,
    paymentId: payment.id,
    amountCents: payment.amountCents,
    refundId,
  });
}
