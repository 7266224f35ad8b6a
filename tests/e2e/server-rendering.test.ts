// `/` and `/products/{id}` rendered by the `pages` function through Hosting: the first HTML already holds the
// catalogue (cards, their <picture> srcsets, a preload of the first photo) or the product (JSON-LD, head tags),
// with the reads it was rendered with embedded, so that hydration in Chromium asks the API for nothing; an unknown
// product is a 404 page kept out of indexes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { CARD_DESCRIPTION_PREVIEW_LENGTH, PICTURE_VARIANT_WIDTHS, pictureSrcSet } from '@toolshop/domain';
import { seedProducts } from '../../scripts/seed/products.mjs';
import { launchBrowser } from '../support/browser';
import { waitForHydration } from '../support/hydration';
import { shopUrl } from '../support/emulators';
import { LOADER_DATA_ID, routeAt, type LoaderData } from '../../web/src/boot/entry-loader';

/** The seeded products the home page's grid shows. */
const isFeatured = (product: object) => 'featured' in product && product.featured === true;

/** README: Hosting's CDN keeps a page 10 s and may serve it 20 s longer while it fetches a new copy. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=20';
/** The home page shows the merchant's words, which show within 10 s of a save. */
const HOME_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=5';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const seeded = seedProducts[0]!;
/** The home page's grid: the featured products. */
const featured = seedProducts.filter((product) => isFeatured(product));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pageDataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

/** Run before the page's scripts: no section ever comes near the viewport, so only an interaction opens a gate. */
function neverNear() {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}

