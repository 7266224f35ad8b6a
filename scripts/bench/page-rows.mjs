// The pages' rows: each public page's Lighthouse figures against the page targets, the photo pages' LCP against
// their floor, and the presses' p75.
import { kB, ms, tbtRunsText, verdict, x } from './row-format.mjs';

/** The pages anyone may open, each judged on the page targets. */
export const PUBLIC_PAGES = [
  '/',
  '/products/{id}',
  '/login',
  '/blog',
  '/blog/{slug}',
  '/portfolio',
  '/search?q=',
  '/category/{slug}',
];
/** The pages whose largest paint must come within 1.5 s (a product photo, or the catalogue's first results). */
const PHOTO_PAGES = ['/', '/products/{id}', '/search?q=', '/category/{slug}', '/blog', '/blog/{slug}'];

export function floorRows(add, floors) {
  // The LCP floor: the page's median LCP against its floor page's (floor.mjs), every run shown.
  for (const floor of floors) {
    const measure = `${floor.label}: LCP vs its floor`;
    if (floor.notMeasured) add('floor', measure, `not measured: ${floor.notMeasured}`, '<= 1.2x', 'n/a');
    else
      add(
        'floor',
        measure,
        `${ms(floor.pageLcpMs)} / floor ${ms(floor.floorLcpMs)} = ${x(floor.ratio)} ` +
          `(runs: page ${floor.pageRuns.map(Math.round).join(', ')}; floor ${floor.floorRuns.map(Math.round).join(', ')})` +
          (floor.pageLcpTags?.some((tag) => tag !== 'img')
            ? `; the page's LCP element: ${floor.pageLcpTags.map((tag) => `<${tag}>`).join(', ')}`
            : ''),
        '<= 1.2x',
        verdict(floor.ratio <= 1.2),
      );
  }
}

export function pressRows(add, presses) {
  // Presses (INP): p75 of each scenario's samples (presses.mjs); one whose page or control is missing is shown.
  for (const press of presses) {
    const measure = `${press.name}: p75 of presses`;
    const budget = '<= 200 ms (goal <= 100)';
    if (press.notMeasured) add('inp', measure, `not measured: ${press.notMeasured}`, budget, 'n/a');
    else if (press.error) add('inp', measure, `failed: ${press.error.slice(0, 120)}`, budget, 'FAIL');
    else
      add(
        'inp',
        measure,
        `${ms(press.p75)} (${press.samples.length} presses: ${press.samples.map(Math.round).join(', ')})`,
        budget,
        verdict(press.p75 <= 200),
      );
  }
}

/** A page's Lighthouse rows: judged when it is public, its LCP too when it is a photo page. */
export function pageRows(add, section, page, name, note = '') {
  const judged = PUBLIC_PAGES.includes(name);
  const target = (budget, ok) => (judged ? [budget, verdict(ok)] : [`(${budget})`, '']);
  const label = `${name}${note}`;
  add(section, `${label}: performance`, String(page.performance), ...target('>= 95', page.performance >= 95));
  add(section, `${label}: accessibility`, String(page.accessibility), ...target('100', page.accessibility === 100));
  add(section, `${label}: best practices`, String(page.bestPractices), ...target('100', page.bestPractices === 100));
  add(section, `${label}: SEO`, String(page.seo), ...target('100', page.seo === 100));
  if (PHOTO_PAGES.includes(name))
    add(section, `${label}: LCP`, ms(page.lcpMs), ...target('<= 1500 ms', page.lcpMs <= 1500));
  else add(section, `${label}: LCP`, ms(page.lcpMs));
  const tbtRuns = page.runs ? ` (${tbtRunsText(page.runs)})` : '';
  add(section, `${label}: TBT`, `${ms(page.tbtMs)}${tbtRuns}`, ...target('<= 100 ms', page.tbtMs <= 100));
  add(section, `${label}: CLS`, page.cls.toFixed(3), ...target('<= 0.02', page.cls <= 0.02));
  add(section, `${label}: image bytes of the first viewport`, kB(page.imageBytes ?? NaN));
}
