// Unpaid orders whose expiry task is gone: lost or exhausted in production (the scheduled sweep expires them), or
// dropped with the Cloud Tasks emulator's in-memory queue when `npm start` restarts (its start-up step enqueues
// them again). Each order here is written without expiresAt, so the creation trigger gives it no task, and gets
// its deadline afterwards.
import { describe, expect, it } from 'vitest';
import { collections, isoTime } from '@toolshop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { testAdmin } from '../support/admin';
import { createAccount, type TestAccount } from '../support/accounts';
import { sweepExpiredOrders } from '../../functions/src/orders/order-expiry-sweep';
import { requeueOrderExpiries } from '../../scripts/lib/order-expiries.mjs';
import { createProduct, orderDoc, orderForm, productDoc } from './helpers/fixtures';
import { inProcessDeps, storedEvents, waitFor } from './helpers/order-moves';

/** An unpaid order holding `quantity` of the product's stock, as placeOrder leaves it, but with no expiry task. */
async function unpaidOrderWithoutTask(customer: TestAccount, productId: string, quantity: number): Promise<string> {
  const { db } = testAdmin();
  const product = (await productDoc(productId))!;
  const orderRef = db.collection(collections.orders).doc();
  const batch = db.batch();
  batch.create(orderRef, {
    uid: customer.uid,
    email: customer.email,
    productId,
    productName: product.name,
    picture: product.picture,
    unitPriceCents: product.priceCents,
    quantity,
    amountCents: product.priceCents * quantity,
    ...orderForm,
    status: 'unpaid',
    transactionId: null,
    createdAt: new Date(),
    paymentIntentId: null,
  });
  batch.update(db.collection(collections.products).doc(productId), { available: FieldValue.increment(-quantity) });
  await batch.commit();
  return orderRef.id;
}

async function setDeadline(orderId: string, inMs: number): Promise<void> {
  await testAdmin()
    .db.collection(collections.orders)
    .doc(orderId)
    .update({ expiresAt: new Date(Date.now() + inMs) });
}

const timeline = async (orderId: string) => (await storedEvents(orderId)).map((e) => [e.from, e.to, e.by]);

describe('unpaid orders without an expiry task', () => {
  it('the sweep expires each due order once (two sweeps at once), returns its stock, and leaves the others', async () => {
    const customer = await createAccount();
    const productId = await createProduct({ available: 20 });
    const due = await unpaidOrderWithoutTask(customer, productId, 5);
    const notDue = await unpaidOrderWithoutTask(customer, productId, 3);
    // A moved deadline gives the order an expiry task in the emulator (the order trigger schedules it), which would
    // race the sweeps for a deadline already past. So the deadline lies 5 minutes ahead, and the sweeps run on a
    // clock 10 minutes ahead: due for them, not yet for the emulator's task.
    await setDeadline(due, 5 * 60_000);
    await setDeadline(notDue, 3_600_000);
    expect((await productDoc(productId))?.available).toBe(12);
    const sweepDeps = { ...inProcessDeps(), now: () => new Date(Date.now() + 10 * 60_000) };

    const runs = await Promise.all([sweepExpiredOrders(sweepDeps), sweepExpiredOrders(sweepDeps)]);
    // The emulator is shared: other files' due orders are swept too, and theirs may fail here (a card intent this
    // process's payment provider does not know). Neither of this test's orders may fail.
    const failures = runs.flatMap((counts) => counts.failures);
    expect(failures.filter((failure) => [due, notDue].includes(failure.orderId))).toEqual([]);
    expect(runs.some((counts) => counts.expired >= 1)).toBe(true);

    expect(await orderDoc(due)).toMatchObject({ status: 'expired' });
    expect(await timeline(due)).toEqual([['unpaid', 'expired', null]]);
    expect(await orderDoc(notDue)).toMatchObject({ status: 'unpaid' });
    expect((await productDoc(productId))?.available).toBe(17);

    await sweepExpiredOrders(sweepDeps);
    expect(await timeline(due)).toEqual([['unpaid', 'expired', null]]);
    expect((await productDoc(productId))?.available).toBe(17);
  });

  it("after a restart, npm start's step gives them their tasks again: due ones expire at once, the others at their deadline", async () => {
    const customer = await createAccount();
    const productId = await createProduct({ available: 20 });
    const due = await unpaidOrderWithoutTask(customer, productId, 5);
    const soon = await unpaidOrderWithoutTask(customer, productId, 3);
    await setDeadline(due, -1000);
    const soonDeadline = Date.now() + 3000;
    await setDeadline(soon, 3000);
    // No "nothing expires them without a task" check here: in a shared emulator any other file's window task sweeps
    // every due order. restart/restart.test.ts proves the re-enqueue alone, on emulators of its own.
    await requeueOrderExpiries();
    const expired = (id: string) =>
      waitFor(
        () => orderDoc(id),
        (o) => o?.status === 'expired',
        45_000,
      );
    expect(await expired(due)).toMatchObject({ status: 'expired' });
    expect(await expired(soon)).toMatchObject({ status: 'expired' });
    expect(await timeline(due)).toEqual([['unpaid', 'expired', null]]);
    expect(await timeline(soon)).toEqual([['unpaid', 'expired', null]]);
    const soonExpiry = (await storedEvents(soon)).at(0);
    expect(Date.parse(isoTime(soonExpiry?.at) ?? '')).toBeGreaterThanOrEqual(soonDeadline - 1000);
    expect((await productDoc(productId))?.available).toBe(20);
  }, 60_000);
});
