// The built-in test gateway (like Saleor's dummy gateway or Vendure's DummyPaymentHandler): the default when no
// Stripe key is configured. It keeps its intents in Firestore as Stripe keeps its own, makes no outside calls,
// accepts only Stripe's public test numbers, and never stores or logs a card number. Confirming a payment and
// moving the order happen in one transaction, so a card is never "charged" for an order that cannot be paid.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { apiMessages, collections, type CardFailure, type TestCardInput } from '@toolshop/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { notFound, conflict } from '../platform/refusal';
import type { CreatedIntent, IntentRequest, PaymentProvider, ProviderPayment } from './payment-provider';
import { orderRef, readOrder, recordFailureInTransaction, settleInTransaction } from './order-settlement';
import { testCardOutcome } from './test-card-outcome';
import { runTransaction } from '../platform/run-transaction';

interface TestIntentDoc {
  /** The order it pays; null for a customer's intent (SPEC §7's { price }), which `uid` names instead. */
  orderId: string | null;
  uid?: string | null;
  amountCents: number;
  currency: 'usd';
  clientSecret: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  lastError: CardFailure | null;
  createdAt: Date;
  succeededAt?: Date;
  canceledAt?: Date;
  refundId?: string;
  refundedAt?: Date;
  /** Partial refunds by idempotency key (a return's refund). */
  partialRefunds?: Record<string, { refundId: string; amountCents: number; at: Date }>;
}

export type TestConfirmResult =
  { status: 'succeeded'; transactionId: string } | { status: 'failed'; failure: CardFailure };

const TEST_INTENT_ID = /^pi_test_[A-Za-z0-9_-]{1,128}$/;

/** One intent per order, as Stripe's idempotency key gives us: paying again reuses it. */
export function testIntentId(orderId: string): string {
  return `pi_test_${orderId}`;
}

/** A customer's intent is new each time. Its underscore keeps it apart from every order's: order ids have none. */
function customerIntentId(): string {
  return `pi_test_customer_${randomBytes(15).toString('hex')}`;
}

function newClientSecret(intentId: string): string {
  return `${intentId}_secret_${randomBytes(18).toString('base64url')}`;
}

