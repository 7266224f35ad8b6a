// What follows a payment or a refund after its commit, off the request's path: the invoice or credit note number
// (invoices/number-sequencer.ts) and the sales days (reports/sales-rollup.ts, foldSalesEvents). One task queue runs
// both, one dispatch at a time. Order writes are gathered in windows of BOOKKEEPING_WINDOW_MS: the trigger of each
// write that asked for a number or recorded sales changes enqueues its window's one task (the same id for every
// write of the window, so a burst enqueues a task a second, not one per payment), scheduled for the window's end,
// and that run books everything waiting by then. Production Cloud Tasks runs it at its schedule; the emulator runs
// it at once, so a run before its window's end books what is there, waits for the window to close (under a second)
// and books the rest. The minute's sweep (and `npm start` after an import) runs it too, for a task that
// never came. docs/decisions/0022.
import type { OrderDoc } from '@toolshop/domain';
import { issueDocumentNumbers, type SequencerDeps } from '../invoices/number-sequencer';
import { askedForNumber } from '../invoices/document-numbers';
import { foldSalesEvents } from '../reports/sales-rollup';

/** Writes are gathered in windows this long; each window's one task books them. */
export const BOOKKEEPING_WINDOW_MS = 1_000;

/** One run at a time; a run is quick, so the queue's rate is not what binds. */
export const BOOKKEEPING_RATE_LIMITS = { maxConcurrentDispatches: 1, maxDispatchesPerSecond: 500 } as const;

/** A run that fails (a lost race beyond the transaction's attempts, an outage) is tried again within seconds. */
export const BOOKKEEPING_RETRY_CONFIG = {
  maxAttempts: 20,
  minBackoffSeconds: 1,
  maxBackoffSeconds: 10,
  maxDoublings: 3,
} as const;

/** A window's run: it books whatever waits, and is due at the window's end (ms since the epoch). */
export interface BookkeepingTask {
  dueAt: number;
}

export interface BookkeepingQueue {
  /** Enqueues a run under `id`; enqueuing an id again does nothing. */
  enqueue(task: BookkeepingTask, id: string, at: Date): Promise<void>;
}

/** The end of the window a moment falls in, strictly after it: when the window's run is due. */
export function bookkeepingWindowEnd(millis: number): number {
  return (Math.floor(millis / BOOKKEEPING_WINDOW_MS) + 1) * BOOKKEEPING_WINDOW_MS;
}

/** The trigger's part for an order write, once its sales changes are recorded (`recordedSales`). */
export async function scheduleBookkeeping(
  queue: BookkeepingQueue,
  write: { before: OrderDoc | undefined; after: OrderDoc | undefined; recordedSales: boolean },
  now: Date,
): Promise<void> {
  if (!write.recordedSales && !askedForNumber(write.before, write.after)) return;
  const dueAt = bookkeepingWindowEnd(now.getTime());
  await queue.enqueue({ dueAt }, `books-${dueAt}`, new Date(dueAt));
}

/** A run: numbers first (the payment's email waits for them), then the sales days. */
export async function runBookkeeping(deps: SequencerDeps): Promise<{ numbered: number; folded: number }> {
  const numbered = await issueDocumentNumbers(deps);
  const folded = await foldSalesEvents(deps.db);
  return { numbered, folded };
}

/**
 * A window's task: books what waits, and once more when its window has closed if it came early (the emulator runs
 * tasks at once), so every write of the window is booked by its own task whatever the queue does with schedules.
 */
export async function runBookkeepingTask(
  deps: SequencerDeps,
  task: BookkeepingTask,
  now: () => Date,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  await runBookkeeping(deps);
  const early = Math.min(task.dueAt - now().getTime(), BOOKKEEPING_WINDOW_MS);
  if (early <= 0) return;
  await sleep(early);
  await runBookkeeping(deps);
}
