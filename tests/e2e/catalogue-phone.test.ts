// The catalogue journeys on a phone: the steps of catalogue-journeys.test.ts run in a 390 x 844 viewport
// (touch, mobile layout), not only captured at 390. A customer searches from the header, taps a suggestion to open
// a tool, adds a part that fits it to the cart from the tool's page, then quick-orders five lines with one unknown
// SKU; the cart on screen and in Firestore holds what was added. A category page puts its products on the first
// screen, its filters folded behind their summary. Over a small catalogue of its own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collections } from '@toolshop/domain';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { waitForHydration } from '../support/hydration';
import { signInThroughLoginPage } from '../support/journeys';
import { sawCatalogue, seedCatalogue, waitForSearchIndex } from './steps/catalogue-seed';
import { addPartFromToolPage, addReadyLines, pasteQuickOrder, suggestFromHeader } from './steps/catalogue-steps';
import { closePhone, openPhone, pageWidth, type PhoneSession } from './steps/phone-steps';

const run = randomUUID().slice(0, 6);
const RUN = run.toUpperCase();
// A made-up word no other product has: searches find exactly this catalogue.
const word = `phonesaw${run.replace(/[^a-z]/g, '')}`;
const { saws, parts, tool, blade, guard, battery } = sawCatalogue(
  { id: 'phone-', label: 'Phone ', sku: 'PHN' },
  word,
  run,
);
const catalogue = [tool, blade, guard, battery];

let phone: PhoneSession;
let page: Page;
let customer: TestAccount;

const { db } = testAdmin();
const cartLines = async () =>
  ((await db.doc(`${collections.carts}/${customer.uid}`).get()).data()?.lines ?? []) as {
    productId: string;
    quantity: number;
  }[];

beforeAll(async () => {
  await seedCatalogue([saws, parts], catalogue);
  customer = await createAccount({ name: 'Phone Catalogue Customer' });
  phone = await openPhone();
  page = phone.page;
  // The search index follows the catalogue within 10 s.
  if (!(await waitForSearchIndex(word, catalogue.length)))
    throw new Error(`the search index did not list ${word}'s ${catalogue.length} products`);
  // Signed in first, through the login page a guarded page sends a visitor to.
  await page.goto(`${shopUrl}/dashboard`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').waitFor({ timeout: 60_000 });
  await signInThroughLoginPage(page, customer.email, customer.password, /\/dashboard/);
}, 90_000);
afterAll(() => closePhone(phone));

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
      const { suggestion } = await suggestFromHeader(page, word.slice(0, 10), tool.name, 'tap');
      expect(await suggestion.isVisible()).toBe(true);
      await suggestion.tap();
      await page.waitForURL(new RegExp(`/products/${tool.id}$`), { timeout: 15_000 });
      await page.getByRole('heading', { name: tool.name }).first().waitFor({ timeout: 15_000 });

      const partsSection = page.getByRole('region', { name: 'Spare parts and accessories for this tool' });
      await partsSection.getByRole('heading', { name: blade.name }).waitFor({ timeout: 15_000 });
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await addPartFromToolPage(partsSection, blade.name, 'tap');
      await page.getByRole('link', { name: 'Cart (1)' }).first().waitFor({ timeout: 15_000 });
      await expect.poll(cartLines, { timeout: 20_000 }).toEqual([{ productId: blade.id, quantity: 1 }]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    },
  );

  it('a category page shows its first product on the first screen; the filters open from their summary', async () => {
    await page.goto(`${shopUrl}/category/${parts.slug}`, { waitUntil: 'domcontentloaded' });
    const cards = page.getByRole('article');
    await cards.first().waitFor({ timeout: 20_000 });
    // The server's page, as a phone first sees it: the products, not the filters, fill the first screen.
    const firstPicture = await cards.first().locator('img').boundingBox();
    const viewport = page.viewportSize()!;
    expect(firstPicture, 'the first card has a picture').not.toBeNull();
    expect(firstPicture!.y + firstPicture!.height).toBeLessThanOrEqual(viewport.height);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    expect(await filters.isVisible()).toBe(false);
    // Folded, the summary is the heading between the page's and the cards' (h1, h2, h3).
    expect(await page.getByRole('heading', { level: 2, name: 'Filters' }).isVisible()).toBe(true);

    await waitForHydration(page);
    await page.locator('summary', { hasText: 'Filters' }).tap();
    await filters.waitFor({ timeout: 10_000 });
    await filters.getByRole('link', { name: new RegExp(`^${saws.name} \\(1\\)$`) }).tap();
    await page.waitForURL(new RegExp(`/category/${saws.slug}$`), { timeout: 15_000 });
    await page
      .getByRole('status')
      .filter({ hasText: /^1 product$/ })
      .waitFor({ timeout: 15_000 });
    expect(await cards.getByRole('heading', { name: tool.name }).isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  it('quick-orders five lines, one with an unknown SKU; the four good ones go to the cart', async () => {
    await page.goto(`${shopUrl}/quick-order`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('SKU and quantity, one per line').waitFor({ timeout: 20_000 });
    const { rows, ready } = await pasteQuickOrder(page, { tool, blade, guard, battery }, RUN, 'tap');
    expect(await rows.nth(2).isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await addReadyLines(
      page,
      ready,
      catalogue.map((product) => product.name),
      'tap',
    );
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
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});
