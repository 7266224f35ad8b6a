// The Stripe implementation, handler by handler in this process: a real Firestore (emulator), the real `stripe`
// package pointed at a local stand-in for Stripe's API, and webhooks signed as Stripe signs them.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, collections, validationMessages } from '@toolshop/domain';
import { createPaymentIntent } from '../../functions/src/payments/create-payment-intent';
import type { PaymentDeps, PaymentLog } from '../../functions/src/payments/payment-deps';
import { recordReportedPayment } from '../../functions/src/payments/record-reported-payment';
import { paymentIntentIdempotencyKey, StripePaymentProvider } from '../../functions/src/payments/stripe-provider';
import { handleStripeWebhook, type StripeWebhookDeps } from '../../functions/src/payments/stripe-webhook';
import { Refusal } from '../../functions/src/platform/refusal';
import type { Caller } from '../../functions/src/platform/caller';
import { testAdmin } from '../support/admin';
import { AMOUNT_CENTS, createUnpaidOrder, readOrderDoc } from './support/orders';
import { startStripeStandIn, STAND_IN_SECRET_KEY, type StandInIntent } from './support/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_stand_in_test_secret';
const owner = { uid: 'stripe-owner', email: 'stripe-owner@toolshop.test' };
const ownerCaller: Caller = { ...owner, name: 'Owner', admin: false };

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let stripe: StripePaymentProvider;
const logged: { level: keyof PaymentLog; message: string; data?: object }[] = [];
const log: PaymentLog = {
  info: (message, data) => logged.push({ level: 'info', message, data }),
  warn: (message, data) => logged.push({ level: 'warn', message, data }),
  error: (message, data) => logged.push({ level: 'error', message, data }),
};

function deps(): PaymentDeps & StripeWebhookDeps {
  return { db: testAdmin().db, now: () => new Date(), provider: stripe, stripe, log };
}

function signedEvent(
  type: string,
  intent: StandInIntent,
  options: { secret?: string; timestamp?: number; id?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${randomBytes(10).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: intent },
  });
  const signature = standIn.client.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { body: Buffer.from(payload), signature };
}

async function paidIntentFor(orderId: string, extra: Partial<StandInIntent> = {}): Promise<StandInIntent> {
  return standIn.putIntent({
    id: `pi_${randomBytes(10).toString('hex')}`,
    amount: AMOUNT_CENTS,
    amount_received: AMOUNT_CENTS,
    currency: 'usd',
    status: 'succeeded',
    metadata: { orderId },
    ...extra,
  });
}

async function eventDocExists(body: Buffer): Promise<boolean> {
  const id = (JSON.parse(body.toString()) as { id: string }).id;
  return (await testAdmin().db.collection(collections.stripeEvents).doc(id).get()).exists;
}

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = new StripePaymentProvider(standIn.client, WEBHOOK_SECRET);
});
afterAll(() => standIn.close());

