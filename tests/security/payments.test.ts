// Payments under attack: racing confirmations, paying a cancelled order, a payment replayed on another
// order, and Stripe webhooks that are forged, tampered, stale, replayed in parallel or lie about the intent.
// Exactly one state change where one is legal, none otherwise. (The payment flows themselves: tests/payments.)
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, type OrderDoc } from '@toolshop/domain';
import type { PaymentDeps, PaymentLog } from '../../functions/src/payments/payment-deps';
import { StripePaymentProvider } from '../../functions/src/payments/stripe-provider';
import { handleStripeWebhook, type StripeWebhookDeps } from '../../functions/src/payments/stripe-webhook';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createProduct, orderDoc, placeOrder, productDoc } from '../api/helpers/fixtures';
import { AMOUNT_CENTS, createUnpaidOrder, readOrderDoc } from '../payments/support/orders';
import { startStripeStandIn, type StandInIntent } from '../payments/support/stripe-stand-in';
import { changedPaths, takeSnapshot } from './support/firestore-snapshot';
import { recordFigures } from './support/figures';

const card = (number = '4242 4242 4242 4242') => ({
  number,
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
});
const figures: Record<string, unknown> = {};

let customer: TestAccount;
let admin: TestAccount;
let productId: string;
beforeAll(async () => {
  [customer, admin] = await Promise.all([createAccount(), createAccount({ admin: true })]);
  productId = await createProduct({ available: 1000, minimum: 1 });
});
afterAll(() => recordFigures('payments', 'attacks', figures));

async function intentFor(orderId: string): Promise<string> {
  const { status, body } = await api('POST', '/create-payment-intent', { token: customer.token, body: { orderId } });
  if (status !== 200) throw new Error(`create-payment-intent: ${status} ${JSON.stringify(body)}`);
  return body.clientSecret as string;
}
const confirm = (clientSecret: string) =>
  api('POST', '/payments/test/confirm', { body: { clientSecret, card: card() } });
