// The public pages on a slower phone: Lighthouse's mobile preset with the CPU slowed 8x instead of 4x (an emulated
// slower host, on any machine). A page that hydrates all at once passes at 4x on a fast bench machine and still
// blocks a mid-range phone's main thread; this section shows it. Budget: TBT <= 200 ms at 8x (the pages section
// judges 4x: performance >= 95, TBT <= 100 ms).
import { measurePage } from './lighthouse.mjs';
import { tbtRunsText } from './row-format.mjs';

export const SLOW_CPU_SLOWDOWN = 8;
/** As many runs as the pages section's: a median of three cannot tell a 20% change from the noise of one slow run. */
export const SLOW_CPU_RUNS = 5;
export const SLOW_CPU_TBT_BUDGET_MS = 200;

/**
 * Each of `pages` ([label, path]) measured at 8x; every run's own slowdown is kept, so a report can show it took.
 * @param {string} shop the Hosting emulator's origin
 * @param {[string, string][]} pages
 */
export async function measureSlowCpu(shop, pages, reportDir, runs = SLOW_CPU_RUNS) {
  const measured = [];
  for (const [label, path] of pages) {
    const name = `${label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${SLOW_CPU_SLOWDOWN}x`;
    const page = await measurePage(`${shop}${path}`, name, reportDir, { runs, cpuSlowdown: SLOW_CPU_SLOWDOWN });
    measured.push({ ...page, label });
  }
  return measured;
}

/** The section's rows: each page's TBT at 8x against its budget, its performance score beside it for reference. */
export function slowCpuRows(add, slowPages) {
  for (const page of slowPages) {
    const slowdowns = [...new Set(page.runs.map((run) => run.cpuSlowdown))];
    const tookSlowdown = slowdowns.length === 1 && slowdowns[0] === SLOW_CPU_SLOWDOWN;
    add(
      'slow-cpu',
      `${page.label}: TBT at ${SLOW_CPU_SLOWDOWN}x`,
      `${Math.round(page.tbtMs)} ms (${tbtRunsText(page.runs)})${tookSlowdown ? '' : `; slowdown applied: ${slowdowns.join(', ')}`}`,
      `<= ${SLOW_CPU_TBT_BUDGET_MS} ms`,
      tookSlowdown && page.tbtMs <= SLOW_CPU_TBT_BUDGET_MS ? 'PASS' : 'FAIL',
    );
    add('slow-cpu', `${page.label}: performance at ${SLOW_CPU_SLOWDOWN}x`, String(page.performance));
  }
}