export class TestGateway implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly db: Firestore,
    private readonly now: () => Date,
  ) {}

  private intentRef(intentId: string) {
    return this.db.collection(collections.testPaymentIntents).doc(intentId);
  }

  async createIntent(request: IntentRequest): Promise<CreatedIntent> {
    if ('uid' in request) return this.createCustomerIntent(request.uid, request.amountCents, request.currency);
    const { orderId, amountCents, currency } = request;
    const intentId = testIntentId(orderId);
    const ref = this.intentRef(intentId);
    const clientSecret = await runTransaction(this.db, async (tx) => {
      const existing = await tx.get(ref);
      const intent = existing.data() as TestIntentDoc | undefined;
      // A succeeded intent is never replaced; an unpaid one is, should the order's amount ever differ.
      if (
        intent &&
        intent.status !== 'canceled' &&
        (intent.status === 'succeeded' || intent.amountCents === amountCents)
      )
        return intent.clientSecret;
      const created = this.newIntent(intentId, { orderId }, amountCents, currency);
      tx.set(ref, created);
      return created.clientSecret;
    });
    return { intentId, clientSecret };
  }

  /** A fresh intent waiting for a card, for an order or (orderId null) for a customer. */
  private newIntent(
    intentId: string,
    owner: Pick<TestIntentDoc, 'orderId'> & Partial<Pick<TestIntentDoc, 'uid'>>,
    amountCents: number,
    currency: 'usd',
  ): TestIntentDoc {
    return {
      ...owner,
      amountCents,
      currency,
      clientSecret: newClientSecret(intentId),
      status: 'requires_payment_method',
      lastError: null,
      createdAt: this.now(),
    };
  }

  private async createCustomerIntent(uid: string, amountCents: number, currency: 'usd'): Promise<CreatedIntent> {
    const intentId = customerIntentId();
    const intent = this.newIntent(intentId, { orderId: null, uid }, amountCents, currency);
    await this.intentRef(intentId).create(intent);
    return { intentId, clientSecret: intent.clientSecret };
  }

  async retrievePayment(paymentId: string): Promise<ProviderPayment | null> {
    if (!TEST_INTENT_ID.test(paymentId)) return null;
    const snapshot = await this.intentRef(paymentId).get();
    return snapshot.exists ? toProviderPayment(paymentId, snapshot.data() as TestIntentDoc) : null;
  }

  async cancelIntent(intentId: string): Promise<string> {
    const ref = this.intentRef(intentId);
    return runTransaction(this.db, async (tx) => {
      const intent = (await tx.get(ref)).data() as TestIntentDoc | undefined;
      if (!intent) throw notFound('Unknown payment');
      if (intent.status === 'requires_payment_method') tx.update(ref, { status: 'canceled', canceledAt: this.now() });
      return intent.status === 'requires_payment_method' ? 'canceled' : intent.status;
    });
  }

  /**
   * One full refund per payment, like Stripe's with our idempotency key: asking again gives the same one back. Partial
   * refunds (`amountCents`) are kept by key, never beyond what the payment took.
   */
  async refund(paymentId: string, idempotencyKey: string, amountCents?: number): Promise<{ refundId: string }> {
    const ref = this.intentRef(paymentId);
    // Two admins refunding at once meet on the intent: the loser reads the winner's refund on a later attempt.
    return runTransaction(this.db, async (tx) => {
      const intent = (await tx.get(ref)).data() as TestIntentDoc | undefined;
      if (!intent || intent.status !== 'succeeded') throw conflict(apiMessages.orderNotRefundedPaymentUnknown);
      if (intent.refundId) return { refundId: intent.refundId };
      if (amountCents !== undefined) return this.partialRefund(tx, ref, intent, idempotencyKey, amountCents);
      const refundId = `re_test_${randomBytes(12).toString('hex')}`;
      tx.update(ref, { refundId, refundedAt: this.now() });
      return { refundId };
    });
  }

  private partialRefund(
    tx: Transaction,
    ref: DocumentReference,
    intent: TestIntentDoc,
    key: string,
    amountCents: number,
  ): { refundId: string } {
    const partials = intent.partialRefunds ?? {};
    const earlier = partials[key];
    if (earlier) return { refundId: earlier.refundId };
    const refunded = Object.values(partials).reduce((sum, partial) => sum + partial.amountCents, 0);
    if (amountCents <= 0 || refunded + amountCents > intent.amountCents)
      throw conflict(apiMessages.orderNotRefundedPaymentUnknown);
    const refundId = `re_test_${randomBytes(12).toString('hex')}`;
    tx.update(ref, { [`partialRefunds.${key}`]: { refundId, amountCents, at: this.now() } });
    return { refundId };
  }

  /**
   * The stand-in for Stripe's confirmCardPayment: charges the test card and settles the order at once. A
   * customer's intent (no order) is only charged: the client reports it with PUT /order/{id}, as with Stripe.
   */
  async confirm(clientSecret: string, card: TestCardInput): Promise<TestConfirmResult> {
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    if (!TEST_INTENT_ID.test(intentId)) throw notFound('Unknown payment');
    const ref = this.intentRef(intentId);
    return runTransaction(this.db, async (tx) => {
      const snapshot = await tx.get(ref);
      const intent = snapshot.data() as TestIntentDoc | undefined;
      if (!intent || !sameSecret(intent.clientSecret, clientSecret)) throw notFound('Unknown payment');
      if (intent.status === 'succeeded') throw conflict(apiMessages.orderNotUnpaid);
      if (intent.status === 'canceled') throw conflict(apiMessages.orderNotUnpaid);
      if (intent.orderId === null) return this.chargeInTransaction(tx, ref, intentId, card);

      const order = orderRef(this.db, intent.orderId);
      const orderDoc = await readOrder(tx, order);
      if (!orderDoc) throw notFound('Order not found');
      const failure = testCardOutcome(card, this.now());
      if (failure) {
        if (!recordFailureInTransaction(tx, order, orderDoc, failure.message))
          throw conflict(apiMessages.orderNotUnpaid);
        tx.update(ref, { lastError: failure });
        return { status: 'failed', failure };
      }
      const succeededAt = this.now();
      const payment = toProviderPayment(intentId, { ...intent, status: 'succeeded' });
      const settlement = await settleInTransaction(tx, order, orderDoc, payment, succeededAt);
      if (settlement.outcome === 'not-payable') throw conflict(apiMessages.orderNotUnpaid);
      if (settlement.outcome !== 'paid') throw conflict(apiMessages.paymentNotVerified);
      tx.update(ref, { status: 'succeeded', lastError: null, succeededAt });
      return { status: 'succeeded', transactionId: intentId };
    });
  }

  private chargeInTransaction(
    tx: Transaction,
    ref: DocumentReference,
    intentId: string,
    card: TestCardInput,
  ): TestConfirmResult {
    const failure = testCardOutcome(card, this.now());
    if (failure) {
      tx.update(ref, { lastError: failure });
      return { status: 'failed', failure };
    }
    tx.update(ref, { status: 'succeeded', lastError: null, succeededAt: this.now() });
    return { status: 'succeeded', transactionId: intentId };
  }
}

function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function toProviderPayment(id: string, intent: TestIntentDoc): ProviderPayment {
  return {
    id,
    status: intent.status,
    orderId: intent.orderId,
    uid: intent.orderId === null ? (intent.uid ?? null) : null,
    amountCents: intent.amountCents,
    currency: intent.currency,
    failureMessage: intent.lastError?.message ?? null,
  };
}
