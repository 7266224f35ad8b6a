import { describe, expect, it } from 'vitest';
import { busyShare, cpuTimes } from './quiet-cpu.mjs';

describe('cpuTimes', () => {
  it("sums /proc/stat's first eight fields and counts idle and iowait as idle", () => {
    const stat = 'cpu  100 10 50 800 40 0 5 0 7 0\ncpu0 50 5 25 400 20 0 2 0 3 0\n';
    expect(cpuTimes(stat)).toEqual({ total: 1005, idle: 840 });
  });

  it('is null without an all-CPU line', () => {
    expect(cpuTimes('intr 1 2 3\n')).toBeNull();
  });
});

describe('busyShare', () => {
  it('is the busy share of the time between two readings', () => {
    expect(busyShare({ total: 1000, idle: 800 }, { total: 1200, idle: 950 })).toBeCloseTo(0.25);
  });

  it('is 0 when no time has passed', () => {
    expect(busyShare({ total: 1000, idle: 800 }, { total: 1000, idle: 800 })).toBe(0);
  });
});
