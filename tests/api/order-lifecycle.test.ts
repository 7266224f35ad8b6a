// The order's life through the real API (Hosting -> function -> Firestore emulator) and the test gateway:
// every move, every illegal move (409), the timeline, stock given back once, and the races between moves.
// The expiry and the unpaid-order limit place orders with the handlers in this process (their settings are
// read from this process's environment); the expiry itself is the emulators' own: the Firestore trigger queues
// the task and the Cloud Tasks emulator runs it.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, collections, validationMessages as m } from '@toolshop/domain';
import { testAdmin } from '../support/admin';
import { numberedOrder } from './helpers/document-numbers';
import { api } from '../support/api';
import { placeOrder as placeOrderInProcess } from '../../functions/src/orders/place-order';
import { Refusal } from '../../functions/src/platform/refusal';
import {
  createProduct,
  createRoles,
  orderDoc,
  orderForm,
  placeOrder,
  productDoc,
  type Roles,
} from './helpers/fixtures';
import {
  confirmOrder,
  conservedStock,
  inProcessDeps,
  openIntent,
  payOrder,
  payWithTestCard,
  storedEvents,
  waitFor,
} from './helpers/order-moves';
import { createAccount, type TestAccount } from '../support/accounts';

let roles: Roles;
beforeAll(async () => {
  roles = await createRoles();
});

const post = (path: string, token: string, body: unknown) => api('POST', path, { token, body });

async function paidOrder(productId: string, quantity = 2): Promise<string> {
  const id = await placeOrder(roles.customer.token, productId, quantity);
  await payOrder(roles.customer, id);
  return id;
}

