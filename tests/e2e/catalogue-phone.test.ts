// Issue 29's catalogue journeys on a phone: the steps of catalogue-journeys.test.ts run in a 390 x 844 viewport
// (touch, mobile layout), not only captured at 390. A customer searches from the header, taps a suggestion to open
// a tool, adds a part that fits it to the cart from the tool's page, then quick-orders five lines with one unknown
// SKU; the cart on screen and in Firestore holds what was added. Over a small catalogue of its own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collections } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { waitForHydration } from '../support/hydration';
import { signInThroughLoginPage } from '../support/journeys';

const run = randomUUID().slice(0, 6);
const RUN = run.toUpperCase();
// A made-up word no other product has: searches find exactly this catalogue.
const word = `phonesaw${run.replace(/[^a-z]/g, '')}`;
const saws = { slug: `e2e-phone-saws-${run}`, name: `E2E Phone Saws ${run}` };
const parts = { slug: `e2e-phone-parts-${run}`, name: `E2E Phone Saw Parts ${run}` };

interface Seeded {
  id: string;
  name: string;
  sku: string;
  category: string;
  available: number;
  fits?: string[];
}
const tool: Seeded = {
  id: `e2e-phone-tool-${run}`,
  name: `Orbital ${word} 18V`,
  sku: `PHN-${RUN}-01`,
  category: saws.slug,
  available: 6,
};
const blade: Seeded = {
  id: `e2e-phone-blade-${run}`,
  name: `${word} Blade Set`,
  sku: `PHN-${RUN}-B1`,
  category: parts.slug,
  available: 40,
  fits: [tool.id],
};
const guard: Seeded = {
  id: `e2e-phone-guard-${run}`,
  name: `${word} Guard`,
  sku: `PHN-${RUN}-GD`,
  category: parts.slug,
  available: 9,
};
const battery: Seeded = {
  id: `e2e-phone-battery-${run}`,
  name: `${word} Battery`,
  sku: `PHN-${RUN}-BA`,
  category: parts.slug,
  available: 9,
};
const catalogue = [tool, blade, guard, battery];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let customer: TestAccount;

const { db } = testAdmin();
const cartLines = async () =>
  ((await db.doc(`${collections.carts}/${customer.uid}`).get()).data()?.lines ?? []) as {
    productId: string;
    quantity: number;
  }[];
/** No sideways scroll: the page is no wider than the 390 px viewport. */
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  const now = new Date();
  await db.doc(`categories/${saws.slug}`).set({ name: saws.name, createdAt: now, updatedAt: now });
  await db.doc(`categories/${parts.slug}`).set({ name: parts.name, createdAt: now, updatedAt: now });
  for (const product of catalogue) {
    const { id, fits, ...fields } = product;
    await db.doc(`products/${id}`).set({
      ...fields,
      ...(fits ? { fits } : {}),
      description: `The ${product.name}, made for trade use.`,
      picture: '/products/angle-grinder-125.svg',
      priceCents: 1500,
      minimum: 1,
      specs: { voltage: 18 },
      createdAt: now,
      updatedAt: now,
    });
    await db.doc(`skus/${product.sku.toLowerCase()}`).set({ productId: id });
  }
  customer = await createAccount({ name: 'Phone Catalogue Customer' });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
  // The search index follows the catalogue within 10 s.
  for (const deadline = Date.now() + 20_000; ;) {
    const { body } = await api<{ total: number }>('GET', `/search?q=${word}`);
    if (body?.total === catalogue.length) break;
    if (Date.now() > deadline) throw new Error(`the search index did not list ${word}'s ${catalogue.length} products`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Signed in first, through the login page a guarded page sends a visitor to.
  await page.goto(`${shopUrl}/dashboard`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').waitFor({ timeout: 60_000 });
  await signInThroughLoginPage(page, customer.email, customer.password, /\/dashboard/);
}, 90_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the catalogue on a phone (390 px)', () => {
  it(
    'searches from the header, taps a suggestion to open the tool, and adds a part that fits it to the cart',
    { timeout: 90_000 },
    async () => {
      await page.goto(`${shopUrl}/`, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      // The phone header: the links folded into the menu button, the search box on the bar.
      await page.getByRole('button', { name: 'Open menu' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.tap();
      await box.pressSequentially(word.slice(0, 10), { delay: 30 });
      const suggestion = page.getByRole('option', { name: new RegExp(tool.name) });
      await suggestion.waitFor({ timeout: 15_000 });
      await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
      expect(await suggestion.isVisible()).toBe(true);
      await suggestion.tap();
      await page.waitForURL(new RegExp(`/products/${tool.id}$`), { timeout: 15_000 });
      await page.getByRole('heading', { name: tool.name }).first().waitFor({ timeout: 15_000 });

      const partsSection = page.getByRole('region', { name: 'Spare parts and accessories for this tool' });
      await partsSection.getByRole('heading', { name: blade.name }).waitFor({ timeout: 15_000 });
      expect(await pageWidth()).toBeLessThanOrEqual(390);
      const add = partsSection.getByRole('link', { name: `Add to cart: ${blade.name}` });
      await add.scrollIntoViewIfNeeded();
      await add.tap();
      await page.waitForURL(/\/cart/, { timeout: 15_000 });
      await page.getByRole('link', { name: blade.name, exact: true }).first().waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: 'Cart (1)' }).first().waitFor({ timeout: 15_000 });
      await expect.poll(cartLines, { timeout: 20_000 }).toEqual([{ productId: blade.id, quantity: 1 }]);
      expect(await pageWidth()).toBeLessThanOrEqual(390);
    },
  );

  it('quick-orders five lines, one with an unknown SKU; the four good ones go to the cart', async () => {
    await page.goto(`${shopUrl}/quick-order`, { waitUntil: 'domcontentloaded' });
    const textBox = page.getByLabel('SKU and quantity, one per line');
    await textBox.waitFor({ timeout: 20_000 });
    const lines = [
      `${tool.sku} 1`,
      `${blade.sku.toLowerCase()},2`,
      `NOPE-${RUN} 3`,
      `${guard.sku}\t1`,
      `${battery.sku} 2`,
    ];
    await textBox.tap();
    await textBox.fill(lines.join('\n'));
    await page.getByRole('status').filter({ hasText: '4 lines ready, 1 with problems' }).waitFor({ timeout: 15_000 });
    const rows = page.getByTestId('quick-order-line');
    await expect(rows.count()).resolves.toBe(5);
    await expect(rows.nth(2).textContent()).resolves.toContain('No product has this SKU');
    expect(await rows.nth(2).isVisible()).toBe(true);
    const ready = page.getByRole('region', { name: 'Ready to order' });
    await expect(ready.getByRole('listitem').count()).resolves.toBe(4);
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    const addAll = ready.getByRole('button', { name: 'Add 4 lines to cart' });
    await addAll.scrollIntoViewIfNeeded();
    await addAll.tap();
    await page.waitForURL(/\/cart$/, { timeout: 15_000 });
    for (const product of catalogue)
      await page.getByRole('link', { name: product.name, exact: true }).first().waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => new Map((await cartLines()).map((line) => [line.productId, line.quantity])), {
        timeout: 20_000,
      })
      .toEqual(
        new Map([
          [blade.id, 3],
          [tool.id, 1],
          [guard.id, 1],
          [battery.id, 2],
        ]),
      );
    expect(await pageWidth()).toBeLessThanOrEqual(390);
  });
});
