import { describe, expect, it } from 'vitest';
import { KEEP_MS, PrefetchedReads } from './prefetched-reads';

function setUp(uid: string | undefined) {
  const session = { uid };
  const clock = { ms: 1_000 };
  const calls: string[] = [];
  let fail = false;
  const reads = new PrefetchedReads({
    signedInUid: async () => session.uid,
    read: async (path) => {
      calls.push(path);
      if (fail) throw new Error('503');
      return { path, call: calls.length };
    },
    now: () => clock.ms,
  });
  return { reads, session, clock, calls, failNext: (value: boolean) => (fail = value) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetched reads', () => {
  it('gives the screen the request already made, once, and asks only once for two prefetches', async () => {
    const { reads, calls } = setUp('admin-1');
    reads.prefetch('/orders');
    reads.prefetch('/orders');
    await settle();
    expect(calls).toEqual(['/orders']);
    await expect(reads.take('/orders')).resolves.toEqual({ path: '/orders', call: 1 });
    expect(reads.take('/orders')).toBeUndefined();
    expect(calls).toEqual(['/orders']);
  });

  it('has nothing for a path that was not prefetched, nor for one prefetched too long ago', async () => {
    const { reads, clock } = setUp('admin-1');
    expect(reads.take('/orders')).toBeUndefined();
    reads.prefetch('/orders');
    clock.ms += KEEP_MS + 1;
    expect(reads.take('/orders')).toBeUndefined();
  });

  it('asks nothing for a visitor; the screen then reads for itself', async () => {
    const { reads, session, calls } = setUp(undefined);
    reads.prefetch('/orders');
    await settle();
    expect(calls).toEqual([]);
    session.uid = 'admin-1'; // signed in since
    await expect(reads.take('/orders')).resolves.toEqual({ path: '/orders', call: 1 });
  });

  it('asks again when the prefetched read failed', async () => {
    const { reads, calls, failNext } = setUp('admin-1');
    failNext(true);
    reads.prefetch('/orders');
    await settle();
    failNext(false);
    await expect(reads.take('/orders')).resolves.toEqual({ path: '/orders', call: 2 });
    expect(calls).toEqual(['/orders', '/orders']);
  });

  it("never gives one user's answer to another who signed in meanwhile", async () => {
    const { reads, session } = setUp('admin-1');
    reads.prefetch('/orders');
    await settle();
    session.uid = 'admin-2';
    await expect(reads.take('/orders')).resolves.toEqual({ path: '/orders', call: 2 });
  });

  it('asks nothing for a prefetch that comes after the screen read the path for itself, until KEEP_MS has passed', async () => {
    const { reads, clock, calls } = setUp('admin-1');
    expect(reads.take('/orders')).toBeUndefined(); // the screen mounted first and reads for itself
    reads.prefetch('/orders');
    await settle();
    expect(calls).toEqual([]);
    expect(reads.take('/orders')).toBeUndefined(); // its reload after a change reads afresh too
    clock.ms += KEEP_MS + 1;
    reads.prefetch('/orders');
    await settle();
    expect(calls).toEqual(['/orders']);
  });
});
