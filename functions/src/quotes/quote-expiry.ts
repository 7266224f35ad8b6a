// A quote expires by itself at its validity date: when a quote becomes `quoted` or its date moves (a Firestore
// trigger on quotes/{id}), a Cloud Task of its own is enqueued for that date on the `expireQuote` queue, whose
// handler writes it `expired` if it is due then (quote-moves.ts, expireQuoteIfDue, the same check every read
// makes). A task that arrives early (the Cloud Tasks emulator runs tasks at once and reaches the schedule through
// retries, as the order expiry's queue does, order-expiry.ts) is sent back to be retried; a task for a date since
// moved finds the quote not due and does nothing, the new date having its own task. The 5-minute schedule
// (expireQuotes) stays as the sweep for a task that was lost.
import { quoteDateOf, type QuoteDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { refuseBefore } from '../orders';
import { expireQuoteIfDue } from './quote-moves';

/** One quote's expiry at `dueAt` (ms since the epoch, its validity date when enqueued). */
export interface QuoteExpiryTask {
  quoteId: string;
  dueAt: number;
}

export interface QuoteExpiryQueue {
  /** Enqueues `task` for `at` under `id`; enqueuing an id again does nothing. */
  enqueue(task: QuoteExpiryTask, id: string, at: Date): Promise<void>;
}

/** The trigger's work: a quote now `quoted` whose validity date is new to it gets that date's task. */
export async function scheduleQuoteExpiry(
  queue: QuoteExpiryQueue,
  quoteId: string,
  before: QuoteDoc | undefined,
  after: QuoteDoc | undefined,
): Promise<void> {
  if (after?.status !== 'quoted') return;
  const dueAt = quoteDateOf(after.validUntil)?.getTime();
  if (dueAt === undefined) return;
  if (before?.status === 'quoted' && quoteDateOf(before.validUntil)?.getTime() === dueAt) return;
  await queue.enqueue({ quoteId, dueAt }, `expire-quote-${quoteId}-${dueAt}`, new Date(dueAt));
}

/** The task's work: the quote written expired once its date has come; before then the queue retries. */
export async function runQuoteExpiryTask(deps: Deps, task: QuoteExpiryTask): Promise<void> {
  refuseBefore(deps.now(), task.dueAt, (seconds) => `Quote ${task.quoteId} expires in ${seconds} s`);
  await expireQuoteIfDue(deps, task.quoteId);
}
