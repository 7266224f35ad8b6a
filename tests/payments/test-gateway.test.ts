// The built-in test gateway through the real API (Hosting -> function -> Firestore emulator), with real ID
// tokens. The emulator suite runs with no Stripe configuration, so this is what a developer gets.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, cardMessages, collections } from '@toolshop/domain';
import { rateLimitPolicy } from '../../functions/src/platform/rate-limit-config';
import { api } from '../support/api';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { PLACED_AMOUNT_CENTS, createPaymentTestProduct, placeOrderThroughApi, readOrderDoc } from './support/orders';

const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  ...overrides,
});

let owner: TestAccount;
let other: TestAccount;
let productId: string;

beforeAll(async () => {
  [owner, other, productId] = await Promise.all([createAccount(), createAccount(), createPaymentTestProduct()]);
});

const createUnpaidOrder = (account: TestAccount) => placeOrderThroughApi(account, productId);

async function startPayment(orderId: string, extra: object = {}): Promise<string> {
  const { status, body } = await api<{ clientSecret: string; provider: string }>('POST', '/create-payment-intent', {
    token: owner.token,
    body: { orderId, ...extra },
  });
  expect(status).toBe(200);
  expect(body.provider).toBe('test');
  return body.clientSecret;
}

const confirm = (clientSecret: string, cardInput: object) =>
  api('POST', '/payments/test/confirm', { body: { clientSecret, card: cardInput } });

