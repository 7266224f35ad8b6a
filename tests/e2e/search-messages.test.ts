// The search's answers to what a person types: Enter in the header's search box closes its suggestions
// on the results page; a lowest price above the highest is said beside the price fields, the address, results and
// other filters kept; a search over the length limit says the limit. Neither says "The products could not be
// loaded". At 390 and 1280 px, captured and checked by axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { catalogueMessages as cm, SEARCH_QUERY_MAX_LENGTH } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { waitForHydration } from '../support/hydration';
import { captureScreen, SCREEN_WIDTHS } from '../support/journeys';
import { sawCatalogue, seedCatalogue, waitForSearchIndex } from './steps/catalogue-seed';
import { suggestFromHeader } from './steps/catalogue-steps';

const run = randomUUID().slice(0, 6);
// A made-up word no other product has: searches find exactly this catalogue.
const word = `quillsaw${run.replace(/[^a-z]/g, '')}`;
const { saws, parts, tool, blade, guard, battery } = sawCatalogue({ id: 'sm', label: 'SM ', sku: 'QSM' }, word, run);
const catalogue = [tool, blade, guard, battery];
const NOT_LOADED = 'The products could not be loaded';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  await seedCatalogue([saws, parts], catalogue);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (!(await waitForSearchIndex(word, catalogue.length)))
    throw new Error(`the search index did not list the ${catalogue.length} products of "${word}" within 20 s`);
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

describe('the search says what is wrong with what was typed', () => {
  for (const width of SCREEN_WIDTHS) {
    it(`Enter in the header's box closes the suggestions on the results page at ${width} px`, async () => {
      const page = await openPage('/', width);
      const { box } = await suggestFromHeader(page, word, tool.name, 'click');
      await box.press('Enter');
      await page.waitForURL(new RegExp(`/search\\?q=${word}$`));
      await card(page, tool.name).waitFor({ timeout: 15_000 });
      // Longer than the suggestions' pause: a list that opens again after the results would show by now.
      await page.waitForTimeout(800);
      const expanded = await box.getAttribute('aria-expanded');
      const listShown = await page.getByRole('listbox', { name: 'Suggestions' }).isVisible();
      expect(
        { expanded, listShown },
        `after Enter on /search the suggestions should be closed; saw aria-expanded=${expanded}, list shown=${listShown}`,
      ).toEqual({ expanded: 'false', listShown: false });
      await page.screenshot({ path: `artifacts/screens/search-enter-closes-${width}.png`, fullPage: true });
      await page.close();
    });
  }

  it('a lowest price above the highest is said beside the prices; address, results and filters stay', async () => {
    const start = `/search?q=${word}&inStock=true`;
    const page = await openPage(start);
    await card(page, tool.name).waitFor({ timeout: 15_000 });
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Min').fill('50');
    await filters.getByLabel('Max').fill('10');
    await filters.getByRole('button', { name: 'Apply' }).click();
    const priceForm = filters.locator('form', { has: page.getByRole('heading', { name: 'Price (USD)' }) });
    await priceForm.getByRole('alert').filter({ hasText: cm.searchPriceRange }).waitFor({ timeout: 5_000 });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(start);
    await card(page, tool.name).waitFor();
    expect(await filters.getByRole('checkbox', { name: /In stock only/ }).isChecked()).toBe(true);
    expect(await filters.getByLabel('Min').inputValue()).toBe('50');
    expect(await page.getByText(NOT_LOADED).count()).toBe(0);
    await captureScreen(page, 'search-price-range');

    // The same range in an address (a link, a bookmark): said beside the prices, not as a failed load.
    const linked = await openPage(`/search?q=${word}&minPrice=50&maxPrice=10`);
    await linked
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('alert')
      .filter({ hasText: cm.searchPriceRange })
      .waitFor({ timeout: 15_000 });
    expect(await linked.getByText(NOT_LOADED).count()).toBe(0);
    await linked.close();
    await page.close();
  });

  it('a search over the length limit says the limit', async () => {
    const page = await openPage(`/search?q=${'x'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`);
    const said = 'The search must be at most 100 characters';
    await page.getByText(said).waitFor({ timeout: 15_000 });
    expect(await page.getByText(NOT_LOADED).count()).toBe(0);
    expect(cm.searchQueryTooLong(SEARCH_QUERY_MAX_LENGTH)).toBe(said);
    await captureScreen(page, 'search-too-long');
    await page.close();
  });
});