const statusesOf = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe('test gateway through the API', () => {
  it('five confirmations of one payment at once: one succeeds, the order is paid once', async () => {
    const orderId = await placeOrder(customer.token, productId, 1);
    const secret = await intentFor(orderId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(secret)));
    expect(statusesOf(answers)).toEqual([200, 409, 409, 409, 409]);
    const order = await orderDoc(orderId);
    expect(order).toMatchObject({ status: 'pending', transactionId: `pi_test_${orderId}` });
    // Reporting that payment again, three times at once, is harmless and changes nothing.
    const before = await takeSnapshot();
    const reports = await Promise.all(
      Array.from({ length: 3 }, () =>
        api('PUT', `/order/${orderId}`, {
          token: customer.token,
          body: { status: 'pending', transactionId: `pi_test_${orderId}` },
        }),
      ),
    );
    expect(statusesOf(reports)).toEqual([200, 200, 200]);
    expect(changedPaths(before, await takeSnapshot())).toEqual([]);
    figures['parallel confirmations'] = { tried: 5, succeeded: 1, refused: 4, reportsAfterwards: 3, changes: 0 };
  });

  it('two admins confirming one paid order at once: one succeeds, confirmed once', async () => {
    const orderId = await placeOrder(customer.token, productId, 1);
    expect((await confirm(await intentFor(orderId))).status).toBe(200);
    const otherAdmin = await createAccount({ admin: true });
    const answers = await Promise.all(
      [admin, otherAdmin].map((a) => api('PUT', `/order/${orderId}`, { token: a.token, body: { status: 'success' } })),
    );
    expect(statusesOf(answers)).toEqual([200, 409]);
    const order = (await orderDoc(orderId)) as OrderDoc;
    expect(order.status).toBe('success');
    expect([admin.uid, otherAdmin.uid]).toContain(order.confirmedBy);
    figures['parallel admin confirms'] = { tried: 2, succeeded: 1, refused: 1 };
  });

  it('a cancelled order cannot be paid, not even with the intent made before cancelling', async () => {
    const orderId = await placeOrder(customer.token, productId, 1);
    const secret = await intentFor(orderId);
    expect((await api('DELETE', `/order/${orderId}`, { token: customer.token })).status).toBe(200);
    const before = await takeSnapshot();
    expect((await confirm(secret)).status).toBe(409);
    expect((await api('POST', '/create-payment-intent', { token: customer.token, body: { orderId } })).status).toBe(
      409,
    );
    expect(
      (
        await api('PUT', `/order/${orderId}`, {
          token: customer.token,
          body: { status: 'pending', transactionId: `pi_test_${orderId}` },
        })
      ).status,
    ).toBe(409);
    expect(changedPaths(before, await takeSnapshot())).toEqual([]);
    // The cancel cancelled the intent at the gateway first: it can take no money.
    expect(
      (await testAdmin().db.collection(collections.testPaymentIntents).doc(`pi_test_${orderId}`).get()).data()?.status,
    ).toBe('canceled');
  });

  it('cancel and pay at the same moment: exactly one wins, and stock matches the outcome', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const raceProduct = await createProduct({ available: 5, minimum: 1 });
      const orderId = await placeOrder(customer.token, raceProduct, 2);
      const secret = await intentFor(orderId);
      const [cancel, pay] = await Promise.all([
        api('DELETE', `/order/${orderId}`, { token: customer.token }),
        confirm(secret),
      ]);
      const order = await orderDoc(orderId);
      const stock = (await productDoc(raceProduct))?.available;
      if (cancel.status === 200) {
        expect(pay.status).toBe(409);
        expect(order?.status).toBe('cancelled');
        expect(stock).toBe(5);
        outcomes.push('cancelled');
      } else {
        expect([cancel.status, pay.status]).toEqual([409, 200]);
        expect(order?.status).toBe('pending');
        expect(stock).toBe(3);
        outcomes.push('paid');
      }
    }
    figures['cancel vs pay'] = { rounds: 5, outcomes };
  });

  it('a payment of one order reported on another order of the same amount is refused', async () => {
    const paidId = await placeOrder(customer.token, productId, 1);
    const otherId = await placeOrder(customer.token, productId, 1);
    expect((await confirm(await intentFor(paidId))).status).toBe(200);
    const before = await takeSnapshot();
    const answer = await api('PUT', `/order/${otherId}`, {
      token: customer.token,
      body: { status: 'pending', transactionId: `pi_test_${paidId}` },
    });
    expect(answer.status).toBe(409);
    expect(changedPaths(before, await takeSnapshot())).toEqual([]);
    expect((await orderDoc(otherId))?.status).toBe('unpaid');
  });

  it('webhooks sent to the API while Stripe is not configured move nothing', async () => {
    const orderId = await placeOrder(customer.token, productId, 1);
    const before = await takeSnapshot();
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      data: { object: { id: `pi_test_${orderId}`, metadata: { orderId } } },
    });
    const answer = await api('POST', '/stripe/webhook', {
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(answer.status).toBe(404);
    expect(changedPaths(before, await takeSnapshot())).toEqual([]);
  });
});