describe('test gateway through the API', () => {
  it('4242 4242 4242 4242 pays: the order becomes pending with the transaction id', async () => {
    const orderId = await createUnpaidOrder(owner);
    const clientSecret = await startPayment(orderId);
    const { status, body } = await confirm(clientSecret, card('4242 4242 4242 4242'));
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'succeeded', transactionId: expect.stringMatching(/^pi_test_/) });
    const order = await readOrderDoc(orderId);
    expect(order).toMatchObject({ status: 'pending', transactionId: body.transactionId, paymentFailure: null });
    expect(order.paidAt).toBeDefined();
    // The spec's shape of the order now carries the status and the transaction id.
    const read = await api('GET', `/order/${orderId}`, { token: owner.token });
    expect(read.body).toMatchObject({
      _id: orderId,
      status: 'pending',
      transactionId: body.transactionId,
      amount: PLACED_AMOUNT_CENTS / 100,
    });
  });

  it('a declined card and insufficient funds leave the order unpaid with the message; paying again then works', async () => {
    const orderId = await createUnpaidOrder(owner);
    const clientSecret = await startPayment(orderId);

    const declined = await confirm(clientSecret, card('4000 0000 0000 0002'));
    expect(declined).toEqual({ status: 402, body: { code: 'card_declined', message: cardMessages.declined } });
    expect(await readOrderDoc(orderId)).toMatchObject({
      status: 'unpaid',
      transactionId: null,
      paymentFailure: cardMessages.declined,
    });

    const poor = await confirm(clientSecret, card('4000000000009995'));
    expect(poor).toEqual({
      status: 402,
      body: { code: 'insufficient_funds', message: cardMessages.insufficientFunds },
    });
    expect(await readOrderDoc(orderId)).toMatchObject({
      status: 'unpaid',
      paymentFailure: cardMessages.insufficientFunds,
    });

    expect((await confirm(clientSecret, card('4242424242424242'))).status).toBe(200);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'pending', paymentFailure: null });
  });

  it("5555 5555 5555 4444 (Stripe's Mastercard) pays; Stripe's decline cards fail as Stripe says", async () => {
    const declinedOrder = await createUnpaidOrder(owner);
    const declinedSecret = await startPayment(declinedOrder);
    expect(await confirm(declinedSecret, card('4000 0000 0000 0127'))).toEqual({
      status: 402,
      body: { code: 'incorrect_cvc', message: cardMessages.incorrectCvc },
    });
    expect(await confirm(declinedSecret, card('4000000000009987'))).toEqual({
      status: 402,
      body: { code: 'card_declined', message: cardMessages.declined },
    });
    expect(await readOrderDoc(declinedOrder)).toMatchObject({ status: 'unpaid', transactionId: null });

    const orderId = await createUnpaidOrder(owner);
    const clientSecret = await startPayment(orderId);
    const { status, body } = await confirm(clientSecret, card('5555 5555 5555 4444'));
    expect(status).toBe(200);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'pending', transactionId: body.transactionId });
  });

  it('refuses a number that is not a test card, an expired card and a bad CVC, and stores no card number', async () => {
    const orderId = await createUnpaidOrder(owner);
    const clientSecret = await startPayment(orderId);
    const real = await confirm(clientSecret, card('4000 1234 5678 9010'));
    expect(real).toEqual({ status: 402, body: { code: 'not_a_test_card', message: cardMessages.notATestCard } });
    const expired = await confirm(clientSecret, card('4242424242424242', { expMonth: 1, expYear: 2020 }));
    // The expiry rule is the input schema's (shared with the payment form): a 400 before any gateway work.
    expect(expired).toMatchObject({ status: 400, body: { message: cardMessages.expired } });
    const badCvc = await confirm(clientSecret, card('4242424242424242', { cvc: '12' }));
    expect(badCvc.status).toBe(400);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'unpaid', transactionId: null });

    const intentId = clientSecret.split('_secret_')[0]!;
    const stored = JSON.stringify(
      (await testAdmin().db.collection(collections.testPaymentIntents).doc(intentId).get()).data(),
    );
    expect(stored).not.toMatch(/1234|4242/);
    expect(JSON.stringify(await readOrderDoc(orderId))).not.toMatch(/1234|4242/);
  });

  it("refuses another user's order and an anonymous caller", async () => {
    const orderId = await createUnpaidOrder(owner);
    expect((await api('POST', '/create-payment-intent', { token: other.token, body: { orderId } })).status).toBe(403);
    expect((await api('POST', '/create-payment-intent', { body: { orderId } })).status).toBe(401);
    expect(
      (await api('POST', '/create-payment-intent', { token: owner.token, body: { orderId: 'no-such-order' } })).status,
    ).toBe(404);
    expect(
      (await api('POST', '/create-payment-intent', { token: owner.token, body: { orderId, uid: other.uid } })).status,
    ).toBe(400);
  });

  it('refuses a second payment of a paid order', async () => {
    const orderId = await createUnpaidOrder(owner);
    const clientSecret = await startPayment(orderId);
    const paid = await confirm(clientSecret, card('4242424242424242'));
    expect(paid.status).toBe(200);

    const again = await api('POST', '/create-payment-intent', { token: owner.token, body: { orderId } });
    expect(again).toEqual({ status: 409, body: { message: apiMessages.orderNotUnpaid } });
    expect((await confirm(clientSecret, card('4242424242424242'))).status).toBe(409);
    expect(await readOrderDoc(orderId)).toMatchObject({
      status: 'pending',
      transactionId: (paid.body as any).transactionId,
    });
  });

  it('two confirms at the same moment pay once', async () => {
    const orderId = await createUnpaidOrder(owner);
    const clientSecret = await startPayment(orderId);
    const answers = await Promise.all([1, 2, 3].map(() => confirm(clientSecret, card('4242424242424242'))));
    // The answers' bodies name the cause should a 5xx ever come back.
    expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers)).toEqual([200, 409, 409]);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'pending' });
  });

  it('ignores the amount or price the client sends: the intent is for the total the order stored', async () => {
    const orderId = await createUnpaidOrder(owner);
    const clientSecret = await startPayment(orderId, { price: 0.01, amount: 1 });
    const intentId = clientSecret.split('_secret_')[0]!;
    const intent = (await testAdmin().db.collection(collections.testPaymentIntents).doc(intentId).get()).data();
    expect(intent).toMatchObject({ orderId, amountCents: PLACED_AMOUNT_CENTS, currency: 'usd' });
  });

  it('an unknown or wrong client secret confirms nothing', async () => {
    const orderId = await createUnpaidOrder(owner);
    const clientSecret = await startPayment(orderId);
    expect((await confirm(`${clientSecret}x`, card('4242424242424242'))).status).toBe(404);
    expect((await confirm('pi_test_nothing_secret_abc', card('4242424242424242'))).status).toBe(404);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'unpaid' });
  });
});

