// How the sequencer (number-sequencer.ts) is started: a task on its own Cloud Tasks queue, which dispatches one
// task at a time, enqueued by the order trigger for each order that has just asked for a number. Every run numbers
// all that waits, so a burst of payments is numbered by the first few runs and the rest find nothing to do. The
// task's id is the request's, so a redelivered trigger enqueues nothing new. The minute's sweep runs the
// sequencer too, for a task that was never enqueued.
import type { OrderDoc } from '@toolshop/domain';

/** One run at a time; numbering is fast, so the queue's rate is not what binds. */
export const NUMBERING_RATE_LIMITS = { maxConcurrentDispatches: 1, maxDispatchesPerSecond: 500 } as const;

/** A run that fails (a lost race beyond the transaction's attempts, an outage) is tried again within seconds. */
export const NUMBERING_RETRY_CONFIG = {
  maxAttempts: 20,
  minBackoffSeconds: 1,
  maxBackoffSeconds: 10,
  maxDoublings: 3,
} as const;

/** The task carries nothing: a run numbers whatever waits. The order's id is kept for the logs. */
export interface NumberingTask {
  orderId: string;
}

export interface NumberingQueue {
  /** Enqueues the sequencer's run under `id`; enqueuing an id again does nothing. */
  enqueue(task: NumberingTask, id: string, at: Date): Promise<void>;
}

/** Whether this write of the order asked for an invoice or credit note number (move-order.ts). */
export function askedForNumber(before: OrderDoc | undefined, after: OrderDoc | undefined): boolean {
  if (!after || before?.status === after.status) return false;
  if (after.status === 'refunded') return !after.creditNoteNumber;
  return before?.status === 'unpaid' && !after.invoiceNumber && Boolean(after.paidAt);
}

/** The trigger's part: a run of the sequencer for an order that asked for a number. */
export async function scheduleNumbering(
  queue: NumberingQueue,
  orderId: string,
  before: OrderDoc | undefined,
  after: OrderDoc | undefined,
  now: Date,
): Promise<void> {
  if (!askedForNumber(before, after)) return;
  await queue.enqueue({ orderId }, `number-${orderId}-${after!.status}`, now);
}
