// Which task covers an order (its deadline's window, or its own when already due), and that a task arriving before
// its schedule (the Cloud Tasks emulator runs every task at once and on each retry) is sent back without a read.
// The expiry itself is tested against the emulators (tests/api/order-lifecycle.test.ts, order-expiry-backstop).
import { describe, expect, it } from 'vitest';
import type { Deps } from '../platform/deps';
import type { OrderDoc } from '@toolshop/domain';
import {
  enqueuingOnce,
  expireOrder,
  EXPIRY_WINDOW_MS,
  expiryWindowEnd,
  NotYetDue,
  scheduleExpiry,
  taskScheduleMillis,
  type ExpiryQueue,
  type ExpiryTask,
} from './order-expiry';
import { expireDueOrders } from './order-expiry-sweep';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');

/** Deps whose Firestore fails the test when touched. */
function depsWithoutFirestore(): Deps {
  const db = new Proxy(
    {},
    {
      get() {
        throw new Error('the order was read');
      },
    },
  );
  return { db, now: () => new Date(NOW) } as unknown as Deps;
}

describe('taskScheduleMillis', () => {
  it("reads Cloud Tasks' seconds since the epoch and the emulator's ISO time", () => {
    expect(taskScheduleMillis('1795773600')).toBe(1_795_773_600_000);
    expect(taskScheduleMillis('1795773600.25')).toBe(1_795_773_600_250);
    expect(taskScheduleMillis('2026-11-27T10:30:00.000Z')).toBe(NOW + 30 * 60_000);
  });

  it('is undefined without a readable schedule', () => {
    expect(taskScheduleMillis(undefined)).toBeUndefined();
    expect(taskScheduleMillis('')).toBeUndefined();
    expect(taskScheduleMillis('soon')).toBeUndefined();
  });
});

describe('expireOrder before its schedule', () => {
  it('answers "not yet due" without reading the order', async () => {
    const early = expireOrder(depsWithoutFirestore(), { orderId: 'o1' }, { scheduledAt: NOW + 90_000 });
    await expect(early).rejects.toBeInstanceOf(NotYetDue);
    await expect(early).rejects.toThrow('Order o1 expires in 90 s');
  });

  it('reads the order once the schedule has come', async () => {
    const due = expireOrder(depsWithoutFirestore(), { orderId: 'o1' }, { scheduledAt: NOW });
    await expect(due).rejects.toThrow('the order was read');
  });
});

describe('expiry windows', () => {
  const unpaid = (expiresAt: number) => ({ status: 'unpaid', expiresAt: new Date(expiresAt) }) as unknown as OrderDoc;
  const recordingQueue = () => {
    const calls: [ExpiryTask, string, number][] = [];
    const queue: ExpiryQueue = { enqueue: async (task, id, at) => void calls.push([task, id, at.getTime()]) };
    return { calls, queue };
  };

  it('ends each window on a multiple of EXPIRY_WINDOW_MS, a deadline on the boundary in its own window', () => {
    expect(expiryWindowEnd(NOW)).toBe(NOW);
    expect(expiryWindowEnd(NOW + 1)).toBe(NOW + EXPIRY_WINDOW_MS);
    expect(expiryWindowEnd(NOW + EXPIRY_WINDOW_MS - 1)).toBe(NOW + EXPIRY_WINDOW_MS);
  });

  it("queues an order under its window's task, and one already due under a task of its own", async () => {
    const { calls, queue } = recordingQueue();
    await scheduleExpiry(queue, 'o1', unpaid(NOW + 1_800_001), new Date(NOW));
    await scheduleExpiry(queue, 'o2', unpaid(NOW + 1_809_000), new Date(NOW));
    await scheduleExpiry(queue, 'o3', unpaid(NOW - 5_000), new Date(NOW));
    const end = NOW + 1_810_000;
    expect(calls).toEqual([
      [{ dueAt: end }, `expire-due-${end}`, end],
      [{ dueAt: end }, `expire-due-${end}`, end],
      [{ orderId: 'o3' }, 'expire-o3', NOW - 5_000],
    ]);
  });

  it('leaves orders that are not unpaid or have no deadline', async () => {
    const { calls, queue } = recordingQueue();
    await scheduleExpiry(
      queue,
      'o1',
      { status: 'pending', expiresAt: new Date(NOW) } as unknown as OrderDoc,
      new Date(NOW),
    );
    await scheduleExpiry(queue, 'o2', { status: 'unpaid' } as unknown as OrderDoc, new Date(NOW));
    await scheduleExpiry(queue, 'o3', undefined, new Date(NOW));
    expect(calls).toEqual([]);
  });

  it('asks the queue for each id once per instance, and again after a failed call', async () => {
    const { calls, queue } = recordingQueue();
    let fail = true;
    const flaky: ExpiryQueue = {
      enqueue: (task, id, at) => (fail ? Promise.reject(new Error('unavailable')) : queue.enqueue(task, id, at)),
    };
    const once = enqueuingOnce(flaky, () => NOW);
    await expect(once.enqueue({ dueAt: NOW }, 'w1', new Date(NOW))).rejects.toThrow('unavailable');
    fail = false;
    await once.enqueue({ dueAt: NOW }, 'w1', new Date(NOW));
    await once.enqueue({ dueAt: NOW }, 'w1', new Date(NOW));
    await once.enqueue({ orderId: 'o1' }, 'expire-o1', new Date(NOW));
    expect(calls.map(([, id]) => id)).toEqual(['w1', 'expire-o1']);
  });
});

describe("a window's task before its end", () => {
  it('answers "not yet due" without reading any order', async () => {
    const early = expireDueOrders(depsWithoutFirestore(), { dueAt: NOW + 10_000 }, { scheduledAt: NOW + 10_000 });
    await expect(early).rejects.toBeInstanceOf(NotYetDue);
    await expect(early).rejects.toThrow('10 s left');
  });

  it('reads the due orders once the window has ended', async () => {
    const due = expireDueOrders(depsWithoutFirestore(), { dueAt: NOW }, { scheduledAt: NOW });
    await expect(due).rejects.toThrow('the order was read');
  });
});
