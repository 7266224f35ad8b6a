// The catalogue's browser journeys over a small catalogue of its own (a tool, parts that fit it, two categories): search
// from the header with suggestions, filter by category and stock, open the tool and add a part that fits it to the
// cart, a quick order of five lines with one bad SKU whose good lines go to the cart in one press, and the
// server-rendered /search and /category HTML. Each screen at 390 and 1280 px, checked by axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { waitForHydration } from '../support/hydration';
import { holdAppScripts } from '../support/held-scripts';
import { captureScreen, signInThroughLoginPage } from '../support/journeys';
import { sawCatalogue, seedCatalogue, type Seeded, waitForSearchIndex } from './steps/catalogue-seed';
import { addPartFromToolPage, addReadyLines, pasteQuickOrder, suggestFromHeader } from './steps/catalogue-steps';

const run = randomUUID().slice(0, 6);
const RUN = run.toUpperCase();
// A made-up word no other product has: searches find exactly this catalogue.
const word = `zapsaw${run.replace(/[^a-z]/g, '')}`;
const { saws, parts, tool, blade, guard, battery } = sawCatalogue({ id: '', label: '', sku: 'ZAP' }, word, run);
// A part of the desktop journey alone: it fits the tool but is out of stock, for the stock filter.
const brush: Seeded = {
  id: `e2e-brush-${run}`,
  name: `${word} Carbon Brush`,
  sku: `ZAP-${RUN}-BR`,
  category: parts.slug,
  available: 0,
  fits: [tool.id],
};
const catalogue = [tool, blade, brush, guard, battery];

let browser: Browser;
let context: BrowserContext;
let customer: TestAccount;

