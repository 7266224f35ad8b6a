// Where an `npm test`'s minutes go: each phase's seconds and how busy the machine's cores were meanwhile. A phase
// whose cores sat idle waits on real time (another shard would help); one at 100% needs less work, not more shards.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** The machine's CPU time so far in clock ticks, busy and in all (Linux's /proc/stat); undefined elsewhere. */
export function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.slice(0, 8).map(Number);
    const idle = ticks[3] + ticks[4]; // idle and iowait
    const total = ticks.reduce((sum, tick) => sum + tick, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** A share of the cores' time between two readings, as a whole percentage (undefined without both). */
export function busyPercent(from, to) {
  if (!from || !to || to.total <= from.total) return undefined;
  return Math.round((100 * (to.busy - from.busy)) / (to.total - from.total));
}

/** Records named phases (they may overlap) and describes them in one line. */
export class RunClock {
  /** @type {{ name: string, startedAt: number, endedAt?: number, from?: ReturnType<typeof cpuTicks>, to?: ReturnType<typeof cpuTicks> }[]} */
  phases = [];

  constructor(now = () => Date.now(), ticks = cpuTicks) {
    this.now = now;
    this.ticks = ticks;
  }

  /** Starts a phase; the answer ends it. */
  start(name) {
    const phase = { name, startedAt: this.now(), from: this.ticks() };
    this.phases.push(phase);
    return () => {
      phase.endedAt = this.now();
      phase.to = this.ticks();
    };
  }

  /** 'build 143 s (CPU 97%), shard-1 1389 s (CPU 88%), …' over the ended phases, and the cores counted. */
  describe(cores = availableParallelism()) {
    const ended = this.phases.filter((phase) => phase.endedAt !== undefined);
    const parts = ended.map((phase) => {
      const seconds = Math.round((phase.endedAt - phase.startedAt) / 1000);
      const busy = busyPercent(phase.from, phase.to);
      return `${phase.name} ${seconds} s${busy === undefined ? '' : ` (CPU ${busy}%)`}`;
    });
    return `Time: ${parts.join(', ')}; CPU is the share of ${cores} cores busy meanwhile, with anything else running`;
  }
}
