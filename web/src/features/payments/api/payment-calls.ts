// The payment calls of the API (README: Card payments), through the one API client.
import type { TestCardInput } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

export interface PaymentIntentAnswer {
  clientSecret: string;
  provider: 'stripe' | 'test';
}

/** Only the order id is sent: the server prices the order itself. */
export function createPaymentIntent(orderId: string): Promise<PaymentIntentAnswer> {
  return apiRequest('POST', '/create-payment-intent', { orderId });
}

/** The test gateway's confirm; a card error is an ApiError with status 402 and the card message. */
export function confirmTestPayment(
  clientSecret: string,
  card: TestCardInput,
): Promise<{ status: 'succeeded'; transactionId: string }> {
  return apiRequest('POST', '/payments/test/confirm', { clientSecret, card });
}

/** After Stripe confirmed in the browser: the server checks the intent with Stripe before the order moves. */
export function reportPayment(orderId: string, transactionId: string): Promise<unknown> {
  return apiRequest('PUT', `/order/${encodeURIComponent(orderId)}`, { status: 'pending', transactionId });
}
