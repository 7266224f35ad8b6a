// One interface for card payments, two implementations chosen by configuration (payment-config.ts):
// Stripe when its secret key is set, the built-in test gateway otherwise. Both are asked the same questions,
// so the order moves the same way whichever one took the money.

export type PaymentProviderName = 'stripe' | 'test';

/**
 * What an intent is for: one order (the preferred form), or, for a client written to SPEC §7 that asks with a price
 * only, a customer: it then pays one order of theirs of exactly its amount, when reported with PUT /order/{id}.
 */
export type IntentPurpose = { orderId: string } | { uid: string };

export type IntentRequest = IntentPurpose & { amountCents: number; currency: 'usd' };

export interface CreatedIntent {
  intentId: string;
  clientSecret: string;
}

/** What the provider itself says about a payment (never what the browser says). */
export interface ProviderPayment {
  id: string;
  /** Provider status; only 'succeeded' means the money was taken. */
  status: string;
  orderId: string | null;
  /** The customer an intent made without an order is bound to (null for an order's intent). */
  uid: string | null;
  amountCents: number;
  currency: string;
  /** The last card error, kept on the order while it stays unpaid. */
  failureMessage: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates (or, for the same order, returns again) the intent to pay `amountCents`; a customer's is always new. */
  createIntent(request: IntentRequest): Promise<CreatedIntent>;
  /** Reads a payment back from the provider; null when the provider does not know that id. */
  retrievePayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Cancels an intent so it can no longer take money; answers its status after the attempt: 'canceled', or
   * 'processing' / 'succeeded' when it is too late to cancel it.
   */
  cancelIntent(intentId: string): Promise<string>;
  /**
   * Refunds a succeeded payment in full, or `amountCents` of it (a return's refund); the same key gives the same refund
   * back (repeats and races).
   */
  refund(paymentId: string, idempotencyKey: string, amountCents?: number): Promise<{ refundId: string }>;
}
