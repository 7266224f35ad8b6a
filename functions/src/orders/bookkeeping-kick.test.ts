import { describe, expect, it } from 'vitest';
import { bookkeepingKick } from './bookkeeping-kick';
import type { BookkeepingQueue, BookkeepingTask } from './bookkeeping';

const at = new Date('2026-11-28T12:00:00.250Z');

function recordingQueue(fail = false): BookkeepingQueue & { asked: { task: BookkeepingTask; id: string; at: Date }[] } {
  const asked: { task: BookkeepingTask; id: string; at: Date }[] = [];
  return {
    asked,
    async enqueue(task, id, when) {
      if (fail) throw new Error('queue unreachable');
      asked.push({ task, id, at: when });
    },
  };
}

describe('asking for a bookkeeping run after a commit', () => {
  it('asks at once, under an id of the move alone, so a retried request asks no second run', async () => {
    const queue = recordingQueue();
    const kick = bookkeepingKick(queue, () => at);
    await kick.afterCommit('paid-pi_test_123');
    await kick.afterCommit('paid-pi_test_123');
    expect(queue.asked).toEqual([
      { task: { move: 'paid-pi_test_123' }, id: 'books-paid-pi_test_123', at },
      { task: { move: 'paid-pi_test_123' }, id: 'books-paid-pi_test_123', at },
    ]);
  });

  it('keeps task ids to the letters Cloud Tasks accepts', async () => {
    const queue = recordingQueue();
    await bookkeepingKick(queue, () => at).afterCommit('refund-order-a/b:c');
    expect(queue.asked[0]!.id).toBe('books-refund-order-a-b-c');
  });

  it('never fails the payment that asked: the order trigger asks too', async () => {
    await expect(bookkeepingKick(recordingQueue(true), () => at).afterCommit('paid-x')).resolves.toBeUndefined();
  });
});