describe('cancel', () => {
  it('the owner cancels an unpaid order: it stays, cancelled, its stock returns once, the timeline says who and why', async () => {
    const productId = await createProduct({ available: 20 });
    const id = await placeOrder(roles.customer.token, productId, 5);
    expect((await productDoc(productId))?.available).toBe(15);

    const cancel = await post(`/order/${id}/cancel`, roles.customer.token, { reason: 'Ordered the wrong size' });
    expect(cancel.status).toBe(200);
    expect(await orderDoc(id)).toMatchObject({ status: 'cancelled', cancelReason: 'Ordered the wrong size' });
    expect((await productDoc(productId))?.available).toBe(20);

    const again = await post(`/order/${id}/cancel`, roles.customer.token, {});
    expect(again).toMatchObject({ status: 409, body: { message: apiMessages.orderNotCancellable } });
    expect((await productDoc(productId))?.available).toBe(20);

    const read = await api('GET', `/order/${id}`, { token: roles.customer.token });
    expect(read.body).toMatchObject({ status: 'cancelled', cancelReason: 'Ordered the wrong size' });
    expect(read.body).not.toHaveProperty('expiresAt');

    const timeline = await api('GET', `/order/${id}/events`, { token: roles.customer.token });
    expect(timeline).toMatchObject({
      status: 200,
      body: [{ from: 'unpaid', to: 'cancelled', by: roles.customer.email, reason: 'Ordered the wrong size' }],
    });
    expect(new Date(timeline.body[0].at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("DELETE /order/{id} keeps the spec's answer and cancels; another customer may not, an admin may with POST", async () => {
    const productId = await createProduct({ available: 20 });
    const id = await placeOrder(roles.customer.token, productId, 4);
    expect((await api('DELETE', `/order/${id}`, { token: roles.other.token })).status).toBe(403);
    expect((await api('DELETE', `/order/${id}`, { token: roles.admin.token })).status).toBe(403);
    expect((await post(`/order/${id}/cancel`, roles.other.token, {})).status).toBe(403);
    const answer = await api('DELETE', `/order/${id}`, { token: roles.customer.token });
    expect(answer).toMatchObject({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
    expect((await orderDoc(id))?.status).toBe('cancelled');

    const byAdmin = await placeOrder(roles.customer.token, productId, 4);
    expect((await post(`/order/${byAdmin}/cancel`, roles.admin.token, { reason: 'Customer phoned' })).status).toBe(200);
    expect((await storedEvents(byAdmin)).map((e) => [e.to, e.by?.email])).toEqual([['cancelled', roles.admin.email]]);
    expect((await productDoc(productId))?.available).toBe(20);
  });

  it('an opened intent is cancelled at the provider first: it can no longer take money', async () => {
    const productId = await createProduct({ available: 20 });
    const id = await placeOrder(roles.customer.token, productId, 2);
    const clientSecret = await openIntent(roles.customer, id);
    expect((await orderDoc(id))?.paymentIntentId).toBe(clientSecret.split('_secret_')[0]);
    expect((await post(`/order/${id}/cancel`, roles.customer.token, {})).status).toBe(200);
    const pay = await payWithTestCard(clientSecret);
    expect(pay.status).toBe(409);
    expect((await orderDoc(id))?.status).toBe('cancelled');
    const again = await post('/create-payment-intent', roles.customer.token, { orderId: id });
    expect(again).toMatchObject({ status: 409, body: { message: apiMessages.orderCancelledAlready } });
  });

  it('a paid order is not cancelled (409) and keeps its stock', async () => {
    const productId = await createProduct({ available: 20 });
    const id = await paidOrder(productId);
    const cancel = await post(`/order/${id}/cancel`, roles.customer.token, {});
    expect(cancel).toMatchObject({ status: 409, body: { message: apiMessages.orderNotCancellable } });
    expect((await productDoc(productId))?.available).toBe(18);
  });

  it('refuses a reason that is not text (400), changing nothing', async () => {
    const id = await placeOrder(roles.customer.token, await createProduct());
    expect((await post(`/order/${id}/cancel`, roles.customer.token, { reason: 5 })).status).toBe(400);
    expect((await post(`/order/${id}/cancel`, roles.customer.token, { why: 'x' })).status).toBe(400);
    expect((await orderDoc(id))?.status).toBe('unpaid');
  });
});

describe('ship', () => {
  it('an admin ships a confirmed order with carrier and tracking; the customer sees them and the whole timeline', async () => {
    const productId = await createProduct();
    const id = await paidOrder(productId);
    const early = await post(`/order/${id}/ship`, roles.admin.token, { carrier: 'UPS', trackingNumber: '1Z999' });
    expect(early).toMatchObject({ status: 409, body: { message: apiMessages.orderNotShippable } });
    await confirmOrder(roles.admin, id);
    expect(
      (await post(`/order/${id}/ship`, roles.customer.token, { carrier: 'UPS', trackingNumber: '1Z' })).status,
    ).toBe(403);
    const ship = await post(`/order/${id}/ship`, roles.admin.token, { carrier: 'UPS', trackingNumber: '1Z999' });
    expect(ship.status).toBe(200);
    const read = await api('GET', `/order/${id}`, { token: roles.customer.token });
    expect(read.body).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999',
      shippedAt: expect.any(String),
    });
    const twice = await post(`/order/${id}/ship`, roles.admin.token, { carrier: 'UPS', trackingNumber: '1Z999' });
    expect(twice.status).toBe(409);

    const timeline = await api('GET', `/order/${id}/events`, { token: roles.customer.token });
    expect(timeline.body.map((e: { from: string; to: string; by: string }) => [e.from, e.to, e.by])).toEqual([
      ['unpaid', 'pending', 'system'],
      ['pending', 'success', roles.admin.email],
      ['success', 'shipped', roles.admin.email],
    ]);
    expect((await api('GET', `/order/${id}/events`, { token: roles.other.token })).status).toBe(403);
    expect((await api('GET', `/order/${id}/events`, { token: roles.admin.token })).status).toBe(200);
  });

  it('says what is missing (400)', async () => {
    const id = await placeOrder(roles.customer.token, await createProduct());
    const answer = await post(`/order/${id}/ship`, roles.admin.token, { carrier: ' ' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ carrier: m.carrierRequired, trackingNumber: m.trackingNumberRequired });
  });
});

describe('refund', () => {
  it('an admin refunds a paid order through the gateway, with restock: the quantity returns once', async () => {
    const productId = await createProduct({ available: 20 });
    const id = await paidOrder(productId, 6);
    const before = await conservedStock(productId);
    expect((await post(`/order/${id}/refund`, roles.customer.token, { reason: 'x', restock: true })).status).toBe(403);
    const refund = await post(`/order/${id}/refund`, roles.admin.token, { reason: 'Arrived damaged', restock: true });
    expect(refund.status).toBe(200);
    expect(await orderDoc(id)).toMatchObject({
      status: 'refunded',
      restocked: true,
      refundReason: 'Arrived damaged',
      refundId: expect.stringMatching(/^re_test_/),
    });
    expect((await productDoc(productId))?.available).toBe(20);
    expect(await conservedStock(productId)).toBe(before);
    const again = await post(`/order/${id}/refund`, roles.admin.token, { reason: 'Arrived damaged', restock: true });
    expect(again).toMatchObject({ status: 409, body: { message: apiMessages.orderNotRefundable } });
    expect((await productDoc(productId))?.available).toBe(20);
  });

  it('without restock, shipped goods stay out of stock', async () => {
    const productId = await createProduct({ available: 20 });
    const id = await paidOrder(productId, 3);
    await confirmOrder(roles.admin, id);
    await post(`/order/${id}/ship`, roles.admin.token, { carrier: 'DHL', trackingNumber: 'JD01' });
    expect(
      (await post(`/order/${id}/refund`, roles.admin.token, { reason: 'Lost in transit', restock: false })).status,
    ).toBe(200);
    expect(await orderDoc(id)).toMatchObject({ status: 'refunded', restocked: false });
    expect((await productDoc(productId))?.available).toBe(17);
  });

  it('an unpaid order cannot be refunded or confirmed (409); input is checked (400)', async () => {
    const id = await placeOrder(roles.customer.token, await createProduct());
    expect((await post(`/order/${id}/refund`, roles.admin.token, { reason: 'x', restock: true })).status).toBe(409);
    expect((await api('PUT', `/order/${id}`, { token: roles.admin.token, body: { status: 'success' } })).status).toBe(
      409,
    );
    const bad = await post(`/order/${id}/refund`, roles.admin.token, { reason: '', restock: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ reason: m.refundReasonRequired, restock: m.restockRequired });
    expect((await orderDoc(id))?.status).toBe('unpaid');
  });

  it('two admins refunding at once: one refund, one move, stock returned once, no 5xx', async () => {
    const secondAdmin = await createAccount({ admin: true });
    const productId = await createProduct({ available: 20 });
    const id = await paidOrder(productId, 4);
    const before = await conservedStock(productId);
    const answers = await Promise.all(
      [roles.admin, secondAdmin].map((admin) =>
        post(`/order/${id}/refund`, admin.token, { reason: 'Duplicate order', restock: true }),
      ),
    );
    expect(answers.map((a) => a.status).sort(), JSON.stringify(answers)).toEqual([200, 409]);
    expect((await storedEvents(id)).filter((e) => e.to === 'refunded')).toHaveLength(1);
    expect((await productDoc(productId))?.available).toBe(20);
    expect(await conservedStock(productId)).toBe(before);
  });
});

describe('races', () => {
  it('cancel vs payment: exactly one wins, stock conserved, no 5xx', async () => {
    const productId = await createProduct({ available: 40 });
    const before = (await productDoc(productId))!.available;
    for (let round = 0; round < 3; round++) {
      const id = await placeOrder(roles.customer.token, productId, 2);
      const clientSecret = await openIntent(roles.customer, id);
      const [pay, cancel] = await Promise.all([
        payWithTestCard(clientSecret),
        post(`/order/${id}/cancel`, roles.customer.token, {}),
      ]);
      expect([pay.status, cancel.status].sort()).toEqual([200, 409]);
      const order = await orderDoc(id);
      expect(order?.status).toBe(pay.status === 200 ? 'pending' : 'cancelled');
      expect(await storedEvents(id)).toHaveLength(1);
    }
    expect(await conservedStock(productId)).toBe(before);
  });
});

describe('reservations', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env.TOOLSHOP_UNPAID_ORDER_SECONDS = saved.TOOLSHOP_UNPAID_ORDER_SECONDS;
    process.env.TOOLSHOP_MAX_UNPAID_ORDERS = saved.TOOLSHOP_MAX_UNPAID_ORDERS;
    if (saved.TOOLSHOP_UNPAID_ORDER_SECONDS === undefined) delete process.env.TOOLSHOP_UNPAID_ORDER_SECONDS;
    if (saved.TOOLSHOP_MAX_UNPAID_ORDERS === undefined) delete process.env.TOOLSHOP_MAX_UNPAID_ORDERS;
  });

  const callerOf = (account: TestAccount) => ({ uid: account.uid, email: account.email, name: 'Test', admin: false });
  const placeInProcess = (account: TestAccount, productId: string, quantity = 2) =>
    placeOrderInProcess(inProcessDeps(), callerOf(account), { productId, quantity, ...orderForm }, Promise.resolve());

  it('an unpaid order expires at its deadline by itself (trigger -> task queue), its stock returns, paying it is refused', async () => {
    process.env.TOOLSHOP_UNPAID_ORDER_SECONDS = '4';
    const customer = await createAccount();
    const productId = await createProduct({ available: 30 });
    const [expiring, paid] = [
      await placeInProcess(customer, productId, 5),
      await placeInProcess(customer, productId, 3),
    ];
    const order = await orderDoc(expiring);
    const placedAt = (order!.createdAt as { toMillis(): number }).toMillis();
    expect((order!.expiresAt as { toMillis(): number }).toMillis() - placedAt).toBe(4000);
    const listed = await api('GET', `/order/${expiring}`, { token: customer.token });
    expect(listed.body.expiresAt).toBe(new Date(placedAt + 4000).toISOString());
    await payOrder(customer, paid); // paid in time: the expiry leaves it alone

    const expired = await waitFor(
      () => orderDoc(expiring),
      (o) => o?.status === 'expired',
      75_000,
    );
    expect(expired?.status).toBe('expired');
    const expiredAt = (expired!.expiredAt as { toMillis(): number }).toMillis();
    expect(expiredAt - (placedAt + 4000)).toBeGreaterThanOrEqual(0);
    expect(expiredAt - (placedAt + 4000)).toBeLessThanOrEqual(60_000);
    expect((await productDoc(productId))?.available).toBe(27);
    expect((await orderDoc(paid))?.status).toBe('pending');
    expect((await storedEvents(expiring)).map((e) => [e.from, e.to, e.by])).toEqual([['unpaid', 'expired', null]]);

    const pay = await post('/create-payment-intent', customer.token, { orderId: expiring });
    expect(pay).toMatchObject({ status: 409, body: { message: apiMessages.orderExpired } });
  }, 90_000);

  it('a customer holds at most 3 unpaid orders, even when placing them all at once; a cancel frees a place', async () => {
    delete process.env.TOOLSHOP_MAX_UNPAID_ORDERS;
    const customer = await createAccount();
    const productId = await createProduct({ available: 100 });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => placeInProcess(customer, productId)));
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(placed).toHaveLength(3);
    for (const error of refused) {
      expect(error).toBeInstanceOf(Refusal);
      expect(error).toMatchObject({ status: 409, message: apiMessages.tooManyUnpaidOrders(3) });
    }
    expect((await productDoc(productId))?.available).toBe(94);

    expect((await post(`/order/${placed[0]}/cancel`, customer.token, {})).status).toBe(200);
    await expect(placeInProcess(customer, productId)).resolves.toEqual(expect.any(String));
    await expect(placeInProcess(customer, productId)).rejects.toMatchObject({ status: 409 });
  });
});

