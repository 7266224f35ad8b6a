// Cancels, refunds, expiry and late payments with Stripe, handler by handler in this process: a real Firestore
// (emulator), the real `stripe` package pointed at the local stand-in, webhooks signed as Stripe signs them.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, collections, ORDER_EVENTS, type OrderEventDoc, type ProductDoc } from '@toolshop/domain';
import { createPaymentIntent } from '../../functions/src/payments/create-payment-intent';
import type { PaymentDeps, PaymentLog } from '../../functions/src/payments/payment-deps';
import { StripePaymentProvider } from '../../functions/src/payments/stripe-provider';
import { handleStripeWebhook, type StripeWebhookDeps } from '../../functions/src/payments/stripe-webhook';
import { latePaymentRefundKey } from '../../functions/src/payments/late-payment';
import { recordReportedPayment } from '../../functions/src/payments/record-reported-payment';
import { DASHBOARD_REFUND_REASON } from '../../functions/src/payments/refund-sync';
import { cancelOrder } from '../../functions/src/orders/cancel-order';
import { refundOrder, orderRefundKey } from '../../functions/src/orders/refund-order';
import { expireOrder } from '../../functions/src/orders/order-expiry';
import type { Caller } from '../../functions/src/platform/caller';
import { testAdmin } from '../support/admin';
import { inProcessDeps } from '../api/helpers/order-moves';
import { AMOUNT_CENTS, QUANTITY, createPaymentTestProduct, createUnpaidOrder, readOrderDoc } from './support/orders';
import { startStripeStandIn, type StandInIntent } from './support/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_stand_in_order_moves';
const owner = { uid: 'stripe-moves-owner', email: 'stripe-moves-owner@toolshop.test' };
const ownerCaller: Caller = { ...owner, name: 'Owner', admin: false };
const adminCaller: Caller = { uid: 'stripe-moves-admin', email: 'admin@toolshop.test', name: 'Admin', admin: true };

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let stripe: StripePaymentProvider;
let productId: string;
const logged: { level: keyof PaymentLog; message: string; data?: object }[] = [];
const log: PaymentLog = {
  info: (message, data) => logged.push({ level: 'info', message, data }),
  warn: (message, data) => logged.push({ level: 'warn', message, data }),
  error: (message, data) => logged.push({ level: 'error', message, data }),
};

const paymentDeps = (): PaymentDeps & StripeWebhookDeps => ({
  db: testAdmin().db,
  now: () => new Date(),
  provider: stripe,
  stripe,
  log,
});
/** The in-process API's Deps, paying through the real Stripe client pointed at the stand-in. */
const viaStripeDeps = () => ({ ...inProcessDeps(), paymentProvider: () => stripe });

function signed(type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(10).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const signature = standIn.client.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { body: Buffer.from(payload), signature };
}

const deliver = (event: { body: Buffer; signature: string }) =>
  handleStripeWebhook(paymentDeps(), event.body, event.signature);

async function available(): Promise<number> {
  const doc = await testAdmin().db.collection(collections.products).doc(productId).get();
  return (doc.data() as ProductDoc).available;
}

async function events(orderId: string): Promise<OrderEventDoc[]> {
  const snapshot = await testAdmin().db.collection(collections.orders).doc(orderId).collection(ORDER_EVENTS).get();
  return snapshot.docs.map((doc) => doc.data() as OrderEventDoc);
}

/** An order paid through Stripe: its intent succeeded at the stand-in and the order is pending with it. */
async function paidOrder(): Promise<{ orderId: string; intent: StandInIntent }> {
  const orderId = await createUnpaidOrder(owner, { productId });
  const intent = standIn.putIntent({
    id: `pi_${randomBytes(10).toString('hex')}`,
    amount: AMOUNT_CENTS,
    amount_received: AMOUNT_CENTS,
    status: 'succeeded',
    metadata: { orderId },
  });
  await testAdmin()
    .db.collection(collections.orders)
    .doc(orderId)
    .update({ status: 'pending', transactionId: intent.id, paidAt: new Date() });
  return { orderId, intent };
}

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = new StripePaymentProvider(standIn.client, WEBHOOK_SECRET);
  productId = await createPaymentTestProduct();
});
afterAll(() => standIn.close());

