// The LCP floor rows: for each route below, the bench asks the Hosting emulator for the page, writes its floor
// page (floor-page.mjs) into the hosting build folder as /__floor/<name>.html (a file that exists is served as it
// is, before any rewrite), and Lighthouse measures page and floor alternately (lighthouse.mjs). Budget: the page's
// median LCP <= 1.2x the floor's. A route this build does not serve, or whose page shows no photo, is reported
// "not measured" with the reason. The merge of a page adds its route here.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { floorName, floorPage } from './floor-page.mjs';

export const FLOOR_BUDGET = 1.2;

/** The routes judged against their floor; path(ctx) from { productId, categorySlug }. */
export const FLOOR_ROUTES = [
  { label: '/', path: () => '/' },
  { label: '/products/{id}', path: ({ productId }) => `/products/${productId}` },
  { label: '/category/{slug}', path: ({ categorySlug }) => `/category/${categorySlug}` },
  { label: '/blog', path: () => '/blog' },
  { label: '/blog/{slug}', path: ({ postSlug }) => `/blog/${postSlug}` },
];

/** A category of the demo catalogue (the catalogue branch seeds categories/{slug}). */
export const FLOOR_CATEGORY = 'drills-drivers';

export const FLOOR_DIR = '__floor';

/**
 * Writes the floor page of `path` into the hosting folder; returns its URL, or why there is none.
 * @returns {Promise<{ floorUrl: string } | { notMeasured: string }>}
 */
export async function prepareFloor(shop, webDir, label, path) {
  const response = await fetch(`${shop}${path}`);
  const html = await response.text();
  if (!response.ok) return { notMeasured: `${path} answers ${response.status} (not in this build)` };
  const floor = floorPage(html, path);
  if (!floor) return { notMeasured: `${path} shows no eager photo` };
  mkdirSync(join(webDir, FLOOR_DIR), { recursive: true });
  const file = `${floorName(label)}.html`;
  writeFileSync(join(webDir, FLOOR_DIR, file), floor);
  return { floorUrl: `${shop}/${FLOOR_DIR}/${file}` };
}

/** The floor row's figures from a page measured with its floor. */
export function floorResult(label, page) {
  const pageRuns = page.runs.map((run) => run.lcpMs);
  const floorRuns = page.floor.runs.map((run) => run.lcpMs);
  return {
    label,
    pageLcpMs: page.lcpMs,
    floorLcpMs: page.floor.lcpMs,
    ratio: page.lcpMs / page.floor.lcpMs,
    pageRuns,
    floorRuns,
    // Where the page's largest paint is not its photo (a heading), the ratio compares that paint with the photo's.
    pageLcpTags: [...new Set(page.runs.map((run) => run.lcpTag).filter(Boolean))],
  };
}
