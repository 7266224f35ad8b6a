// What a public page's start-up loads, read from the loader's data block of the page Hosting serves: every lazy
// public page has its route's chunks preloaded with the entry (an empty list means its chunk is asked for from
// inside the hydration), and none of those chunks, nor the entry's, mentions Intl (its first formatter costs a phone
// a long task at start-up: money and post dates are written out, decisions 9 and 30).
import { describe, expect, it } from 'vitest';
import { LOADER_DATA_ID, routeAt, type LoaderData } from '../../web/src/boot/entry-loader';
import { shopUrl } from '../support/emulators';

const LAZY_PUBLIC_PAGES = [
  '/products/some-product',
  '/search',
  '/category/some-category',
  '/login',
  '/blog',
  '/blog/some-post',
  '/portfolio',
  '/pages/terms',
];

async function loaderData(): Promise<LoaderData> {
  const html = await (await fetch(`${shopUrl}/`)).text();
  const block = html.match(new RegExp(`<script type="application/json" id="${LOADER_DATA_ID}">(.*?)</script>`, 's'));
  if (!block) throw new Error(`no ${LOADER_DATA_ID} data block in /`);
  return JSON.parse(block[1]!) as LoaderData;
}

describe("public pages' start-up", () => {
  it("preloads each lazy public page's chunks with the entry", async () => {
    const data = await loaderData();
    expect(data.files.length).toBeGreaterThan(0);
    for (const path of LAZY_PUBLIC_PAGES) expect(routeAt(data, path).files.length, path).toBeGreaterThan(0);
  });

  it('loads no chunk that mentions Intl', async () => {
    const data = await loaderData();
    const files = new Set([...data.files, ...LAZY_PUBLIC_PAGES.flatMap((path) => routeAt(data, path).files)]);
    const mentioning: string[] = [];
    await Promise.all(
      [...files].map(async (file) => {
        const response = await fetch(`${shopUrl}${file}`);
        expect(response.status, file).toBe(200);
        if ((await response.text()).includes('Intl.')) mentioning.push(file);
      }),
    );
    expect(mentioning).toEqual([]);
  });
});