describe('PUT /api/order/{id} with status pending (the old client flow)', () => {
  it('refuses a made-up transaction id and accepts the verified one', async () => {
    const orderId = await createUnpaidOrder(owner);
    const madeUp = await api('PUT', `/order/${orderId}`, {
      token: owner.token,
      body: { status: 'pending', transactionId: 'pi_3MadeUp0000' },
    });
    expect(madeUp.status).toBe(409);
    expect(madeUp.body).toMatchObject({ message: apiMessages.paymentNotVerified });
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'unpaid', transactionId: null });

    // A real payment of another order does not pay this one.
    const otherOrder = await createUnpaidOrder(owner);
    const otherPaid = await confirm(await startPayment(otherOrder), card('4242424242424242'));
    const borrowed = await api('PUT', `/order/${orderId}`, {
      token: owner.token,
      body: { status: 'pending', transactionId: (otherPaid.body as any).transactionId },
    });
    expect(borrowed.status).toBe(409);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'unpaid' });

    // The client reports the payment the gateway really took for this order: verified, so accepted.
    const paid = await confirm(await startPayment(orderId), card('4242424242424242'));
    const transactionId = (paid.body as any).transactionId as string;
    const reported = await api('PUT', `/order/${orderId}`, {
      token: owner.token,
      body: { status: 'pending', transactionId },
    });
    expect(reported.status).toBe(200);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'pending', transactionId });
  });
});

describe("SPEC §7's { price } intent through the test gateway", () => {
  it('is charged like any other (a decline, then a good card), moves no order, and cannot be charged twice', async () => {
    const orderId = await createUnpaidOrder(owner);
    const { status, body } = await api<{ clientSecret: string; provider: string }>('POST', '/create-payment-intent', {
      token: owner.token,
      body: { price: String(PLACED_AMOUNT_CENTS / 100) },
    });
    expect(status).toBe(200);
    expect(body.provider).toBe('test');
    const intentId = body.clientSecret.split('_secret_')[0]!;
    expect((await testAdmin().db.collection(collections.testPaymentIntents).doc(intentId).get()).data()).toMatchObject({
      orderId: null,
      uid: owner.uid,
      amountCents: PLACED_AMOUNT_CENTS,
      currency: 'usd',
    });

    expect((await confirm(body.clientSecret, card('4000 0000 0000 0002'))).status).toBe(402);
    const paid = await confirm(body.clientSecret, card('4242 4242 4242 4242'));
    expect(paid).toEqual({ status: 200, body: { status: 'succeeded', transactionId: intentId } });
    expect((await confirm(body.clientSecret, card('4242 4242 4242 4242'))).status).toBe(409);
    const untouched = await readOrderDoc(orderId);
    expect(untouched).toMatchObject({ status: 'unpaid', transactionId: null });
    expect(untouched.paymentFailure ?? null).toBeNull(); // the decline was the intent's, not the order's

    // Reported for the order, it pays it.
    const reported = await api('PUT', `/order/${orderId}`, {
      token: owner.token,
      body: { status: 'pending', transactionId: intentId },
    });
    expect(reported.status).toBe(200);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'pending', transactionId: intentId });
  });

  it("counts against the caller's rate limit (an order's intent does not): past it, 429", async () => {
    const { limit } = rateLimitPolicy('intent');
    const counter = testAdmin().db.collection(collections.rateLimits).doc(`${other.uid}_intent`);
    await counter.set({ uid: other.uid, action: 'intent', windowStart: new Date(), count: limit - 1 });
    const ask = () => api('POST', '/create-payment-intent', { token: other.token, body: { price: 10 } });
    expect((await ask()).status).toBe(200);
    expect(await ask()).toEqual({ status: 429, body: { message: apiMessages.rateLimited } });
    // A refused body counts nothing, and paying an order by its id is not limited by it.
    expect((await api('POST', '/create-payment-intent', { token: other.token, body: { price: 'x' } })).status).toBe(
      400,
    );
    expect((await counter.get()).data()?.count).toBe(limit);
    const orderId = await createUnpaidOrder(other);
    expect((await api('POST', '/create-payment-intent', { token: other.token, body: { orderId } })).status).toBe(200);
  });
});