describe('Stripe webhooks, the handler against a stand-in for Stripe', () => {
  const SECRET = 'whsec_security_test';
  const owner = { uid: 'security-owner', email: 'security-owner@toolshop.test' };
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let deps: StripeWebhookDeps & PaymentDeps;
  const quiet: PaymentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const stripe = new StripePaymentProvider(standIn.client, SECRET);
    deps = { db: testAdmin().db, now: () => new Date(), provider: stripe, stripe, log: quiet };
  });
  afterAll(() => standIn?.close());

  function event(
    intent: StandInIntent,
    options: { secret?: string; timestamp?: number; id?: string; tamper?: (payload: string) => string } = {},
  ) {
    const payload = JSON.stringify({
      id: options.id ?? `evt_${randomBytes(10).toString('hex')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: intent },
    });
    const signature = standIn.client.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? SECRET,
      timestamp: options.timestamp,
    });
    return { body: Buffer.from(options.tamper ? options.tamper(payload) : payload), signature };
  }
  const paidIntent = (orderId: string, extra: Partial<StandInIntent> = {}) =>
    standIn.putIntent({
      id: `pi_${randomBytes(10).toString('hex')}`,
      amount: AMOUNT_CENTS,
      amount_received: AMOUNT_CENTS,
      currency: 'usd',
      status: 'succeeded',
      metadata: { orderId },
      ...extra,
    });

  it('the same event delivered eight times at once pays the order once and is recorded once', async () => {
    const orderId = await createUnpaidOrder(owner);
    const delivery = event(paidIntent(orderId));
    const deliver = (): Promise<{ status: number; body: Record<string, unknown> }> =>
      handleStripeWebhook(deps, delivery.body, delivery.signature).catch((error: unknown) => ({
        status: 500,
        body: { error: String(error) },
      }));
    const burst = await Promise.all(Array.from({ length: 8 }, deliver));
    // A delivery that lost a transaction race may fail (a 500: Stripe delivers it again later); the retry must
    // then find the event done. Either way the order changes once.
    const retried = [];
    for (const failed of burst.filter((a) => a.status !== 200)) retried.push(await deliver(), failed);
    const outcomes = burst.map(
      (a) => (a.body.outcome as string | undefined) ?? (a.body.duplicate ? 'duplicate' : `failed ${a.status}`),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'paid' && o !== 'duplicate' && !o.startsWith('failed'))).toEqual([]);
    expect(retried.filter((a, i) => i % 2 === 0).every((a) => a.status === 200 && a.body.duplicate === true)).toBe(
      true,
    );
    expect((await readOrderDoc(orderId)).status).toBe('pending');
    const events = await testAdmin().db.collection(collections.stripeEvents).where('orderId', '==', orderId).get();
    expect(events.size).toBe(1);
    figures['parallel webhook replay'] = { deliveries: 8, paid: 1, failedAndRetried: retried.length / 2, outcomes };
  });

  it('two different events for one payment at once: the order is paid once', async () => {
    const orderId = await createUnpaidOrder(owner);
    const intent = paidIntent(orderId);
    const answers = await Promise.all(
      [event(intent), event(intent)].map((d) => handleStripeWebhook(deps, d.body, d.signature)),
    );
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['already-paid', 'paid']);
  });

  it('forged, tampered, stale and lying events change nothing', async () => {
    const orderId = await createUnpaidOrder(owner);
    const otherOrderId = await createUnpaidOrder(owner, { amountCents: AMOUNT_CENTS * 2, quantity: 6 });
    const cancelledId = await createUnpaidOrder(owner);
    await testAdmin().db.collection(collections.orders).doc(cancelledId).delete();
    const before = await takeSnapshot();
    const cases = {
      forged: event(paidIntent(orderId), { secret: 'whsec_attacker' }),
      tampered: event(paidIntent(otherOrderId), { tamper: (p) => p.replace(otherOrderId, orderId) }),
      stale: event(paidIntent(orderId), { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      // Signed, but the intent at Stripe was never paid: the event's copy is not believed.
      'claims success, intent unpaid': event({
        ...paidIntent(orderId, { status: 'requires_payment_method', amount_received: 0 }),
        status: 'succeeded',
      }),
      // Signed and paid, but for a third of the other order's amount.
      'wrong amount for its order': event(paidIntent(otherOrderId)),
      'order cancelled since': event(paidIntent(cancelledId)),
    };
    const answers: Record<string, unknown> = {};
    for (const [name, delivery] of Object.entries(cases)) {
      const answer = await handleStripeWebhook(deps, delivery.body, delivery.signature);
      answers[name] = answer.status === 200 ? answer.body.outcome : answer.status;
    }
    expect(answers).toEqual({
      forged: 400,
      tampered: 400,
      stale: 400,
      'claims success, intent unpaid': 'no-change',
      'wrong amount for its order': 'mismatch',
      'order cancelled since': 'order-not-found',
    });
    // Processed events are recorded (so a retry is not processed again); orders and everything else are not touched.
    expect(changedPaths(before, await takeSnapshot(), ['rateLimits/', 'stripeEvents/'])).toEqual([]);
    figures['bad webhooks'] = { tried: Object.keys(cases).length, answers, changes: 0 };
  });
});
