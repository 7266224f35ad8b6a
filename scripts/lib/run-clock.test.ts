import { describe, expect, it } from 'vitest';
import { RunClock, busyPercent, cpuTicks } from './run-clock.mjs';

describe('the run clock', () => {
  it("describes each ended phase's seconds and the cores' busy share meanwhile", () => {
    let ms = 0;
    let busy = 0;
    let total = 0;
    const clock = new RunClock(
      () => ms,
      () => ({ busy, total }),
    );
    const endBuild = clock.start('build');
    ms += 143_000;
    busy += 970;
    total += 1000;
    endBuild();
    const endShard = clock.start('shard-1');
    clock.start('never ended');
    ms += 1_389_400;
    busy += 440;
    total += 1000;
    endShard();
    expect(clock.describe(2)).toBe(
      'Time: build 143 s (CPU 97%), shard-1 1389 s (CPU 44%); CPU is the share of 2 cores busy meanwhile, with anything else running',
    );
  });

  it('reads real ticks on Linux, and leaves the share out without two readings', () => {
    const ticks = cpuTicks();
    expect(ticks?.total).toBeGreaterThan(0);
    expect(ticks!.busy).toBeLessThanOrEqual(ticks!.total);
    expect(busyPercent(undefined, ticks)).toBeUndefined();
    expect(busyPercent(ticks, ticks)).toBeUndefined();
  });
});
