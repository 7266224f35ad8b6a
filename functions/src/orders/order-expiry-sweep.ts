// The backstop for expiry tasks: finds unpaid orders whose deadline has passed and expires each through the task's
// own handler (expireOrder: one transaction per order that checks it is still unpaid). Production runs it every
// minute, so an order whose task was lost or ran out of attempts still expires within a minute or two.
import { collections } from '@toolshop/domain';
import { logger } from 'firebase-functions';
import type { Deps } from '../platform/deps';
import { NotYetDue, expireOrder, type ExpiryOutcome } from './order-expiry';

/** Orders read per query, and queries per run: one run stays well inside a function's time limit. */
export const SWEEP_BATCH_SIZE = 50;
export const SWEEP_MAX_BATCHES = 20;

export type SweepCounts = Record<ExpiryOutcome | 'waiting' | 'failed', number>;

export async function sweepExpiredOrders(deps: Deps): Promise<SweepCounts> {
  const counts: SweepCounts = {
    expired: 0,
    'paid-meanwhile': 0,
    'not-unpaid': 0,
    'not-found': 0,
    waiting: 0,
    failed: 0,
  };
  const due = deps.db
    .collection(collections.orders)
    .where('status', '==', 'unpaid')
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
          logger.error('Expiring a due order failed', { orderId: doc.id, error: String(error) });
        }
      }
    }
    if (page.size < SWEEP_BATCH_SIZE || batch >= SWEEP_MAX_BATCHES) break;
    page = await due.startAfter(page.docs[page.docs.length - 1]).get();
  }
  return counts;
}
