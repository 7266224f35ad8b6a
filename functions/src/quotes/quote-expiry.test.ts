// Which writes of a quote enqueue its expiry task (becoming quoted, or its date moving while quoted), and that a task
// arriving before its date is sent back without a read. The expiry itself runs against the emulators
// (tests/api/quotes.test.ts).
import { describe, expect, it } from 'vitest';
import type { QuoteDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { NotYetDue } from '../orders/order-expiry';
import { runQuoteExpiryTask, scheduleQuoteExpiry, type QuoteExpiryTask } from './quote-expiry';

const DATE = new Date('2026-12-28T23:59:59Z');
const LATER = new Date('2027-01-15T23:59:59Z');
const quote = (status: QuoteDoc['status'], validUntil: Date | null) => ({ status, validUntil }) as QuoteDoc;

async function enqueued(before: QuoteDoc | undefined, after: QuoteDoc | undefined) {
  const tasks: { task: QuoteExpiryTask; id: string; at: Date }[] = [];
  await scheduleQuoteExpiry(
    { enqueue: async (task, id, at) => void tasks.push({ task, id, at }) },
    'q1',
    before,
    after,
  );
  return tasks;
}

describe('scheduleQuoteExpiry', () => {
  it('enqueues a task for the date when a quote is sent, named by quote and date', async () => {
    expect(await enqueued(quote('requested', null), quote('quoted', DATE))).toEqual([
      { task: { quoteId: 'q1', dueAt: DATE.getTime() }, id: `expire-quote-q1-${DATE.getTime()}`, at: DATE },
    ]);
  });

  it('enqueues again when the date of a quoted quote moves, and not for any other write', async () => {
    expect((await enqueued(quote('quoted', DATE), quote('quoted', LATER))).map((t) => t.at)).toEqual([LATER]);
    expect(await enqueued(quote('quoted', DATE), quote('quoted', new Date(DATE)))).toEqual([]);
    expect(await enqueued(quote('quoted', DATE), quote('accepted', DATE))).toEqual([]);
    expect(await enqueued(quote('requested', null), quote('requested', DATE))).toEqual([]);
    expect(await enqueued(quote('quoted', DATE), undefined)).toEqual([]);
  });
});

describe('runQuoteExpiryTask', () => {
  it('sends a task back before its date without reading the quote', async () => {
    const deps = {
      now: () => new Date(DATE.getTime() - 5_000),
      get db(): never {
        throw new Error('the quote was read');
      },
    } as unknown as Deps;
    await expect(runQuoteExpiryTask(deps, { quoteId: 'q1', dueAt: DATE.getTime() })).rejects.toBeInstanceOf(NotYetDue);
  });
});
