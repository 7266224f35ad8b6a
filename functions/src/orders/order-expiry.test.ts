// A task that arrives before its schedule (the Cloud Tasks emulator runs every task at once and on each retry) is
// sent back without a read; the order itself is read only once the schedule has come. The expiry itself is tested
// against the emulators (tests/api/order-expiry*.test.ts).
import { describe, expect, it } from 'vitest';
import type { Deps } from '../platform/deps';
import { expireOrder, NotYetDue, taskScheduleMillis } from './order-expiry';

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
