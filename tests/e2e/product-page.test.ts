// The public product pages and what search engines read: cards link to /products/{id}, the page shows the
// product with its JSON-LD Product and Offer, pictures come as AVIF/WebP srcsets, /sitemap.xml lists every
// product, and an admin's change shows on the page within the staleness the README states.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PICTURE_VARIANT_WIDTHS } from '@toolshop/domain';
import { seedProducts } from '../../scripts/seed/products.mjs';
import { api } from '../support/api';
import { launchBrowser } from '../support/browser';
import { testAdmin } from '../support/admin';
import { artifactsDir, shopUrl } from '../support/emulators';

/**
 * README: a product change shows on its page within 40 s (the catalogue cache's 10 s, the CDN's 10 s fresh and 20 s
 * stale while it fetches anew). The emulators have no CDN: here it is the catalogue cache alone.
 */
const PRODUCT_PAGE_STALENESS_MS = 40_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const seeded = seedProducts[0]!;

async function jsonLdOf(page: Page): Promise<Record<string, any>> {
  const script = page.locator('script[type="application/ld+json"]');
  await script.waitFor({ state: 'attached', timeout: 20_000 });
  return JSON.parse((await script.textContent()) ?? 'null');
}

describe('public product pages', () => {
  it('a card links to its product page: photo, full description, price, quantities, Order Now and JSON-LD', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(shopUrl, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: seeded.name, exact: true }).click({ timeout: 20_000 });
    await page.waitForURL(`${shopUrl}/products/${seeded.id}`);
    await page.getByRole('heading', { level: 1, name: seeded.name }).waitFor({ timeout: 20_000 });

    await page.getByText(seeded.description).waitFor();
    // The first: the parts that fit it are cards with their own minimum.
    await page.getByText(`Minimum order: ${seeded.minimum}`).first().waitFor();
    // The stock as it is now: other journeys of the same suite order this product.
    const { body: current } = await api<{ available: number }>('GET', `/product/${seeded.id}`);
    await page.getByText(`Available: ${current.available}`).first().waitFor();
    const price = (seeded.priceCents / 100).toFixed(2);
    await page.getByText(`Price per piece: $${price}`).first().waitFor();
    expect(await page.getByRole('link', { name: `Order Now: ${seeded.name}` }).getAttribute('href')).toBe(
      `/purchase/${seeded.id}`,
    );

    const data = await jsonLdOf(page);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: seeded.name,
      description: seeded.description,
      offers: { '@type': 'Offer', price, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(data.image[0]).toMatch(new RegExp(`^${shopUrl}/products/${seeded.id}\\.[0-9a-f]{10}\\.jpg$`));

    // The title is the page's own once the route's head has been applied, which may follow the first paint.
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`${seeded.name} | Toolshop`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${shopUrl}/products/${seeded.id}`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(seeded.name);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length).toBeGreaterThan(50);
    expect(seeded.description.startsWith(description.replace(/…$/, ''))).toBe(true);
    await page.screenshot({ path: `${artifactsDir}e2e-product-page-412.png`, fullPage: true });
    await page.close();
  });

  it('pictures come as AVIF and WebP srcsets with sizes and a reserved frame; only the first card is eager', async () => {
    // A phone of Lighthouse's mobile profile: 412 CSS px at 1.75 device pixels each.
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    await page.goto(shopUrl, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: seeded.name, exact: true }).waitFor({ timeout: 20_000 });
    const pictures = page.locator('#root picture');
    // The home grid shows the featured products.
    const featured = Math.min(
      12,
      seedProducts.filter((product) => (product as { featured?: boolean }).featured).length,
    );
    await expect.poll(() => pictures.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(featured);

    const cards = await pictures.evaluateAll((elements) =>
      elements.map((picture) => ({
        sources: Array.from(picture.querySelectorAll('source'), (s: HTMLSourceElement) => ({
          type: s.type,
          srcset: s.srcset,
          sizes: s.sizes,
        })),
        img: {
          width: picture.querySelector('img')!.getAttribute('width'),
          height: picture.querySelector('img')!.getAttribute('height'),
          loading: picture.querySelector('img')!.loading,
          src: picture.querySelector('img')!.getAttribute('src')!,
        },
        priority: picture.querySelector('img')!.getAttribute('fetchpriority'),
        shown: picture.querySelector('img')!.currentSrc,
      })),
    );
    for (const card of cards) {
      expect(card.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
      for (const source of card.sources) {
        const format = source.type.slice('image/'.length);
        // An uploaded picture (another suite's product) keeps its own extension: the copies are named without it.
        const stem = card.img.src.replace(/\.(jpe?g|png|webp)$/, '');
        expect(source.srcset).toBe(PICTURE_VARIANT_WIDTHS.map((w) => `${stem}-${w}w.${format} ${w}w`).join(', '));
        expect(source.sizes).toContain('100vw');
      }
      expect([card.img.width, card.img.height]).toEqual(['400', '260']);
    }
    // The first card's picture is eager and first in line, every other one lazy and at low priority (Chromium would
    // otherwise raise the ones it finds in the viewport to the first one's). (Another suite's product may come
    // first, with a picture that has no copies: a plain <img>, not a <picture>.)
    const firstCardImage = page.locator('#root article').first().locator('img');
    expect(await firstCardImage.getAttribute('loading')).toBe('eager');
    expect(await firstCardImage.getAttribute('fetchpriority')).toBe('high');
    expect(await page.locator('#root article img[loading="eager"]').count()).toBe(1);
    expect(await page.locator('#root article img[fetchpriority="high"]').count()).toBe(1);
    const lazyPictures = await page.locator('#root picture img[loading="lazy"]').count();
    expect(lazyPictures).toBeGreaterThanOrEqual(cards.length - 1);
    expect(await page.locator('#root picture img[loading="lazy"][fetchpriority="low"]').count()).toBe(lazyPictures);

    // Chromium picked an AVIF copy for a phone, and every copy is served, immutable.
    await page.locator('#root picture img').first().scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          page
            .locator('#root picture img')
            .first()
            .evaluate((img: HTMLImageElement) => img.currentSrc),
        {
          timeout: 20_000,
        },
      )
      .toMatch(/-800w\.avif$/);
    const copies = cards[0]!.sources.flatMap((s) => s.srcset.split(', ').map((entry) => entry.split(' ')[0]!));
    expect(copies).toHaveLength(6);
    for (const url of copies) {
      const response = await fetch(`${shopUrl}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/);
    }
    await page.close();
  });

  it('/sitemap.xml lists the public pages and every product page; robots.txt lets crawlers in', async () => {
    const sitemap = await fetch(`${shopUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    const xml = await sitemap.text();
    for (const path of ['/', '/blog', '/portfolio', ...seedProducts.map((p) => `/products/${p.id}`)]) {
      expect(xml).toContain(`<loc>${shopUrl}${path}</loc>`);
    }
    expect(await (await fetch(`${shopUrl}/robots.txt`)).text()).toContain('Allow: /');
  });

  it("an admin's change of a product shows on its page within the stated staleness", async () => {
    const id = `page-edit-${Date.now()}`;
    const ref = testAdmin().db.doc(`products/${id}`);
    const now = new Date();
    await ref.set({
      name: 'Bench Grinder 200 mm',
      description: 'Twin-wheel bench grinder.',
      picture: seedProducts[1] ? `/products/${seedProducts[1].id}.svg` : '/favicon.svg',
      priceCents: 11000,
      available: 30,
      minimum: 1,
      createdAt: now,
      updatedAt: now,
    });
    const page = await browser.newPage();
    await page.goto(`${shopUrl}/products/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Bench Grinder 200 mm' }).waitFor({ timeout: 20_000 });

    await ref.update({ name: 'Bench Grinder 200 mm, LED light', priceCents: 11900, updatedAt: new Date() });
    const changedAt = Date.now();
    // The server-rendered HTML itself (what a crawler and the first paint see), not only the hydrated page.
    let shownAfter = Infinity;
    while (Date.now() - changedAt < PRODUCT_PAGE_STALENESS_MS + 5_000) {
      const html = await (await fetch(`${shopUrl}/products/${id}`)).text();
      if (/<h1[^>]*>Bench Grinder 200 mm, LED light<\/h1>/.test(html) && html.includes('"price":"119.00"')) {
        shownAfter = Date.now() - changedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(shownAfter).toBeLessThanOrEqual(PRODUCT_PAGE_STALENESS_MS);
    console.log(`product page: the edit was in the server-rendered HTML after ${shownAfter} ms`);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Bench Grinder 200 mm, LED light' }).waitFor({ timeout: 20_000 });
    await page.getByText('Price per piece: $119.00').waitFor();
    await page.close();
    await ref.delete();
  });
});