beforeAll(async () => {
  await seedCatalogue([saws, parts], catalogue);
  customer = await createAccount({ name: 'Catalogue Customer' });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The search index follows the catalogue within 10 s (the journeys below say what is missing, if anything).
  await waitForSearchIndex(word, catalogue.length);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function openPage(path: string, width = 1280): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${shopUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return page;
}

const card = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('the catalogue in the browser', () => {
  for (const width of [390, 1280]) {
    it(`finds a tool from the header's suggestions at ${width} px`, async () => {
      const page = await openPage('/', width);
      const { box } = await suggestFromHeader(page, word.slice(0, 9), tool.name, 'click');
      await page.screenshot({ path: `artifacts/screens/catalogue-suggestions-${width}.png` });
      // Keyboard: the first suggestion, Enter opens it.
      await box.press('ArrowDown');
      await expect(box.getAttribute('aria-activedescendant')).resolves.toBe('search-suggestions-0');
      await box.press('Escape');
      await box.fill(word);
      await box.press('Enter');
      await page.waitForURL(new RegExp(`/search\\?q=${word}$`));
      for (const product of catalogue) await card(page, product.name).waitFor({ timeout: 15_000 });
      await page.close();
    });
  }

  it('filters the results by category and stock, with their counts', async () => {
    const page = await openPage(`/search?q=${word}`);
    await card(page, tool.name).waitFor();
    await page.getByRole('link', { name: `${parts.name} (4)` }).click();
    await page.waitForURL(/category=/);
    await card(page, brush.name).waitFor();
    // The brush was among the unfiltered results too: the tool leaves once the filtered page has replaced them.
    await expect.poll(() => card(page, tool.name).count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('checkbox', { name: /In stock only/ }).check();
    await page.waitForURL(/inStock=true/);
    await page.getByRole('status').filter({ hasText: '3 products' }).waitFor({ timeout: 15_000 });
    await expect(card(page, brush.name).count()).resolves.toBe(0);
    await card(page, blade.name).waitFor();
    await captureScreen(page, 'catalogue-search-filtered');
    await page.close();
  });

  /**
   * Opens `path` with the app's modules held back until `change` has been made on its server markup: a change no
   * script could answer yet, on any machine (a phone's first seconds; a filter link followed before the filters
   * hydrated lands on such a page too). Then lets the modules load.
   */
  async function changeBeforeScript(path: string, change: (page: Page) => Promise<void>): Promise<Page> {
    const page = await context.newPage();
    const releaseScripts = await holdAppScripts(page);
    await page.goto(`${shopUrl}${path}`, { waitUntil: 'commit' });
    await card(page, tool.name).or(card(page, brush.name)).first().waitFor();
    await change(page);
    const appStarted = await page.evaluate(() => document.documentElement.hasAttribute('data-app-started'));
    releaseScripts();
    expect(appStarted, 'the change was made before the app started').toBe(false);
    return page;
  }

  it("filters by stock when In stock only was ticked before the page's script had run", async () => {
    const inStockOnly = (page: Page) => page.getByRole('checkbox', { name: /In stock only/ });
    const page = await changeBeforeScript(`/search?q=${word}&category=${parts.slug}`, (page) =>
      inStockOnly(page).click(),
    );
    await page.waitForURL(/inStock=true/, { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: '3 products' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => card(page, brush.name).count(), { timeout: 15_000 }).toBe(0);
    await expect(inStockOnly(page).isChecked()).resolves.toBe(true);
    await page.close();
  });

  it("sorts by the order chosen before the page's script had run", async () => {
    const page = await changeBeforeScript(`/search?q=${word}`, async (page) => {
      await page.getByLabel('Sort by').selectOption('price-desc');
    });
    await page.waitForURL(/sort=price-desc/, { waitUntil: 'commit' });
    // Every product costs the same here: the order shows in the address and the list, read again for it.
    await expect(page.getByLabel('Sort by').inputValue()).resolves.toBe('price-desc');
    await page
      .getByRole('status')
      .filter({ hasText: `${catalogue.length} products` })
      .waitFor({ timeout: 15_000 });
    await page.close();
  });

  it('shows a tool with its category and the parts that fit it; a part names the tools it fits', async () => {
    const page = await openPage(`/search?q=${word}`);
    await page.getByRole('link', { name: tool.name, exact: true }).click();
    await page.waitForURL(new RegExp(`/products/${tool.id}$`));
    const partsSection = page.getByRole('region', { name: 'Spare parts and accessories for this tool' });
    await partsSection.getByRole('heading', { name: blade.name }).waitFor({ timeout: 15_000 });
    await partsSection.getByRole('heading', { name: brush.name }).waitFor();
    await expect(page.getByRole('link', { name: saws.name }).getAttribute('href')).resolves.toBe(
      `/category/${saws.slug}`,
    );
    await captureScreen(page, 'catalogue-tool-parts');
    // The part's own page.
    await partsSection.getByRole('link', { name: blade.name, exact: true }).click();
    await page.waitForURL(new RegExp(`/products/${blade.id}$`));
    const fits = page.getByRole('region', { name: 'Fits these tools' });
    await fits.getByRole('link', { name: tool.name, exact: true }).waitFor({ timeout: 15_000 });
    // Back on the tool's page, the part goes to the cart from its card.
    await page.goBack();
    await addPartFromToolPage(partsSection, blade.name, 'click');
    await page.close();
  });

  it('quick-orders five lines, one with an unknown SKU', async () => {
    const page = await openPage('/quick-order');
    // Signed in by the journey before; on its own, through the login page.
    const textBox = page.getByLabel('SKU and quantity, one per line');
    await textBox.or(page.getByLabel('Email')).waitFor({ timeout: 20_000 });
    if (page.url().endsWith('/login'))
      await signInThroughLoginPage(page, customer.email, customer.password, /\/quick-order$/);
    const { ready } = await pasteQuickOrder(page, { tool, blade, guard, battery }, RUN, 'click');
    await captureScreen(page, 'catalogue-quick-order');
    await addReadyLines(
      page,
      ready,
      [tool, blade, guard, battery].map((product) => product.name),
      'click',
    );
    await page.close();
  });

  it("names each card's SKU, as trades read them", async () => {
    const page = await openPage(`/search?q=${word}`);
    for (const product of catalogue) {
      const article = page.getByRole('article').filter({ has: card(page, product.name) });
      await article.getByText(`SKU: ${product.sku}`, { exact: true }).waitFor({ timeout: 15_000 });
    }
    await captureScreen(page, 'catalogue-cards-sku');
    await page.close();
  });

  it('passes axe on a category page at both widths', async () => {
    const page = await openPage(`/category/${saws.slug}`);
    await card(page, tool.name).waitFor({ timeout: 15_000 });
    await captureScreen(page, 'catalogue-category');
    await page.close();
  });
});

describe('the server-rendered search and category pages', () => {
  const htmlOf = async (path: string) => {
    const response = await fetch(`${shopUrl}${path}`);
    return { status: response.status, html: await response.text() };
  };

  it('/search?q= carries the products found, its title, description and canonical', async () => {
    const { status, html } = await htmlOf(`/search?q=${word}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html data-prerendered="page"/);
    for (const product of catalogue) expect(html).toContain(`href="/products/${product.id}"`);
    expect(html).toContain(`<title data-site-text=`);
    expect(html).toContain(`Search results for “${word}” | Toolshop</title>`);
    expect(html).toMatch(new RegExp(`<meta [^>]*name="description" content="5 products match “${word}”`));
    expect(html).toContain(`<link rel="canonical" href="${shopUrl}/search?q=${word}">`);
    expect(html).toContain('id="page-data"');
  });

  it('/category/{slug} carries its products, title, description and canonical; an unknown one is a 404', async () => {
    const { status, html } = await htmlOf(`/category/${parts.slug}`);
    expect(status).toBe(200);
    for (const product of [blade, brush, guard, battery]) expect(html).toContain(`href="/products/${product.id}"`);
    expect(html).not.toContain(`href="/products/${tool.id}"`);
    expect(html).toContain(`${parts.name} | Toolshop</title>`);
    expect(html).toMatch(new RegExp(`<meta [^>]*name="description" content="${parts.name} at Toolshop: 4 products`));
    expect(html).toContain(`<link rel="canonical" href="${shopUrl}/category/${parts.slug}">`);
    const missing = await htmlOf(`/category/no-such-${run}`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex">');
  });

  it('/search without words lists the catalogue a page at a time, the next page by its cursor', async () => {
    const { status, html } = await htmlOf('/search');
    expect(status).toBe(200);
    expect(html).toContain('All products | Toolshop</title>');
    const next = /href="(\/search\?cursor=[^"]+)"[^>]*>Next page</.exec(html)?.[1];
    expect(next).toBeTruthy();
    const second = await htmlOf(next!.replace(/&amp;/g, '&'));
    expect(second.status).toBe(200);
    expect(second.html).toContain('First page');
  });

  it('the sitemap lists the category pages', async () => {
    const { html: xml } = await htmlOf('/sitemap.xml');
    expect(xml).toContain(`/category/${saws.slug}</loc>`);
  });
});

describe("the admin manages categories and a product's catalogue fields", () => {
  it('adds, renames and deletes a category; a used one is refused with its reason', async () => {
    const admin = await createAccount({ admin: true, name: 'Catalogue Categories Admin' });
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await adminContext.newPage();
    await page.goto(`${shopUrl}/dashboard/manageCategories`, { waitUntil: 'domcontentloaded' });
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard\/manageCategories$/);
    const slug = `e2e-new-${run}`;
    const form = page.getByRole('form', { name: 'Add category' });
    await form.getByLabel('Name').fill(`E2E New ${run}`);
    await form.getByLabel('Slug').fill(slug);
    await form.getByRole('button', { name: 'Add category' }).click();
    const row = page.getByRole('row').filter({ hasText: slug });
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(`E2E Renamed ${run}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: `E2E Renamed ${run}` })
      .waitFor({ timeout: 15_000 });
    // A category with products stays, and the dialog says why.
    await page.getByRole('row').filter({ hasText: saws.slug }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('1 product uses this category').waitFor({ timeout: 15_000 });
    await captureScreen(page, 'catalogue-admin-categories');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('row').filter({ hasText: slug }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: slug }).count(), { timeout: 15_000 }).toBe(0);
    // The product form shows the catalogue fields with the product's values.
    await page.goto(`${shopUrl}/dashboard/manageProduct/${blade.id}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByLabel('SKU', { exact: true }).inputValue(), { timeout: 20_000 }).toBe(blade.sku);
    await page.getByRole('button', { name: tool.name, exact: false }).first().waitFor({ timeout: 15_000 });
    await adminContext.close();
  });
});

describe('Manage Product: search, filters, an SKU column and pages', () => {
  // Thirty products of a word of their own, three of them too low in stock to order: more than one page of 25.
  const pagerWord = `zappager${run.replace(/[^a-z]/g, '')}`;
  const spacers = Array.from({ length: 30 }, (_, index) => ({
    id: `e2e-spacer-${run}-${String(index + 1).padStart(2, '0')}`,
    name: `${pagerWord} Spacer ${String(index + 1).padStart(2, '0')}`,
    sku: `ZPG-${RUN}-${String(index + 1).padStart(2, '0')}`,
    available: index < 3 ? 1 : 10,
    minimum: 2,
  }));

  it('finds products by name or SKU, filters by category and stock, and pages 25 at a time', async () => {
    const { db } = testAdmin();
    const batch = db.batch();
    const now = new Date();
    for (const { id, ...fields } of spacers)
      batch.set(db.doc(`products/${id}`), {
        ...fields,
        description: 'A spacer of the Manage Product journey.',
        picture: '/products/angle-grinder-125.svg',
        priceCents: 250,
        createdAt: now,
        updatedAt: now,
      });
    await batch.commit();
    const admin = await createAccount({ admin: true, name: 'Manage Product Admin' });
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await adminContext.newPage();
    await page.goto(`${shopUrl}/dashboard/manageProduct`, { waitUntil: 'domcontentloaded' });
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard\/manageProduct$/);
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('columnheader', { name: 'SKU' }).waitFor({ timeout: 20_000 });
    const bodyRows = table.locator('tbody tr');
    const pager = page.getByRole('navigation', { name: 'Products pages' });
    // The whole catalogue, 25 a page.
    await expect.poll(() => bodyRows.count(), { timeout: 20_000 }).toBe(25);
    await pager.getByText('Page 1').waitFor();

    const searchFor = async (q: string, category = 'All categories', stock = 'Any stock') => {
      const search = page.getByRole('search', { name: 'Search products' });
      await search.getByLabel('Name or SKU').fill(q);
      await search.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: category, exact: true }).click();
      await search.getByRole('combobox', { name: 'Stock' }).click();
      await page.getByRole('option', { name: stock, exact: true }).click();
      await search.getByRole('button', { name: 'Search' }).click();
    };
    const names = async () =>
      (await table.locator('tbody tr th, tbody tr td:nth-child(2)').allInnerTexts()).map((t) => t.trim());

    // By SKU, in any case: the one product, its SKU in its own column.
    await searchFor(blade.sku.toLowerCase());
    await expect.poll(() => bodyRows.count(), { timeout: 10_000 }).toBe(1);
    await table.getByRole('cell', { name: blade.sku, exact: true }).waitFor();
    expect(await names()).toEqual([blade.name]);
    await captureScreen(page, 'manage-product-sku-search');

    // By name, within a category and a stock level: the parts of the journey's word, then the one out of stock.
    await searchFor(word, parts.name);
    await expect.poll(names, { timeout: 10_000 }).toEqual([battery.name, blade.name, brush.name, guard.name].sort());
    await searchFor(word, parts.name, 'Out of stock');
    await expect.poll(names, { timeout: 10_000 }).toEqual([brush.name]);
    await searchFor(pagerWord, 'All categories', 'Low stock');
    await expect.poll(names, { timeout: 10_000 }).toEqual(spacers.slice(0, 3).map((spacer) => spacer.name));
    await searchFor(`${word}-nothing`);
    await page.getByText('No product matches this search.').waitFor({ timeout: 10_000 });
    await captureScreen(page, 'manage-product-filters');

    // Thirty of the word: 25, then the other 5 on page 2, and back.
    await searchFor(pagerWord);
    await expect.poll(() => bodyRows.count(), { timeout: 10_000 }).toBe(25);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await pager.getByText('Page 2').waitFor();
    await expect.poll(names, { timeout: 10_000 }).toEqual(spacers.slice(25).map((spacer) => spacer.name));
    await captureScreen(page, 'manage-product-page-2');
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(names, { timeout: 10_000 }).toEqual(spacers.slice(0, 25).map((spacer) => spacer.name));
    await adminContext.close();
  });
});
