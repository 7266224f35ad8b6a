// What follows a payment or a refund after its commit, off the request's path: the invoice or credit note number
// (invoices/number-sequencer.ts) and the sales days (reports/sales-rollup.ts, foldSalesEvents). One task queue runs
// both: the order trigger enqueues a run for each order write that asked for a number or
// recorded sales changes, the payment or refund itself asks for one once committed (bookkeeping-kick.ts), and each
// run does all that waits, so a burst of payments is booked by the first few runs
// and the rest find nothing to do. The task's id is the order write's, so a redelivered trigger enqueues nothing
// new. The minute's sweep (and `npm start` after an import) runs it too, for a task that never came.
// docs/decisions/0022.
import type { OrderDoc } from '@toolshop/domain';
import { issueDocumentNumbers, type SequencerDeps } from '../invoices';
import { askedForNumber } from '../invoices';
import { foldSalesEvents } from '../reports';

/**
 * One run at a time: runs at the same moment would meet on the counters and the waiting requests, where Firestore
 * commits one and makes the others wait and read again, so a burst's numbering took seconds of lock waits instead
 * of one batch. Each payment asks for a run once it commits (bookkeeping-kick.ts), so the queue always holds a run
 * that starts after the latest payment, and runs that find nothing take a few milliseconds.
 */
export const BOOKKEEPING_RATE_LIMITS = { maxConcurrentDispatches: 1, maxDispatchesPerSecond: 500 } as const;

/** A run that fails (a lost race beyond the transaction's attempts, an outage) is tried again within seconds. */
export const BOOKKEEPING_RETRY_CONFIG = {
  maxAttempts: 20,
  minBackoffSeconds: 1,
  maxBackoffSeconds: 10,
  maxDoublings: 3,
} as const;

/**
 * The task carries nothing a run needs: it books whatever waits. What asked for it is kept for the logs: the order
 * whose write the trigger saw, or the committed move (bookkeeping-kick.ts).
 */
export interface BookkeepingTask {
  orderId?: string;
  move?: string;
}

export interface BookkeepingQueue {
  /** Enqueues a run under `id`; enqueuing an id again does nothing. */
  enqueue(task: BookkeepingTask, id: string, at: Date): Promise<void>;
}

/** The trigger's part for the order write `eventId`, once its sales changes are recorded (`recordedSales`). */
export async function scheduleBookkeeping(
  queue: BookkeepingQueue,
  write: {
    eventId: string;
    orderId: string;
    before: OrderDoc | undefined;
    after: OrderDoc | undefined;
    recordedSales: boolean;
  },
  now: Date,
): Promise<void> {
  if (!write.recordedSales && !askedForNumber(write.before, write.after)) return;
  await queue.enqueue({ orderId: write.orderId }, bookkeepingTaskId(write.eventId), now);
}

/** A task id of the write's own (letters, digits, - and _ only), the same when the trigger is delivered again. */
export function bookkeepingTaskId(eventId: string): string {
  return `books-${eventId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** A run: numbers first (the payment's email waits for them), then the sales days. */
export async function runBookkeeping(deps: SequencerDeps): Promise<{ numbered: number; folded: number }> {
  const numbered = await issueDocumentNumbers(deps);
  const folded = await foldSalesEvents(deps.db);
  return { numbered, folded };
}