describe('Stripe PaymentIntent creation', () => {
  it('sends the amount from Firestore, USD, the order id in metadata and an idempotency key of the order', async () => {
    const orderId = await createUnpaidOrder(owner);
    standIn.requests.length = 0;
    const answer = await createPaymentIntent(deps(), ownerCaller, { orderId });

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.form).toEqual({
      amount: String(AMOUNT_CENTS),
      currency: 'usd',
      'metadata[orderId]': orderId,
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(request?.headers['idempotency-key']).toBe(paymentIntentIdempotencyKey(orderId));
    expect(request?.headers['idempotency-key']).toContain(orderId);
    expect(request?.headers.authorization).toBe(`Bearer ${STAND_IN_SECRET_KEY}`);

    const intent = [...standIn.intents.values()].find((i) => i.metadata.orderId === orderId);
    expect(answer).toEqual({ clientSecret: intent?.client_secret, provider: 'stripe' });
    // Asking again for the same order gives the same intent, not a second one.
    expect(await createPaymentIntent(deps(), ownerCaller, { orderId })).toEqual(answer);
  });

  it('refuses another user and an order that is no longer unpaid, without calling Stripe', async () => {
    const orderId = await createUnpaidOrder(owner);
    const paidId = await createUnpaidOrder(owner, { status: 'pending', transactionId: 'pi_earlier' });
    standIn.requests.length = 0;
    await expect(
      createPaymentIntent(deps(), { ...ownerCaller, uid: 'someone-else' }, { orderId }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(createPaymentIntent(deps(), ownerCaller, { orderId: paidId })).rejects.toMatchObject({ status: 409 });
    await expect(createPaymentIntent(deps(), ownerCaller, { orderId: 'no-such-order' })).rejects.toMatchObject({
      status: 404,
    });
    expect(standIn.requests).toHaveLength(0);
  });

  it('answers 400, without calling Stripe, for an order whose total no card can carry', async () => {
    const tiny = await createUnpaidOrder(owner, { unitPriceCents: 10, quantity: 4, amountCents: 40 });
    const huge = await createUnpaidOrder(owner, { unitPriceCents: 50_000_000, quantity: 2, amountCents: 100_000_000 });
    standIn.requests.length = 0;
    await expect(createPaymentIntent(deps(), ownerCaller, { orderId: tiny })).rejects.toMatchObject({
      status: 400,
      message: validationMessages.orderTotalTooSmall,
    });
    await expect(createPaymentIntent(deps(), ownerCaller, { orderId: huge })).rejects.toMatchObject({
      status: 400,
      message: validationMessages.orderTotalTooLarge,
    });
    expect(standIn.requests).toHaveLength(0);
  });
});

/** The order without its invoice number, which the sequencer adds a moment after the payment, whenever it runs. */
function withoutInvoiceNumber<T extends object>(order: T): Omit<T, 'invoiceNumber'> {
  const { invoiceNumber: _number, ...rest } = order as T & { invoiceNumber?: unknown };
  return rest;
}

describe('Stripe webhook', () => {
  it('a valid payment_intent.succeeded moves the order to pending once; a replay changes nothing', async () => {
    const orderId = await createUnpaidOrder(owner);
    const intent = await paidIntentFor(orderId);
    const event = signedEvent('payment_intent.succeeded', intent);

    expect(await handleStripeWebhook(deps(), event.body, event.signature)).toEqual({
      status: 200,
      body: { received: true, outcome: 'paid' },
    });
    const paid = withoutInvoiceNumber(await readOrderDoc(orderId));
    expect(paid).toMatchObject({ status: 'pending', transactionId: intent.id, paymentFailure: null });
    expect(paid.paidAt).toBeDefined();
    expect(await eventDocExists(event.body)).toBe(true);

    const replay = await handleStripeWebhook(deps(), event.body, event.signature);
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(withoutInvoiceNumber(await readOrderDoc(orderId))).toEqual(paid);
  });

  it('a forged or stale signature gets 400 and changes nothing', async () => {
    const orderId = await createUnpaidOrder(owner);
    const intent = await paidIntentFor(orderId);
    const forged = signedEvent('payment_intent.succeeded', intent, { secret: 'whsec_not_ours' });
    const stale = signedEvent('payment_intent.succeeded', intent, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const valid = signedEvent('payment_intent.succeeded', intent);

    expect((await handleStripeWebhook(deps(), forged.body, forged.signature)).status).toBe(400);
    expect((await handleStripeWebhook(deps(), stale.body, stale.signature)).status).toBe(400);
    // The body changed after signing (a different amount or order): the signature no longer matches.
    const tampered = Buffer.from(valid.body.toString().replace(orderId, 'another-order'));
    expect((await handleStripeWebhook(deps(), tampered, valid.signature)).status).toBe(400);
    expect((await handleStripeWebhook(deps(), valid.body, undefined)).status).toBe(400);

    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'unpaid', transactionId: null });
    expect(await eventDocExists(forged.body)).toBe(false);
    expect(logged.some((entry) => entry.level === 'warn' && entry.message.includes('signature'))).toBe(true);
  });

  it('acknowledges an event for an unknown order and logs it', async () => {
    const intent = await paidIntentFor('no-such-order');
    const event = signedEvent('payment_intent.succeeded', intent);
    logged.length = 0;
    const answer = await handleStripeWebhook(deps(), event.body, event.signature);
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'order-not-found' } });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'Stripe event for an unknown order',
        data: expect.objectContaining({ orderId: 'no-such-order' }),
      }),
    );
  });

  it('payment_intent.payment_failed leaves the order unpaid and keeps the reason', async () => {
    const orderId = await createUnpaidOrder(owner);
    const intent = await paidIntentFor(orderId, {
      status: 'requires_payment_method',
      amount_received: 0,
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const event = signedEvent('payment_intent.payment_failed', intent);
    expect((await handleStripeWebhook(deps(), event.body, event.signature)).body).toMatchObject({
      outcome: 'failure-recorded',
    });
    expect(await readOrderDoc(orderId)).toMatchObject({
      status: 'unpaid',
      transactionId: null,
      paymentFailure: 'Your card was declined.',
    });
  });

  it('handles events out of order by re-reading the intent: a late failure never undoes a payment', async () => {
    const orderId = await createUnpaidOrder(owner);
    // The failure event of a first attempt arrives after the customer already paid with a second card.
    const failedCopy = await paidIntentFor(orderId, {
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    standIn.putIntent({
      id: failedCopy.id,
      status: 'succeeded',
      amount_received: AMOUNT_CENTS,
      last_payment_error: null,
    });
    const lateFailure = signedEvent('payment_intent.payment_failed', failedCopy);
    expect((await handleStripeWebhook(deps(), lateFailure.body, lateFailure.signature)).body).toMatchObject({
      outcome: 'paid',
    });
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'pending', transactionId: failedCopy.id });

    // And the success event, arriving last, finds the order already paid by that very intent.
    const success = signedEvent('payment_intent.succeeded', standIn.intents.get(failedCopy.id)!);
    expect((await handleStripeWebhook(deps(), success.body, success.signature)).body).toMatchObject({
      outcome: 'already-paid',
    });
  });

  it('does not trust the event copy of the intent, nor an amount that differs from the order', async () => {
    const orderId = await createUnpaidOrder(owner);
    // The event claims success, Stripe says the intent is still unpaid.
    const unpaid = await paidIntentFor(orderId, { status: 'requires_payment_method', amount_received: 0 });
    const claim = signedEvent('payment_intent.succeeded', { ...unpaid, status: 'succeeded' });
    expect((await handleStripeWebhook(deps(), claim.body, claim.signature)).body).toMatchObject({
      outcome: 'no-change',
    });

    const cheaper = await paidIntentFor(orderId, { amount: 100, amount_received: 100 });
    const event = signedEvent('payment_intent.succeeded', cheaper);
    logged.length = 0;
    expect((await handleStripeWebhook(deps(), event.body, event.signature)).body).toMatchObject({
      outcome: 'mismatch',
    });
    expect(logged.some((entry) => entry.level === 'error')).toBe(true);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'unpaid', transactionId: null });
  });
});

