// Stripe behind the PaymentProvider interface. The amount and order id come from our Firestore order only;
// webhooks are trusted only after their signature is checked against the raw request body.
import type Stripe from 'stripe';
import type { CreatedIntent, IntentRequest, PaymentProvider, ProviderPayment } from './payment-provider';

/** Stripe PaymentIntent ids; anything else is not looked up (it is not ours to pass into a Stripe URL). */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;

/** Same order, same key: a retried or repeated request gets the same PaymentIntent back from Stripe. */
export function paymentIntentIdempotencyKey(orderId: string): string {
  return `payment-intent-order-${orderId}`;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  async createIntent(request: IntentRequest): Promise<CreatedIntent> {
    const { amountCents, currency } = request;
    const params = { amount: amountCents, currency, automatic_payment_methods: { enabled: true } };
    // A customer's intent (no order) is new each time; the Stripe client keys its own retries of the request.
    const intent =
      'orderId' in request
        ? await this.stripe.paymentIntents.create(
            { ...params, metadata: { orderId: request.orderId } },
            { idempotencyKey: paymentIntentIdempotencyKey(request.orderId) },
          )
        : await this.stripe.paymentIntents.create({ ...params, metadata: { uid: request.uid } });
    if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  async retrievePayment(paymentId: string): Promise<ProviderPayment | null> {
    if (!PAYMENT_INTENT_ID.test(paymentId)) return null;
    try {
      return toProviderPayment(await this.stripe.paymentIntents.retrieve(paymentId));
    } catch (error) {
      if (error instanceof this.stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async cancelIntent(intentId: string): Promise<string> {
    try {
      return (await this.stripe.paymentIntents.cancel(intentId)).status;
    } catch (error) {
      // Stripe refuses to cancel an intent that is processing or has succeeded: say which.
      if (error instanceof this.stripe.errors.StripeInvalidRequestError && error.statusCode !== 404)
        return (await this.stripe.paymentIntents.retrieve(intentId)).status;
      throw error;
    }
  }

  async refund(paymentId: string, idempotencyKey: string, amountCents?: number): Promise<{ refundId: string }> {
    const params =
      amountCents === undefined ? { payment_intent: paymentId } : { payment_intent: paymentId, amount: amountCents };
    const refund = await this.stripe.refunds.create(params, { idempotencyKey });
    return { refundId: refund.id };
  }

  /** The event, if the `stripe-signature` header signs exactly these bytes with our secret, recently; else throws. */
  verifyWebhookEvent(rawBody: Buffer, signature: string): Stripe.Event {
    // An empty secret would let anyone sign events with an empty key.
    if (!this.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not configured');
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}

function toProviderPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    id: intent.id,
    status: intent.status,
    orderId: intent.metadata?.orderId ?? null,
    uid: intent.metadata?.orderId ? null : (intent.metadata?.uid ?? null),
    amountCents: intent.amount,
    currency: intent.currency,
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}
