// The shared listener life cycle on a scripted source and an injected clock: what it hands its owner, when it
// trusts memory, and what a failure drops.
import { describe, expect, it, vi } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { isAfter, ListenedSnapshot, MAX_STALENESS_MS, type SnapshotSource } from './listened-snapshot';

const warn = vi.fn();

interface Numbers {
  values: number[];
  readTime: Timestamp;
}

function setup() {
  const clock = { ms: 1_000_000 };
  const script = {
    stored: { values: [], readTime: Timestamp.fromMillis(0) } as Numbers,
    calls: { listen: 0, readAll: 0, unsubscribe: 0 },
    readFails: false,
    emit: undefined as ((snapshot: Numbers) => void) | undefined,
    error: undefined as ((error: unknown) => void) | undefined,
  };
  const source: SnapshotSource<Numbers> = {
    listen: (onSnapshot, onError) => {
      script.calls.listen++;
      [script.emit, script.error] = [onSnapshot, onError];
      return () => void script.calls.unsubscribe++;
    },
    readAll: () => {
      script.calls.readAll++;
      return script.readFails ? Promise.reject(new Error('unavailable')) : Promise.resolve(script.stored);
    },
  };
  const applied: number[][] = [];
  let drops = 0;
  const held = new ListenedSnapshot(source, () => clock.ms, {
    label: 'Numbers',
    onApply: (snapshot) => applied.push(snapshot.values),
    onDrop: () => drops++,
    warn,
  });
  const publish = (values: number[], ms = clock.ms) => {
    script.stored = { values, readTime: Timestamp.fromMillis(ms) };
    script.emit?.(script.stored);
  };
  return { clock, script, held, applied, publish, drops: () => drops };
}

describe('listened snapshot', () => {
  it('attaches on first use, waits for the first snapshot, and keeps a snapshot older than the one held out', async () => {
    const { clock, script, held, applied, publish } = setup();
    expect(held.trusted()).toBe(false);
    const ready = held.ready();
    publish([1]);
    expect(await ready).toBe(true);
    expect(held.trusted()).toBe(true);
    expect(held.readTime?.toMillis()).toBe(clock.ms);
    publish([0], clock.ms - 1); // a late delivery
    expect(applied).toEqual([[1]]);
    expect(script.calls).toEqual({ listen: 1, readAll: 0, unsubscribe: 0 });
  });

  it("dates trust by Firestore's read time, never later than our clock, and re-reads once when stale", async () => {
    const { clock, script, held, applied, publish } = setup();
    const ready = held.ready();
    publish([1], clock.ms + 60_000); // Firestore's clock ahead of ours lends no extra trust
    await ready;
    clock.ms += MAX_STALENESS_MS + 1;
    expect(held.trusted()).toBe(false);
    script.stored = { values: [2], readTime: Timestamp.fromMillis(clock.ms + 60_000) };
    expect(await Promise.all([held.ready(), held.ready()])).toEqual([true, true]);
    expect(script.calls.readAll).toBe(1);
    expect(applied).toEqual([[1], [2]]);
    held.distrust();
    expect(held.trusted()).toBe(false);
  });

  it('on a listener error drops everything, logs its label, and attaches again REATTACH_AFTER_MS later', async () => {
    const { clock, script, held, publish, drops } = setup();
    const ready = held.ready();
    publish([1]);
    await ready;
    script.error!(new Error('stream closed'));
    expect([drops(), script.calls.unsubscribe, held.readTime]).toEqual([1, 1, undefined]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Numbers listener failed/), expect.anything());
    expect(await held.ready()).toBe(false);
    await held.reload(); // nothing to reload while broken
    expect(script.calls).toMatchObject({ listen: 1, readAll: 0 });
    clock.ms += 5_000;
    const again = held.ready();
    expect(script.calls.listen).toBe(2);
    publish([3]);
    expect(await again).toBe(true);
  });

  it('reloads from a new read, and a failed one leaves memory to be read again', async () => {
    const { clock, script, held, applied, publish } = setup();
    const ready = held.ready();
    publish([1]);
    await ready;
    clock.ms += 10;
    script.stored = { values: [2], readTime: Timestamp.fromMillis(clock.ms) };
    await held.reload();
    expect(applied).toEqual([[1], [2]]);
    script.readFails = true;
    await held.reload();
    expect(held.trusted()).toBe(false);
  });

  it('compares read times to the nanosecond', () => {
    expect(isAfter(new Timestamp(5, 2), new Timestamp(5, 1))).toBe(true);
    expect(isAfter(new Timestamp(5, 1), new Timestamp(5, 1))).toBe(false);
    expect(isAfter(new Timestamp(4, 9), new Timestamp(5, 0))).toBe(false);
  });
});