describe('PUT /order/{id} pending: the reported transaction is verified with Stripe', () => {
  it('refuses a made-up or malformed transaction id and accepts a succeeded intent of this order', async () => {
    const orderId = await createUnpaidOrder(owner);
    const report = (transactionId: string) =>
      recordReportedPayment({ ...deps(), paymentProvider: () => stripe }, orderId, transactionId, ownerCaller);

    await expect(report('pi_madeup123')).rejects.toMatchObject({
      status: 409,
      message: apiMessages.paymentNotVerified,
    });
    standIn.requests.length = 0;
    await expect(report('../v1/charges')).rejects.toBeInstanceOf(Refusal);
    expect(standIn.requests).toHaveLength(0);

    const otherOrder = await createUnpaidOrder(owner);
    const otherOrdersPayment = await paidIntentFor(otherOrder);
    await expect(report(otherOrdersPayment.id)).rejects.toMatchObject({ status: 409 });
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'unpaid', transactionId: null });

    const intent = await paidIntentFor(orderId);
    await report(intent.id);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'pending', transactionId: intent.id });
    await report(intent.id); // the same report again is harmless
    const secondPayment = await paidIntentFor(orderId);
    await expect(report(secondPayment.id)).rejects.toMatchObject({ status: 409, message: apiMessages.orderNotUnpaid });
  });
});