/** Opens `path` and waits until React has hydrated #root; collects the API calls and the console's errors. */
async function openHydrated(
  path: string,
  initScript?: () => void,
): Promise<{ page: Page; apiCalls: string[]; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  if (initScript) await page.addInitScript(initScript);
  const apiCalls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${shopUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return { page, apiCalls, errors };
}

describe('server-rendered pages', () => {
  it("/'s first HTML holds every product card with its srcsets, the first photo preloaded and eager", async () => {
    const response = await fetch(`${shopUrl}/`, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(HOME_PAGE_CACHE_CONTROL);
    // Compressed by the function itself (what Chromium accepts over http), one cached copy per encoding.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = await response.text();
    expect(html).toMatch(/<html data-prerendered="page"/);
    for (const product of featured) {
      expect(html).toContain(`href="/products/${product.id}"`);
      expect(html).toContain(`aria-label="Order Now: ${product.name}"`);
      const stem = new RegExp(`/products/${escapeRegExp(product.id)}\\.[0-9a-f]{10}`).exec(html)?.[0];
      expect(stem, product.id).toBeTruthy();
      const srcset = PICTURE_VARIANT_WIDTHS.map((w) => `${stem}-${w}w.avif ${w}w`).join(', ');
      expect(html).toContain(`srcSet="${srcset}"`);
    }
    // No skeleton in the products' section, and no script of React's (the policy would block it).
    const products = /aria-labelledby="products-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(products).toContain(seeded.name);
    expect(products).not.toContain('MuiSkeleton');
    expect(html).not.toMatch(/<script>\$R/);
    // The first card's photo is eager and asked for from the head: its AVIF copies when it has them (the seeded
    // photos), the picture itself otherwise (another suite's product may come first).
    const [head, root] = html.split('</head>') as [string, string];
    const eager = /<img [^>]*src="([^"]+)"[^>]*loading="eager" fetchPriority="high"/.exec(root)?.[1] ?? '';
    expect(eager).toBeTruthy();
    const avif = pictureSrcSet(eager, 'avif');
    expect(head).toContain(
      avif
        ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${avif}"`
        : `<link rel="preload" as="image" href="${eager}" fetchPriority="high"/>`,
    );
    expect(root).not.toMatch(/<link rel="preload"/);
    const data = pageDataOf(html);
    expect(data['/product'].map((p: { _id: string }) => p._id)).toEqual(
      expect.arrayContaining(featured.map((p) => p.id)),
    );
    // The page carries the grid's products, not the whole catalogue.
    const notFeatured = seedProducts.find((p) => !isFeatured(p))!;
    expect(products).not.toContain(`href="/products/${notFeatured.id}"`);
    expect(data['/product'].map((p: { _id: string }) => p._id)).not.toContain(notFeatured.id);
    // And of each only what its card shows: no specs, fitting tools or warranty, the description cut as shown.
    const [card] = data['/product'] as Record<string, unknown>[];
    expect(card).not.toHaveProperty('specs');
    expect(card).not.toHaveProperty('fits');
    expect(card).not.toHaveProperty('serialPattern');
    expect(String(card!.description).length).toBeLessThanOrEqual(CARD_DESCRIPTION_PREVIEW_LENGTH);
  });

  it("/'s cards hydrate as they near the viewport: on a phone the load adopts the first ones only", async () => {
    const { page, errors } = await openHydrated('/');
    const cards = page.locator('section[aria-labelledby="products-title"] article');
    const adopted = (index: number) =>
      cards.nth(index).evaluate((card) => Object.keys(card).some((key) => key.startsWith('__reactFiber')));
    await expect.poll(() => adopted(0)).toBe(true);
    const last = (await cards.count()) - 1;
    expect(last).toBeGreaterThanOrEqual(featured.length - 1);
    expect(await adopted(last)).toBe(false);
    await cards.nth(last).scrollIntoViewIfNeeded();
    await expect.poll(() => adopted(last)).toBe(true);
    expect(errors, `the page's console errors: ${errors.join(' | ')}`).toEqual([]);
    await page.close();
  });

  it('a press or a key inside a section / has not hydrated yet is delivered: the press hydrates it', async () => {
    const { page, errors } = await openHydrated('/', neverNear);
    const first = page.getByRole('button', { name: 'What is a FAQ page?' });
    expect(await first.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber')))).toBe(
      false,
    );
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    // A keyboard user on a fresh page: focus reaches the section first, then Enter.
    const { page: keyboardPage } = await openHydrated('/', neverNear);
    const second = keyboardPage.getByRole('button', { name: 'FAQs are good for SEO' });
    await second.focus();
    await keyboardPage.keyboard.press('Enter');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(errors, `the page's console errors: ${errors.join(' | ')}`).toEqual([]);
    await page.close();
    await keyboardPage.close();
  });

  it("a product page's parts and reviews and a search page's cards hydrate on approach; a press reaches them first", async () => {
    const adopted = (locator: Locator) =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    const { page, errors } = await openHydrated(`/products/${seeded.id}`, neverNear);
    const addToCart = page.getByRole('link', { name: `Add to cart: ${seeded.name}` });
    const writeReview = page.getByRole('link', { name: `Write a review: ${seeded.name}` });
    // The page's own chunk hydrates after the layout (waitForHydration's mark): its first screen then, at once.
    await expect.poll(() => adopted(addToCart), { timeout: 20_000 }).toBe(true);
    expect(await adopted(writeReview)).toBe(false);
    // The press hydrates the section and reaches the router: a client navigation, no page load.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await writeReview.click();
    await page.waitForURL(/\/dashboard\/addReview|\/login/);
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);

    const search = await openHydrated('/search?q=', neverNear);
    const cards = search.page.getByRole('article');
    await expect.poll(() => adopted(search.page.locator('#results-count')), { timeout: 20_000 }).toBe(true);
    expect(await cards.count()).toBeGreaterThan(1);
    expect(await adopted(cards.first())).toBe(false);
    await search.page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    const firstLink = cards.first().getByRole('link').first();
    const target = await firstLink.getAttribute('href');
    await firstLink.click();
    await search.page.waitForURL(`${shopUrl}${target}`);
    expect(await search.page.evaluate(() => 'stillThisPage' in window)).toBe(true);
    const allErrors = [...errors, ...search.errors];
    expect(allErrors, `the pages' console errors: ${allErrors.join(' | ')}`).toEqual([]);
    await page.close();
    await search.page.close();
  });

  it('/products/{id} first HTML holds the product, its JSON-LD, title, canonical and Open Graph tags', async () => {
    const response = await fetch(`${shopUrl}/products/${seeded.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(seeded.name)}</h1>`));
    // The site's own title stays beside the page's, for leaving the page on the client.
    expect(html).toContain(
      `<title data-site-text="Toolshop: electric tools and parts">${seeded.name} | Toolshop</title>`,
    );
    expect(html).toContain(`<link rel="canonical" href="${shopUrl}/products/${seeded.id}">`);
    expect(html).toContain(`<meta property="og:title" content="${seeded.name}">`);
    expect(html).not.toContain('noindex');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: seeded.name,
      offers: { '@type': 'Offer', price: (seeded.priceCents / 100).toFixed(2), priceCurrency: 'USD' },
    });
    expect(pageDataOf(html)[`/product/${seeded.id}`]).toMatchObject({ _id: seeded.id, name: seeded.name });
  });

  it('hydrates /, a product page and a search and a category page without asking the API again or inserting styles', async () => {
    for (const path of ['/', `/products/${seeded.id}`, '/search?q=drill', `/category/${seeded.category}`]) {
      const html = await (await fetch(`${shopUrl}${path}`)).text();
      expect(pageDataOf(html)['/pages'], path).toEqual(expect.any(Array));
      const { page, apiCalls, errors } = await openHydrated(path);
      // The page is live: a card's link navigates on the client (the router's, not a page load).
      await page.waitForTimeout(1_000);
      // Nor the home page's words and latest posts, nor the footer's simple pages: they came with the page too.
      expect(
        apiCalls.filter((call) => /^\/api\/(product|content|posts|pages|search|categories)/.test(call)),
        path,
      ).toEqual([]);
      expect(
        errors.filter((text) => /hydrat|did not match|418|419|425/i.test(text)),
        path,
      ).toEqual([]);
      // The page came with its styles, under the names the browser gives them: adopting it inserts none.
      const inserted = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')).reduce(
          (count, style) => count + (style.sheet?.cssRules.length ?? 0),
          0,
        ),
      );
      expect(inserted, path).toBe(0);
      await page.close();
    }
  });

  it('the catalogue is read again, and the site title is back, when the visitor comes back to / on the client', async () => {
    const { page, apiCalls } = await openHydrated(`/products/${seeded.id}`);
    await page.getByRole('link', { name: 'Toolshop' }).first().click();
    await page.waitForURL(`${shopUrl}/`);
    await expect.poll(() => apiCalls.includes('/api/product'), { timeout: 20_000 }).toBe(true);
    await page.getByRole('link', { name: seeded.name, exact: true }).waitFor({ timeout: 20_000 });
    // The site's own title and description are back, not the product's the page was rendered with.
    expect(await page.title()).toBe('Toolshop: electric tools and parts');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Electric tools/);
    await page.close();
  });

  it("a page's reads answer at its own address only: / left before its posts and reviews hydrated reads them again", async () => {
    // The sections below the grid never come near, so they never take the reads the page carries.
    const { page, apiCalls, errors } = await openHydrated('/', neverNear);
    const firstCard = page.locator('section[aria-labelledby="products-title"] article').first();
    await firstCard.getByRole('link').first().click();
    await page.waitForURL(/\/products\//);
    expect(apiCalls.filter((call) => call === '/api/posts' || call === '/api/review')).toEqual([]);
    await page.getByRole('link', { name: 'Toolshop' }).first().click();
    await page.waitForURL(`${shopUrl}/`);
    // Back at /, the sections mount afresh and ask the API: the page's copies were for the first visit only.
    await expect
      .poll(() => apiCalls.includes('/api/posts') && apiCalls.includes('/api/review'), { timeout: 20_000 })
      .toBe(true);
    expect(errors, `the page's console errors: ${errors.join(' | ')}`).toEqual([]);
    await page.close();
  });

  it('an unknown product id is a 404 page, kept out of indexes, that the browser shows as such', async () => {
    const response = await fetch(`${shopUrl}/products/no-such-product`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('This product could not be loaded. It may no longer be on sale.');

    const { page, apiCalls } = await openHydrated('/products/no-such-product');
    await page.getByText('This product could not be loaded. It may no longer be on sale.').waitFor();
    await page.waitForTimeout(500);
    expect(apiCalls.filter((call) => call.startsWith('/api/product'))).toEqual([]);
    await page.close();
  });

  it('/login, /blog and /portfolio come prerendered, marked for hydration, and hydrate without errors', async () => {
    for (const [path, heading] of [
      ['/login', 'Login'],
      ['/blog', 'Blog'],
      ['/portfolio', 'Portfolio'],
    ] as const) {
      const html = await (await fetch(`${shopUrl}${path}`)).text();
      expect(html, path).toMatch(/<html data-prerendered="page"/);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      const { page, errors } = await openHydrated(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (path === '/login') {
        // Before the script, the form cannot submit itself natively (its fields, the password, in the address),
        // nor take text that hydration would then wipe.
        expect(html).toMatch(/<button[^>]*type="button"[^>]*>Login<\/button>/);
        expect(html).not.toContain('type="submit"');
        expect(html.match(/<input[^>]*readOnly=""/g)).toHaveLength(2);
        await expect.poll(() => page.getByLabel('Password').isEditable()).toBe(true);
        expect(await page.getByRole('button', { name: 'Login', exact: true }).getAttribute('type')).toBe('submit');
      }
      expect(
        errors.filter((text) => /hydrat|did not match|418|419|425/i.test(text)),
        path,
      ).toEqual([]);
      await page.close();
    }
  });

  it('robots.txt names the sitemap by absolute address', async () => {
    const robots = await (await fetch(`${shopUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });
});

// What a public page's start-up loads, read from the loader's data block of the page Hosting serves at its path:
// every lazy public page has its route's chunks preloaded with the entry (an empty list means its chunk is asked for
// from inside the hydration), its data names no other route (each would add to the page's bytes), and none of those
// chunks, nor the entry's, mentions Intl (its first formatter costs a phone a long task at start-up: money and post
// dates are written out, decisions 9 and 30).
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

async function loaderData(path: string): Promise<LoaderData> {
  const html = await (await fetch(`${shopUrl}${path}`)).text();
  const block = html.match(new RegExp(`<script type="application/json" id="${LOADER_DATA_ID}">(.*?)</script>`, 's'));
  if (!block) throw new Error(`no ${LOADER_DATA_ID} data block in ${path}`);
  return JSON.parse(block[1]!) as LoaderData;
}

describe("public pages' start-up", () => {
  it("preloads each lazy public page's chunks with the entry, and names no other page's", async () => {
    expect((await loaderData('/')).routes).toEqual([]);
    for (const path of LAZY_PUBLIC_PAGES) {
      const data = await loaderData(path);
      expect(data.files.length, path).toBeGreaterThan(0);
      expect(routeAt(data, path).files.length, path).toBeGreaterThan(0);
      expect(data.routes, path).toHaveLength(1);
    }
  });

  it('loads no chunk that mentions Intl', async () => {
    const pages = await Promise.all(
      ['/', ...LAZY_PUBLIC_PAGES].map(async (path) => ({ path, data: await loaderData(path) })),
    );
    const files = new Set(pages.flatMap(({ path, data }) => [...data.files, ...routeAt(data, path).files]));
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
