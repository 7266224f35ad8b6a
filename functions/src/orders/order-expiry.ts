// Unpaid orders that expire. Deadlines are gathered in windows of EXPIRY_WINDOW_MS: one task on a Cloud Tasks
// queue per window, enqueued when the first order due in it is created (a Firestore trigger, so placing an order
// waits for nothing more) and scheduled for the window's end, expires every order due by then
// (order-expiry-sweep.ts, expireDueOrders). An order already due when it is seen (imported, or its window's task
// may have run) gets a task of its own that expires it alone. A task before its schedule throws and the queue
// retries it with back-off capped at 60 s. Production Cloud Tasks runs the task at its schedule time; the emulator
// runs it at once and reaches the schedule through those retries. Either way the order expires within 60 s of its
// window's end with no request needed. A lost task is caught by the sweep (order-expiry-sweep.ts) in production and
// by the re-enqueue at `npm start` (order-expiry-requeue.ts) on the emulators.
// See docs/decisions/0011-order-life-cycle-and-expiry-on-a-task-queue.md.
import { collections, isReserving, type OrderDoc } from '@toolshop/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Deps } from '../platform/deps';
import { settlePayment } from '../payments';
import { moveOrder } from '../order-moves';
import { millisOf } from '../platform/millis-of';
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

/** Deadlines are gathered in windows this long; a window's one task expires every order due in it. */
export const EXPIRY_WINDOW_MS = 10_000;

/** One order's expiry, or every order due by `dueAt` (ms since the epoch, a window's end). */
export type ExpiryTask = { orderId: string } | { dueAt: number };

/** Where expiry tasks go (platform/task-queue.ts in production and on the emulators). */
export interface ExpiryQueue {
  /** Enqueues `task` for `at` under `id`; enqueuing an id again does nothing. */
  enqueue(task: ExpiryTask, id: string, at: Date): Promise<void>;
}

/** The end of the window a deadline falls in: when the task that expires the order runs. */
export function expiryWindowEnd(deadlineMs: number): number {
  return Math.ceil(deadlineMs / EXPIRY_WINDOW_MS) * EXPIRY_WINDOW_MS;
}

/**
 * The trigger's work: an unpaid order with a deadline is covered by its window's task. One due already (its
 * window's task may have run) gets a task of its own, run at once.
 */
export async function scheduleExpiry(
  queue: ExpiryQueue,
  orderId: string,
  order: OrderDoc | undefined,
  now: Date,
): Promise<void> {
  if (!isReserving(order?.status) || !order?.expiresAt) return;
  const deadline = millisOf(order.expiresAt);
  const windowEnd = expiryWindowEnd(deadline);
  if (windowEnd <= now.getTime()) await queue.enqueue({ orderId }, `expire-${orderId}`, new Date(deadline));
  else await queue.enqueue({ dueAt: windowEnd }, `expire-due-${windowEnd}`, new Date(windowEnd));
}

/**
 * A queue that enqueues each id once per instance: every order of a window asks for the same task, and only the
 * first needs the call. Ids whose time is long past are forgotten.
 */
export function enqueuingOnce(queue: ExpiryQueue, now: () => number): ExpiryQueue {
  const enqueued = new Map<string, number>();
  return {
    async enqueue(task, id, at) {
      if (enqueued.has(id)) return;
      await queue.enqueue(task, id, at);
      const time = now();
      for (const [known, atMs] of enqueued) if (atMs < time - 60_000) enqueued.delete(known);
      enqueued.set(id, at.getTime());
    },
  };
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

/** Throws NotYetDue while `dueAt` (ms since the epoch) is ahead; `message` is given the whole seconds left. */
export function refuseBefore(now: Date, dueAt: number, message: (secondsLeft: number) => string): void {
  const early = dueAt - now.getTime();
  if (early > 0) throw new NotYetDue(message(Math.ceil(early / 1000)));
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
  task: { orderId: string },
  { scheduledAt }: { scheduledAt?: number } = {},
): Promise<ExpiryOutcome> {
  const expiresIn = (seconds: number) => `Order ${task.orderId} expires in ${seconds} s`;
  refuseBefore(deps.now(), scheduledAt ?? 0, expiresIn);
  const orderRef = deps.db.collection(collections.orders).doc(task.orderId);
  const snapshot = await orderRef.get();
  if (!snapshot.exists) return 'not-found';
  const seen = snapshot.data() as OrderDoc;
  if (!isReserving(seen.status)) return 'not-unpaid';
  refuseBefore(deps.now(), millisOf(seen.expiresAt), expiresIn);

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
    // Paid, cancelled or expired by another run since the read above.
    if (!isReserving(order.status)) return { outcome: 'not-unpaid' as const, productIds: [] as string[] };
    // An approval's deadline may have moved on (approved: the buyer has the payment's time from then).
    if (millisOf(order.expiresAt) > deps.now().getTime()) throw new NotYetDue(`Order ${task.orderId} is not due yet`);
    const at = deps.now();
    const { restockedProductIds } = await moveOrder(tx, orderRef, order, {
      transition: 'expire',
      by: null,
      at,
      reason: order.status === 'awaitingApproval' ? 'Not approved in time' : 'Not paid in time',
      restock: true,
      fields: { expiredAt: at },
    });
    return { outcome: 'expired' as const, productIds: restockedProductIds };
  });
  await Promise.all(outcome.productIds.map((id) => deps.catalogue.reread(id)));
  return outcome.outcome;
}
