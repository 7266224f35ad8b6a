// POST /stripe/webhook: Stripe tells us a PaymentIntent succeeded or failed, or a charge was refunded (perhaps in
// Stripe's dashboard: the order becomes refunded, stock untouched). A payment that succeeds for an order that
// expired or was cancelled is refunded at once (late-payment.ts). Trusted only when the signature
// matches the raw body; each event id is processed once (stripeEvents, written in the same transaction as the
// order); the event's copy of the intent is not trusted either: the intent is read back from Stripe, so events
// arriving late or out of order act on its current state. Stripe retries anything but a 2xx, so an event we
// cannot use (unknown order) is acknowledged and logged rather than refused. An intent made for a customer and
// no order (SPEC §7's { price }) pays nothing here: which order it pays is for the customer to report with
// PUT /order/{id}, never for us to guess.
import { collections, DOC_ID_PATTERN, type OrderDoc } from '@toolshop/domain';
import type Stripe from 'stripe';
import type { PaymentDeps } from './payment-deps';
import type { StripePaymentProvider } from './stripe-provider';
import { orderRef, readOrder, recordFailureInTransaction, settleInTransaction } from './order-settlement';
import { isLatePayment, refundLatePayment } from './late-payment';
import { syncRefundInTransaction } from './refund-sync';
import { runTransaction } from '../platform/run-transaction';

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

export type StripeWebhookDeps = Omit<PaymentDeps, 'provider'> & { stripe: StripePaymentProvider };

const HANDLED_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded']);

export async function handleStripeWebhook(
  deps: StripeWebhookDeps,
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  if (!rawBody || !signature) return { status: 400, body: { message: 'Missing Stripe signature' } };
  let event: Stripe.Event;
  try {
    event = deps.stripe.verifyWebhookEvent(rawBody, signature);
  } catch (error) {
    deps.log.warn('Stripe webhook refused: signature not valid', {
      reason: error instanceof Error ? error.message : String(error),
    });
    return { status: 400, body: { message: 'Invalid Stripe signature' } };
  }
  if (!HANDLED_EVENTS.has(event.type)) return { status: 200, body: { received: true, ignored: event.type } };
  if (!DOC_ID_PATTERN.test(event.id)) return { status: 400, body: { message: 'Invalid event id' } };

  const eventRef = deps.db.collection(collections.stripeEvents).doc(event.id);
  if ((await eventRef.get()).exists) return { status: 200, body: { received: true, duplicate: true } };

  // A charge names its intent; an intent event carries the intent itself.
  const object = event.data.object as { id: string; object?: string; payment_intent?: string | { id: string } | null };
  const intentId =
    object.object === 'charge'
      ? typeof object.payment_intent === 'string'
        ? object.payment_intent
        : (object.payment_intent?.id ?? '')
      : object.id;
  const payment = await deps.stripe.retrievePayment(intentId);
  const orderId = payment?.orderId && DOC_ID_PATTERN.test(payment.orderId) ? payment.orderId : null;

  let outcome: string;
  let orderStatus: OrderDoc['status'] | undefined;
  try {
    outcome = await runTransaction(deps.db, async (tx) => {
      if ((await tx.get(eventRef)).exists) return 'duplicate';
      const ref = orderId ? orderRef(deps.db, orderId) : null;
      const order = ref ? await readOrder(tx, ref) : undefined;
      orderStatus = order?.status;
      let result: string;
      if (!payment) result = 'unknown-payment';
      else if (payment.orderId === null && payment.uid !== null) result = 'customer-intent';
      else if (!ref || !order) result = 'order-not-found';
      else if (event.type === 'charge.refunded')
        result = await syncRefundInTransaction(tx, ref, order, payment, event.data.object as Stripe.Charge, deps.now());
      else if (payment.status === 'succeeded')
        result = (await settleInTransaction(tx, ref, order, payment, deps.now())).outcome;
      else if (payment.failureMessage)
        result = recordFailureInTransaction(tx, ref, order, payment.failureMessage)
          ? 'failure-recorded'
          : 'not-payable';
      else result = 'no-change';
      tx.create(eventRef, {
        type: event.type,
        paymentIntentId: intentId,
        orderId,
        outcome: result,
        processedAt: deps.now(),
      });
      return result;
    });
  } catch (error) {
    // A parallel delivery of the same event committed first (its create of the event doc won): a duplicate,
    // not a failure. Anything else is a real error and Stripe will retry it.
    if ((await eventRef.get()).exists) return { status: 200, body: { received: true, duplicate: true } };
    throw error;
  }

  const context = { eventId: event.id, type: event.type, paymentIntentId: intentId, orderId, outcome };
  if (outcome === 'not-payable' && payment && orderId && isLatePayment(payment, orderStatus)) {
    await refundLatePayment({ provider: deps.stripe, log: deps.log }, payment, orderId, orderStatus!);
    return { status: 200, body: { received: true, outcome: 'refunded-late-payment' } };
  }
  if (outcome === 'order-not-found' || outcome === 'unknown-payment')
    deps.log.warn('Stripe event for an unknown order', context);
  else if (outcome === 'customer-intent')
    deps.log.info('Stripe event for an intent made without an order: it pays one when reported', {
      ...context,
      uid: payment?.uid,
    });
  // Money taken that did not pay the order (wrong amount, order no longer unpaid): a person must look at it.
  else if (outcome === 'mismatch' || (outcome === 'not-payable' && payment?.status === 'succeeded')) {
    deps.log.error('Stripe payment could not be applied to its order', context);
  } else deps.log.info('Stripe event processed', context);
  return { status: 200, body: { received: true, outcome } };
}
