// Accessibility checks in the browser tests: axe-core (the installed package, no network) injected into the page.
// Usage:
//   const violations = await checkA11y(page);            // serious and critical violations only
//   expect(formatViolations(violations)).toEqual([]);     // readable failure message
//   await expectNoSeriousA11yViolations(page, 'home 1280'); // both in one call (throws with the list)
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import { artifactsDir } from './emulators';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

function source(): string {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export interface A11yOptions {
  /** Impacts that fail the check. Default: serious and critical. */
  impacts?: ImpactValue[];
  /** CSS selectors left out of the scan (e.g. third-party iframes). */
  exclude?: string[];
  /** Rule ids to turn off, with a reason in the calling test. */
  disableRules?: string[];
}

/** Runs axe-core on the whole page and returns the violations of the given impacts. */
export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<Result[]> {
  const impacts = options.impacts ?? ['serious', 'critical'];
  await transitionsSettled(page);
  // Evaluated through the DevTools protocol: a <script> tag added to the page would be refused by its CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source());
  const runOptions: RunOptions = { resultTypes: ['violations'] };
  if (options.disableRules?.length) {
    runOptions.rules = Object.fromEntries(options.disableRules.map((id) => [id, { enabled: false }]));
  }
  const results = (await page.evaluate(
    ([exclude, opts, counted]) => {
      type CheckSpec = string | { id: string };
      interface AuditRule {
        id: string;
        impact?: string;
        any: CheckSpec[];
        all: CheckSpec[];
        none: CheckSpec[];
      }
      const axe = (
        window as unknown as {
          axe: {
            run: (ctx: unknown, o: unknown) => Promise<unknown>;
            _audit: { rules: AuditRule[]; data: { checks: Record<string, { impact?: string } | undefined> } };
          };
        }
      ).axe;
      // A result's impact is its rule's, where the rule has one, else its failing checks': a rule whose impacts
      // are all below the counted ones can never be counted, so it is turned off (the rest run as by default).
      const { rules, data } = axe._audit;
      const checkImpact = (check: CheckSpec) => data.checks[typeof check === 'string' ? check : check.id]?.impact;
      const canCount = (rule: AuditRule) =>
        rule.impact
          ? counted.includes(rule.impact)
          : [...rule.any, ...rule.all, ...rule.none].some((check) => counted.includes(checkImpact(check) ?? ''));
      const off = rules.filter((rule) => !canCount(rule)).map((rule) => [rule.id, { enabled: false }] as const);
      if (off.length === rules.length) throw new Error('axe-core: no rule can give a counted impact');
      const context = exclude.length ? { include: [['html']], exclude: exclude.map((s) => [s]) } : document;
      return axe.run(context, { ...opts, rules: { ...Object.fromEntries(off), ...opts.rules } });
    },
    [options.exclude ?? [], runOptions, impacts as string[]] as const,
  )) as AxeResults;
  return results.violations.filter((v) => v.impact && impacts.includes(v.impact));
}

/**
 * Waits for the page's finite CSS transitions and animations to end (at most 2 s): a colour caught halfway, such
 * as a button's background fading in as it becomes enabled, is no colour the visitor is left with.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** One line per violation and node: "rule (impact): help -> target". */
export function formatViolations(violations: Result[]): string[] {
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} -> ${n.target.join(' ')}`));
}

/**
 * Fails when axe finds serious or critical violations; writes the full list to artifacts/a11y/<name>.json
 * either way, so a report shows what was checked.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  name: string,
  options: A11yOptions = {},
): Promise<void> {
  let violations = await checkA11y(page, options);
  // A colour read while the page changes a control's state (one CI run caught Confirm Order's white text on its
  // disabled grey, the page enabling it during the check) is read once more a frame later: a real contrast
  // problem stays, and the second reading is what the visitor is left with.
  if (violations.some((violation) => violation.id === 'color-contrast')) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    violations = await checkA11y(page, options);
  }
  const dir = `${artifactsDir}a11y/`;
  mkdirSync(dir, { recursive: true });
  const file = name.replace(/[^\w.-]+/g, '-');
  writeFileSync(`${dir}${file}.json`, JSON.stringify({ url: page.url(), violations }, null, 2));
  const lines = formatViolations(violations);
  if (lines.length)
    throw new Error(`axe-core found ${lines.length} serious/critical problem(s) on ${name}:\n${lines.join('\n')}`);
}
