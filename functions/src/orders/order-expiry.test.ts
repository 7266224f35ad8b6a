import { describe, expect, it } from 'vitest';
import type { OrderDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { expireOrder, NotYetDue, scheduleExpiry, type ExpiryQueue, type ExpiryTask } from './order-expiry';

const DEADLINE = Date.UTC(2026, 10, 23, 12, 30);

/** Deps whose Firestore must not be touched: an early attempt decides from the task alone. */
function depsAt(millis: number): Deps {
  const untouchable = new Proxy(
    {},
    {
      get() {
        throw new Error('the order was read');
      },
    },
  );
  return { now: () => new Date(millis), db: untouchable } as unknown as Deps;
}

describe('expireOrder before the deadline the task carries', () => {
  it('asks the queue to retry without reading the order', async () => {
    const attempt = expireOrder(depsAt(DEADLINE - 61_000), { orderId: 'o1', expiresAt: DEADLINE });
    await expect(attempt).rejects.toBeInstanceOf(NotYetDue);
    await expect(attempt).rejects.toThrow('Order o1 expires in 61 s');
  });

  it('reads the order once the deadline is reached', async () => {
    await expect(expireOrder(depsAt(DEADLINE), { orderId: 'o1', expiresAt: DEADLINE })).rejects.toThrow(
      'the order was read',
    );
  });

  it('reads the order when the task carries no deadline', async () => {
    await expect(expireOrder(depsAt(DEADLINE - 61_000), { orderId: 'o1' })).rejects.toThrow('the order was read');
  });
});

describe('scheduleExpiry', () => {
  const queued: { task: ExpiryTask; at: Date }[] = [];
  const queue: ExpiryQueue = {
    enqueue: async (task, at) => {
      queued.push({ task, at });
    },
  };

  it("queues an unpaid order's task for its deadline, carrying the deadline", async () => {
    const order = { status: 'unpaid', expiresAt: new Date(DEADLINE) } as unknown as OrderDoc;
    await scheduleExpiry(queue, 'o1', order);
    expect(queued).toEqual([{ task: { orderId: 'o1', expiresAt: DEADLINE }, at: new Date(DEADLINE) }]);
  });
});