describe('final states', () => {
  it('a cancelled, expired or refunded order takes no move at all (409) and stays as it is', async () => {
    const productId = await createProduct({ available: 30 });
    const cancelled = await placeOrder(roles.customer.token, productId);
    await post(`/order/${cancelled}/cancel`, roles.customer.token, {});
    const refunded = await paidOrder(productId);
    await post(`/order/${refunded}/refund`, roles.admin.token, { reason: 'Test', restock: false });
    // The sequencer numbers the refund's credit note (and the invoice, if it had none yet) a moment later: the
    // order is compared from then on.
    await numberedOrder(refunded, 'creditNoteNumber');
    const expired = await placeOrder(roles.customer.token, productId);
    await testAdmin().db.collection(collections.orders).doc(expired).update({ status: 'expired' });

    for (const id of [cancelled, refunded, expired]) {
      const before = await orderDoc(id);
      const answers = await Promise.all([
        post(`/order/${id}/cancel`, roles.customer.token, {}),
        api('DELETE', `/order/${id}`, { token: roles.customer.token }),
        post(`/order/${id}/refund`, roles.admin.token, { reason: 'x', restock: true }),
        post(`/order/${id}/ship`, roles.admin.token, { carrier: 'UPS', trackingNumber: '1Z' }),
        api('PUT', `/order/${id}`, { token: roles.admin.token, body: { status: 'success' } }),
        post('/create-payment-intent', roles.customer.token, { orderId: id }),
      ]);
      expect(
        answers.map((a) => a.status),
        before?.status,
      ).toEqual([409, 409, 409, 409, 409, 409]);
      expect(await orderDoc(id)).toEqual(before);
    }
  });
});