describe("SPEC §7's { price } intent with Stripe: bound to the customer, it pays an order only when reported", () => {
  const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;
  /** What Stripe holds once the customer paid the intent in the browser. */
  const succeed = (intentId: string) =>
    standIn.putIntent({ id: intentId, status: 'succeeded', amount_received: standIn.intents.get(intentId)!.amount });
  const report = (orderId: string, transactionId: string, caller: Caller = ownerCaller) =>
    recordReportedPayment({ ...deps(), paymentProvider: () => stripe }, orderId, transactionId, caller);

  it('creates the intent for that amount with the caller in metadata and no order, a new one each time', async () => {
    standIn.requests.length = 0;
    const answer = await createPaymentIntent(deps(), ownerCaller, { amountCents: AMOUNT_CENTS });
    expect(answer.provider).toBe('stripe');
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]?.form).toEqual({
      amount: String(AMOUNT_CENTS),
      currency: 'usd',
      'metadata[uid]': owner.uid,
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(standIn.requests[0]?.headers['idempotency-key']).not.toContain('order');
    const again = await createPaymentIntent(deps(), ownerCaller, { amountCents: AMOUNT_CENTS });
    expect(intentIdOf(again.clientSecret)).not.toBe(intentIdOf(answer.clientSecret));
  });

  it('pays the reported order of exactly its amount, and no second order', async () => {
    const first = await createUnpaidOrder(owner);
    const second = await createUnpaidOrder(owner);
    const intentId = intentIdOf(
      (await createPaymentIntent(deps(), ownerCaller, { amountCents: AMOUNT_CENTS })).clientSecret,
    );

    // Not paid yet in Stripe: nothing moves.
    await expect(report(first, intentId)).rejects.toMatchObject({
      status: 409,
      message: apiMessages.paymentNotVerified,
    });
    succeed(intentId);
    await report(first, intentId);
    expect(await readOrderDoc(first)).toMatchObject({ status: 'pending', transactionId: intentId });
    await report(first, intentId); // the same report again is harmless
    await expect(report(second, intentId)).rejects.toMatchObject({
      status: 409,
      message: apiMessages.paymentNotVerified,
    });
    expect(await readOrderDoc(second)).toMatchObject({ status: 'unpaid', transactionId: null });
  });

  it("refuses a payment of another amount and another customer's payment", async () => {
    const orderId = await createUnpaidOrder(owner);
    const cheaper = intentIdOf(
      (await createPaymentIntent(deps(), ownerCaller, { amountCents: AMOUNT_CENTS - 1 })).clientSecret,
    );
    succeed(cheaper);
    await expect(report(orderId, cheaper)).rejects.toMatchObject({ status: 409 });

    const stranger: Caller = {
      uid: 'stripe-stranger',
      email: 'stranger@toolshop.test',
      name: 'Stranger',
      admin: false,
    };
    const strangers = intentIdOf(
      (await createPaymentIntent(deps(), stranger, { amountCents: AMOUNT_CENTS })).clientSecret,
    );
    succeed(strangers);
    await expect(report(orderId, strangers)).rejects.toMatchObject({ status: 409 });
    await expect(report(orderId, strangers, stranger)).rejects.toMatchObject({ status: 403 });
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'unpaid', transactionId: null });
  });

  it('its webhook is acknowledged and logged, and pays nothing by guessing', async () => {
    const orderId = await createUnpaidOrder(owner);
    const intentId = intentIdOf(
      (await createPaymentIntent(deps(), ownerCaller, { amountCents: AMOUNT_CENTS })).clientSecret,
    );
    const event = signedEvent('payment_intent.succeeded', succeed(intentId));
    logged.length = 0;
    expect(await handleStripeWebhook(deps(), event.body, event.signature)).toEqual({
      status: 200,
      body: { received: true, outcome: 'customer-intent' },
    });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'info',
        data: expect.objectContaining({ paymentIntentId: intentId, uid: owner.uid }),
      }),
    );
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'unpaid', transactionId: null });
    // Reported by its customer, the same payment then pays the order.
    await report(orderId, intentId);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'pending', transactionId: intentId });
  });
});