describe('cancel with Stripe', () => {
  it("cancels the order's PaymentIntent at Stripe first, then the order", async () => {
    const orderId = await createUnpaidOrder(owner, { productId });
    await createPaymentIntent(paymentDeps(), ownerCaller, { orderId });
    const { paymentIntentId } = await readOrderDoc(orderId);
    expect(paymentIntentId).toMatch(/^pi_/);
    standIn.requests.length = 0;
    await cancelOrder(viaStripeDeps(), ownerCaller, orderId, { reason: 'Changed my mind' });
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/payment_intents/${paymentIntentId}/cancel`,
    ]);
    expect(standIn.intents.get(paymentIntentId!)?.status).toBe('canceled');
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'Changed my mind' });
  });

  it('refuses (409) and says why when the payment is processing or has succeeded; the order stays unpaid', async () => {
    for (const [status, message] of [
      ['processing', apiMessages.cancelPaymentProcessing],
      ['succeeded', apiMessages.cancelPaymentSucceeded],
    ] as const) {
      const orderId = await createUnpaidOrder(owner, { productId });
      await createPaymentIntent(paymentDeps(), ownerCaller, { orderId });
      const { paymentIntentId } = await readOrderDoc(orderId);
      standIn.putIntent({ id: paymentIntentId!, status });
      await expect(cancelOrder(viaStripeDeps(), ownerCaller, orderId, {})).rejects.toMatchObject({
        status: 409,
        message,
      });
      expect((await readOrderDoc(orderId)).status).toBe('unpaid');
      expect(await events(orderId)).toEqual([]);
    }
  });
});

describe('refund with Stripe', () => {
  it("refunds the order's payment in full with an idempotency key of the order; restock returns the quantity", async () => {
    const { orderId, intent } = await paidOrder();
    const before = await available();
    standIn.requests.length = 0;
    await refundOrder(viaStripeDeps(), adminCaller, orderId, { reason: 'Faulty', restock: true });
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      form: { payment_intent: intent.id },
    });
    expect(standIn.requests[0]?.headers['idempotency-key']).toBe(orderRefundKey(orderId));
    const order = await readOrderDoc(orderId);
    expect(order).toMatchObject({ status: 'refunded', restocked: true, refundReason: 'Faulty' });
    expect(standIn.refunds.get(order.refundId!)?.payment_intent).toBe(intent.id);
    expect(await available()).toBe(before + QUANTITY);
  });

  it("charge.refunded from Stripe's dashboard marks the order refunded, once, without restocking", async () => {
    const { orderId, intent } = await paidOrder();
    const before = await available();
    const event = signed('charge.refunded', standIn.refundedCharge(intent));
    expect((await deliver(event)).body).toMatchObject({ outcome: 'refunded' });
    expect((await deliver(event)).body).toMatchObject({ duplicate: true });
    expect(await readOrderDoc(orderId)).toMatchObject({
      status: 'refunded',
      restocked: false,
      refundReason: DASHBOARD_REFUND_REASON,
    });
    expect((await events(orderId)).map((e) => [e.from, e.to, e.by])).toEqual([['pending', 'refunded', null]]);
    expect(await available()).toBe(before);
    const again = signed('charge.refunded', standIn.refundedCharge(intent));
    expect((await deliver(again)).body).toMatchObject({ outcome: 'already-refunded' });
  });

  it('refund vs its own webhook at the same moment: one move, restocked once, no error', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId, intent } = await paidOrder();
      const before = await available();
      const refund = refundOrder(viaStripeDeps(), adminCaller, orderId, { reason: 'Race', restock: true });
      // Stripe sends charge.refunded once the refund exists: fire it then, racing the request's own transaction.
      let refundId: string | undefined;
      while (!(refundId = [...standIn.refunds.values()].find((r) => r.payment_intent === intent.id)?.id))
        await new Promise((resolve) => setTimeout(resolve, 2));
      await new Promise((resolve) => setTimeout(resolve, round * 10));
      const webhook = deliver(signed('charge.refunded', standIn.refundedCharge(intent, refundId)));
      const [refunded, delivered] = await Promise.allSettled([refund, webhook]);
      expect(delivered.status).toBe('fulfilled');
      // The admin's request either made the move or found the event's move and added the restock.
      expect(refunded.status).toBe('fulfilled');
      expect((await events(orderId)).filter((e) => e.to === 'refunded')).toHaveLength(1);
      expect(await readOrderDoc(orderId)).toMatchObject({ status: 'refunded', restocked: true });
      expect(await available()).toBe(before + QUANTITY);
    }
  });
});

describe('payments that arrive late', () => {
  it('a payment that succeeds for a cancelled order is refunded at once and logged at error level', async () => {
    const orderId = await createUnpaidOrder(owner, { productId });
    await cancelOrder(viaStripeDeps(), ownerCaller, orderId, {});
    const intent = standIn.putIntent({
      id: `pi_${randomBytes(10).toString('hex')}`,
      amount: AMOUNT_CENTS,
      amount_received: AMOUNT_CENTS,
      status: 'succeeded',
      metadata: { orderId },
    });
    standIn.requests.length = 0;
    logged.length = 0;
    const answer = await deliver(signed('payment_intent.succeeded', intent));
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'refunded-late-payment' } });
    const refund = standIn.requests.find((r) => r.path === '/v1/refunds');
    expect(refund?.form.payment_intent).toBe(intent.id);
    expect(refund?.headers['idempotency-key']).toBe(latePaymentRefundKey(intent.id));
    expect(logged.filter((l) => l.level === 'error')).toHaveLength(1);
    expect((await readOrderDoc(orderId)).status).toBe('cancelled');
  });

  it('reported with PUT /order/{id} instead: refused (409, the order was cancelled) and refunded all the same', async () => {
    const orderId = await createUnpaidOrder(owner, { productId });
    await cancelOrder(viaStripeDeps(), ownerCaller, orderId, {});
    const intent = standIn.putIntent({
      id: `pi_${randomBytes(10).toString('hex')}`,
      amount: AMOUNT_CENTS,
      amount_received: AMOUNT_CENTS,
      status: 'succeeded',
      metadata: { orderId },
    });
    standIn.requests.length = 0;
    await expect(recordReportedPayment(viaStripeDeps(), orderId, intent.id, ownerCaller)).rejects.toMatchObject({
      status: 409,
      message: apiMessages.orderCancelledAlready,
    });
    expect(standIn.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.form.payment_intent)).toEqual([
      intent.id,
    ]);
    expect((await readOrderDoc(orderId)).status).toBe('cancelled');
  });

  it('expiry vs a payment that succeeded just before the deadline: the order is paid, not expired', async () => {
    const past = new Date(Date.now() - 1000);
    const orderId = await createUnpaidOrder(owner, { productId, expiresAt: past });
    const intent = standIn.putIntent({
      id: `pi_${randomBytes(10).toString('hex')}`,
      amount: AMOUNT_CENTS,
      amount_received: AMOUNT_CENTS,
      status: 'succeeded',
      metadata: { orderId },
    });
    await testAdmin().db.collection(collections.orders).doc(orderId).update({ paymentIntentId: intent.id });
    const before = await available();
    const [expiry, webhook] = await Promise.all([
      expireOrder(viaStripeDeps(), { orderId }),
      deliver(signed('payment_intent.succeeded', intent)),
    ]);
    expect(expiry).toBe('paid-meanwhile');
    expect(webhook.status).toBe(200);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'pending', transactionId: intent.id });
    expect((await events(orderId)).map((e) => e.to)).toEqual(['pending']);
    expect(await available()).toBe(before);
  });

  it('an expired order is refused a new intent with a clear message', async () => {
    const orderId = await createUnpaidOrder(owner, { productId, expiresAt: new Date(Date.now() - 1000) });
    await expect(createPaymentIntent(paymentDeps(), ownerCaller, { orderId })).rejects.toMatchObject({
      status: 409,
      message: apiMessages.orderExpired,
    });
  });
});
