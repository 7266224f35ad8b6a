// Waits until the machine's CPUs are mostly idle before a timed browser measurement. Lighthouse times the page's
// own tasks and multiplies them by its CPU slowdown: a task that shares a core with the emulators starting up (the
// Firestore emulator's JIT, the functions emulator loading its workers) or with the bench's own seeding counts as
// the page's blocking time. The wait is reported with each run, so a busy machine stays visible in the figures.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy share of all CPUs at or under which the machine counts as quiet. */
const QUIET_BUSY = 0.2;
/** Consecutive quiet samples needed. */
const QUIET_SAMPLES = 3;
const SAMPLE_MS = 1000;
/** The longest wait; TOOLSHOP_BENCH_QUIET_WAIT_MS shortens it on a machine known to stay busy (its figures are then only indicative). */
const MAX_WAIT_MS = Number(process.env.TOOLSHOP_BENCH_QUIET_WAIT_MS ?? 90_000);

/** Total and idle jiffies over all CPUs, from /proc/stat's first line; null where there is no /proc. */
export function cpuTimes(procStat) {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already counted in user and nice).
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = fields[3] + (fields[4] ?? 0);
  return { total, idle };
}

/** Share of CPU time spent busy between two readings, 0..1. */
export function busyShare(before, after) {
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

function readCpuTimes() {
  try {
    return cpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** Resolves once QUIET_SAMPLES one-second samples in a row were quiet, or after `maxWaitMs` (at most MAX_WAIT_MS). */
export async function waitForQuietCpu(maxWaitMs = MAX_WAIT_MS) {
  const start = performance.now();
  let previous = readCpuTimes();
  if (!previous) return { waitedMs: 0, busy: NaN, quiet: true };
  let quietInARow = 0;
  let busy = 1;
  const limit = Math.min(maxWaitMs, MAX_WAIT_MS);
  while (performance.now() - start < limit) {
    await sleep(SAMPLE_MS);
    const now = readCpuTimes();
    busy = busyShare(previous, now);
    previous = now;
    quietInARow = busy <= QUIET_BUSY ? quietInARow + 1 : 0;
    if (quietInARow >= QUIET_SAMPLES) return { waitedMs: Math.round(performance.now() - start), busy, quiet: true };
  }
  return { waitedMs: Math.round(performance.now() - start), busy, quiet: false };
}
