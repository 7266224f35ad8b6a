// Finds unpaid orders whose deadline has passed and expires each through expireOrder (one transaction per order
// that checks it is still unpaid). A window's expiry task runs it at the window's end (expireDueOrders); production
// also runs it every minute as the backstop, so an order whose task was lost or ran out of attempts still expires
// within a minute or two.
import { collections, RESERVING_STATUSES } from '@toolshop/domain';
import { logger } from 'firebase-functions';
import type { Deps } from '../platform/deps';
import { NotYetDue, expireOrder, refuseBefore, type ExpiryOutcome } from './order-expiry';

/** Orders read per query, and queries per run: one run stays well inside a function's time limit. */
export const SWEEP_BATCH_SIZE = 50;
export const SWEEP_MAX_BATCHES = 20;

export type SweepCounts = Record<ExpiryOutcome | 'waiting' | 'failed', number> & {
  /** The run stopped at SWEEP_MAX_BATCHES with due orders possibly left. */
  more: boolean;
  /** Each order counted as failed, with why: the next run tries it again. */
  failures: Array<{ orderId: string; error: string }>;
};

export async function sweepExpiredOrders(deps: Deps): Promise<SweepCounts> {
  const counts: SweepCounts = {
    expired: 0,
    'paid-meanwhile': 0,
    'not-unpaid': 0,
    'not-found': 0,
    waiting: 0,
    failed: 0,
    more: false,
    failures: [],
  };
  const due = deps.db
    .collection(collections.orders)
    .where('status', 'in', RESERVING_STATUSES)
    .where('expiresAt', '<=', deps.now())
    .orderBy('expiresAt')
    .limit(SWEEP_BATCH_SIZE);
  // Orders left unpaid (a payment still processing) stay due: the cursor moves past them instead of re-reading them.
  let page = await due.get();
  for (let batch = 1; !page.empty; batch++) {
    for (const doc of page.docs) {
      try {
        counts[await expireOrder(deps, { orderId: doc.id })]++;
      } catch (error) {
        if (error instanceof NotYetDue) {
          counts.waiting++;
        } else {
          counts.failed++;
          counts.failures.push({ orderId: doc.id, error: String(error) });
          logger.error('Expiring a due order failed', { orderId: doc.id, error: String(error) });
        }
      }
    }
    if (page.size < SWEEP_BATCH_SIZE) break;
    if (batch >= SWEEP_MAX_BATCHES) {
      counts.more = true;
      break;
    }
    page = await due.startAfter(page.docs[page.docs.length - 1]).get();
  }
  return counts;
}

/**
 * A window's task (order-expiry.ts): before the window's end (or the task's schedule) it answers "not yet due"
 * without reading anything; then it expires every order due. An order left unpaid (a payment processing, a
 * failure) or more due orders than one run takes make the queue run it again.
 */
export async function expireDueOrders(
  deps: Deps,
  { dueAt }: { dueAt: number },
  { scheduledAt }: { scheduledAt?: number } = {},
): Promise<SweepCounts> {
  const dueBy = `Orders due by ${new Date(dueAt).toISOString()}`;
  refuseBefore(deps.now(), Math.max(dueAt, scheduledAt ?? 0), (seconds) => `${dueBy}: ${seconds} s left`);
  const counts = await sweepExpiredOrders(deps);
  if (counts.waiting || counts.failed || counts.more) throw new NotYetDue(`${dueBy}: some are left unpaid`);
  return counts;
}
