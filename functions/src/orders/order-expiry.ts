// Unpaid orders that expire. Each order's expiry is one task on a Cloud Tasks queue, enqueued when the order is
// created (a Firestore trigger, so placing an order waits for nothing more) and scheduled for its expiresAt. The
// task's handler expires the order if it is still unpaid and due; if it is not yet due it throws, and the queue
// retries it with back-off capped at 60 s. Production Cloud Tasks runs the task at its schedule time; the
// emulator runs it at once and reaches the deadline through those retries. Either way the order expires within
// 60 s of its deadline with no request needed. A lost task is caught by the sweep (order-expiry-sweep.ts) in
// production and by the re-enqueue at `npm start` (order-expiry-requeue.ts) on the emulators.
// See docs/decisions/0011-order-life-cycle-and-expiry-on-a-task-queue.md.
import { collections, type OrderDoc } from '@toolshop/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Deps } from '../platform/deps';
import { settlePayment } from '../payments/order-settlement';
import { moveOrder } from './move-order';
import { millisOf } from './reservation';
import { runTransaction } from '../platform/run-transaction';

/**
 * The queue's retry policy: a not-yet-due task is retried 10, 20, 40 s later, then every 60 s, so an order expires
 * at most 60 s after its deadline; 100 attempts reach well past the default deadline of 1800 s by retries alone.
 */
export const EXPIRY_RETRY_CONFIG = {
  maxAttempts: 100,
  minBackoffSeconds: 10,
  maxBackoffSeconds: 60,
  maxDoublings: 3,
} as const;

/**
 * New tasks start at most 10 a second. The concurrency cap stays high because the Cloud Tasks emulator keeps a
 * retrying task in its dispatch slot through the back-off: with a low cap a few not-yet-due orders would hold the
 * queue and every later order would wait for their deadlines. In production the rate cap is what binds.
 */
export const EXPIRY_RATE_LIMITS = { maxConcurrentDispatches: 1000, maxDispatchesPerSecond: 10 } as const;

export interface ExpiryTask {
  orderId: string;
}

/** Where expiry tasks go (platform/task-queue.ts in production and on the emulators). */
export interface ExpiryQueue {
  /** Enqueues the order's expiry for `at`; enqueuing the same order again does nothing. */
  enqueue(task: ExpiryTask, at: Date): Promise<void>;
}

/** The trigger's work: an unpaid order with a deadline gets its expiry task. */
export async function scheduleExpiry(queue: ExpiryQueue, orderId: string, order: OrderDoc | undefined): Promise<void> {
  if (order?.status !== 'unpaid' || !order.expiresAt) return;
  await queue.enqueue({ orderId }, new Date(millisOf(order.expiresAt)));
}

/**
 * Thrown while the order is unpaid but its deadline is still ahead: the queue retries later. An HttpsError, so the
 * task function answers 503 and the retry is not logged as an error.
 */
export class NotYetDue extends HttpsError {
  constructor(message: string) {
    super('unavailable', message);
  }
}

export type ExpiryOutcome = 'expired' | 'paid-meanwhile' | 'not-unpaid' | 'not-found';

/**
 * When the queue was asked to run the task, in milliseconds: Cloud Tasks' `X-CloudTasks-TaskETA` (seconds since
 * the epoch), or the ISO time the Cloud Tasks emulator passes on as it was given. Undefined when absent or unreadable.
 */
export function taskScheduleMillis(eta: string | undefined): number | undefined {
  if (!eta) return undefined;
  const millis = /^\d+(\.\d+)?$/.test(eta) ? Number(eta) * 1000 : Date.parse(eta);
  return Number.isFinite(millis) ? millis : undefined;
}

/**
 * `scheduledAt`: when the task was scheduled for (taskScheduleMillis), the order's deadline. The Cloud Tasks
 * emulator runs every task at once and again on each retry; a task that arrives before its schedule is not due,
 * and is sent back without reading the order, as the order's deadline never changes.
 */
export async function expireOrder(
  deps: Deps,
  task: ExpiryTask,
  { scheduledAt }: { scheduledAt?: number } = {},
): Promise<ExpiryOutcome> {
  const early = scheduledAt === undefined ? 0 : scheduledAt - deps.now().getTime();
  if (early > 0) throw new NotYetDue(`Order ${task.orderId} expires in ${Math.ceil(early / 1000)} s`);
  const orderRef = deps.db.collection(collections.orders).doc(task.orderId);
  const snapshot = await orderRef.get();
  if (!snapshot.exists) return 'not-found';
  const seen = snapshot.data() as OrderDoc;
  if (seen.status !== 'unpaid') return 'not-unpaid';
  const dueIn = millisOf(seen.expiresAt) - deps.now().getTime();
  if (dueIn > 0) throw new NotYetDue(`Order ${task.orderId} expires in ${Math.ceil(dueIn / 1000)} s`);

  // An open intent must not take money after the stock is gone: cancel it first. One that already succeeded
  // pays the order now (its event may be late); one still processing is waited for.
  if (seen.paymentIntentId) {
    const status = await deps.paymentProvider().cancelIntent(seen.paymentIntentId);
    if (status === 'succeeded') {
      const payment = await deps.paymentProvider().retrievePayment(seen.paymentIntentId);
      if (payment) await settlePayment(deps.db, deps.now(), task.orderId, payment);
      return 'paid-meanwhile';
    }
    if (status !== 'canceled') throw new NotYetDue(`Order ${task.orderId} has a payment processing`);
  }

  const outcome = await runTransaction(deps.db, async (tx) => {
    const order = (await tx.get(orderRef)).data() as OrderDoc;
    if (order.status !== 'unpaid') return { expired: false, productIds: [] as string[] };
    const at = deps.now();
    const { restockedProductIds } = await moveOrder(tx, orderRef, order, {
      transition: 'expire',
      by: null,
      at,
      reason: 'Not paid in time',
      restock: true,
      fields: { expiredAt: at },
    });
    return { expired: true, productIds: restockedProductIds };
  });
  await Promise.all(outcome.productIds.map((id) => deps.catalogue.reread(id)));
  return outcome.expired ? 'expired' : 'paid-meanwhile';
}
