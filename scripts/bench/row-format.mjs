// How the bench's rows write their figures, and a call's latency row against its floor.

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (value) => `${Math.round(value)} ms`;
export const x = (ratio) => `${ratio.toFixed(2)}x`;
export const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

/**
 * Each Lighthouse run's TBT, and beside them the machine's speed in that run (Lighthouse's benchmark index, higher
 * is faster) where the reports give it: on a shared host a slow run is often a slow machine, not a slow page.
 */
export function tbtRunsText(runs) {
  const tbts = runs.map((run) => Math.round(run.tbtMs)).join(', ');
  const indexes = runs.map((run) => run.benchmarkIndex);
  if (!indexes.every((index) => Number.isFinite(index))) return `runs: ${tbts}`;
  return `runs: ${tbts}; benchmark index ${indexes.map((index) => Math.round(index)).join(', ')}`;
}

/** A latency row writer for `add`: a call against its floor; `judged: false` shows the budget without a verdict. */
export function latencyRows(add) {
  /** How long the machine took to settle after the warm-up (latency.mjs), shown where it had to wait or never did. */
  const settledText = (settled) =>
    !settled || settled.waitedMs <= 3_500
      ? ''
      : `; settled ${(settled.waitedMs / 1000).toFixed(0)} s${settled.quiet ? '' : ` (still ${Math.round(settled.busy * 100)}% busy)`}`;

  const latency = (measure, result, limit, section = 'api', judged = true) =>
    add(
      section,
      measure,
      `p50 ${ms(result.subject.p50)} / floor ${ms(result.floor.p50)} = ${x(result.ratioP50)}; ` +
        `p95 ${ms(result.subject.p95)} / ${ms(result.floor.p95)} = ${x(result.ratioP95)}` +
        settledText(result.settled),
      judged ? `p50 <= ${limit}x` : `(p50 <= ${limit}x)`,
      judged ? verdict(result.ratioP50 <= limit) : '',
    );
  return latency;
}
