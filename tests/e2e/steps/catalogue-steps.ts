// The catalogue steps, shared by the desktop and phone catalogue journeys: the header search's suggestions,
// a part added from its tool's page, and the quick order of five lines with one unknown SKU.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Seeded } from './catalogue-seed';
import { press, type Press } from './phone-steps';

/** Types into the header's search box until the tool's suggestion shows, the box expanded. */
export async function suggestFromHeader(page: Page, typed: string, toolName: string, how: Press) {
  const box = page.getByRole('combobox', { name: 'Search products' });
  await press(box, how);
  await box.pressSequentially(typed, { delay: 30 });
  const suggestion = page.getByRole('option', { name: new RegExp(toolName) });
  await suggestion.waitFor({ timeout: 15_000 });
  await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
  return { box, suggestion };
}

/** On a tool's page: the part's card in "Spare parts and accessories" goes to the cart, which opens with it. */
export async function addPartFromToolPage(partsSection: Locator, partName: string, how: Press): Promise<void> {
  const page = partsSection.page();
  await press(partsSection.getByRole('link', { name: `Add to cart: ${partName}` }), how);
  await page.waitForURL(/\/cart/, { timeout: 15_000 });
  await page.getByRole('link', { name: partName, exact: true }).first().waitFor({ timeout: 15_000 });
}

/** Five lines in the forms a customer pastes (space, comma, tab, lower case), the third an unknown SKU. */
const quickOrderLines = (products: Record<'tool' | 'blade' | 'guard' | 'battery', Seeded>, RUN: string) => {
  const { tool, blade, guard, battery } = products;
  return [`${tool.sku} 1`, `${blade.sku.toLowerCase()},2`, `NOPE-${RUN} 3`, `${guard.sku}\t1`, `${battery.sku} 2`].join(
    '\n',
  );
};

/** On /quick-order: pastes the five lines; four are ready, the unknown SKU's row says why. */
export async function pasteQuickOrder(
  page: Page,
  products: Record<'tool' | 'blade' | 'guard' | 'battery', Seeded>,
  RUN: string,
  how: Press,
) {
  const textBox = page.getByLabel('SKU and quantity, one per line');
  if (how === 'tap') await textBox.tap();
  await textBox.fill(quickOrderLines(products, RUN));
  await page.getByRole('status').filter({ hasText: '4 lines ready, 1 with problems' }).waitFor({ timeout: 15_000 });
  const rows = page.getByTestId('quick-order-line');
  await expect(rows.count()).resolves.toBe(5);
  await expect(rows.nth(2).textContent()).resolves.toContain('No product has this SKU');
  const ready = page.getByRole('region', { name: 'Ready to order' });
  await expect(ready.getByRole('listitem').count()).resolves.toBe(4);
  return { rows, ready };
}

/** One press puts the four good lines into the cart, which opens with them. */
export async function addReadyLines(page: Page, ready: Locator, names: string[], how: Press): Promise<void> {
  await press(ready.getByRole('button', { name: 'Add 4 lines to cart' }), how);
  await page.waitForURL(/\/cart$/, { timeout: 15_000 });
  for (const name of names) await page.getByRole('link', { name, exact: true }).first().waitFor({ timeout: 15_000 });
}
