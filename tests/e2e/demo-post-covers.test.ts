// `npm start`'s demo posts, seeded by the seed's own code, show their own cover photos (web/public/posts) as product
// photos are shown: /blog/{slug}'s first HTML holds the cover's <picture> with its AVIF and WebP srcsets and
// preloads it from the head; on a phone Chromium takes the 800 px AVIF; every copy is served, immutable; /blog's
// cards show each post's cover. The posts are removed afterwards (the visitor's journey expects no post).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collections, pictureSrcSet } from '@toolshop/domain';
import { demoPostCoverPath } from '../../scripts/photos/photo-files.mjs';
import { demoPosts, seedDemoPosts } from '../../scripts/seed/demo-posts.mjs';
import { testAdmin } from '../support/admin';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';

const launch = demoPosts.find((post) => post.tags.includes('product-news'))!;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let browser: Browser;
beforeAll(async () => {
  await seedDemoPosts(testAdmin().db);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  const { db } = testAdmin();
  await Promise.all(
    demoPosts.flatMap(({ id, slug }) => [
      db.recursiveDelete(db.collection(collections.posts).doc(id)),
      db.collection(collections.postSlugs).doc(slug).delete(),
    ]),
  );
});

describe("the demo posts' own covers", () => {
  it("/blog/{slug}'s first HTML shows the cover's AVIF and WebP copies and preloads it; all are served immutable", async () => {
    const cover = demoPostCoverPath(launch.slug)!;
    expect(cover).toMatch(/^\/posts\//);
    const avif = pictureSrcSet(cover, 'avif')!;
    const response = await fetch(`${shopUrl}/blog/${launch.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`srcSet="${avif}"`);
    expect(html).toContain(`srcSet="${pictureSrcSet(cover, 'webp')}"`);
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeRegExp(avif)}"[^>]*type="image/avif">`,
      ),
    );

    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${shopUrl}/blog/${launch.slug}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: launch.title }).waitFor({ timeout: 20_000 });
    const picture = page.locator('#root picture img').first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc), { timeout: 20_000 })
      .toMatch(new RegExp(`${escapeRegExp(cover.replace(/\.jpg$/, ''))}-800w\\.avif$`));
    await page.close();

    const copies = ['avif', 'webp'].flatMap((format) =>
      pictureSrcSet(cover, format as 'avif' | 'webp')!
        .split(', ')
        .map((entry) => entry.split(' ')[0]!),
    );
    for (const url of [cover, ...copies]) {
      const served = await fetch(`${shopUrl}${url}`);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type'), url).toMatch(/^image\/(jpeg|avif|webp)$/);
      expect(served.headers.get('cache-control') ?? '(no Cache-Control)', url).toContain('immutable');
    }
  });

  it("/blog's cards show each demo post's own cover", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${shopUrl}/blog`, { waitUntil: 'domcontentloaded' });
    for (const { title, slug } of demoPosts) {
      const card = page.getByRole('article').filter({ hasText: title });
      await card.waitFor({ timeout: 20_000 });
      const cover = demoPostCoverPath(slug)!;
      expect(await card.locator('img').getAttribute('src'), slug).toBe(cover);
      expect(await card.locator('source[type="image/avif"]').getAttribute('srcset'), slug).toBe(
        pictureSrcSet(cover, 'avif'),
      );
    }
    await page.close();
  });
});
