// Trade quantities in the cart: a signed-in trade customer types 495 carbon brushes sold in packs of 10
// and, on leaving the field, the cart holds 500 and says why; a quantity over the maximum per order comes down to
// it, saying so; Enter settles the field as leaving it does. "Clear cart" asks first: "Keep it" keeps every line,
// "Clear cart" empties the account's cart (carts/{uid} in Firestore). The cart and the checkout name each line's
// SKU. At 390 and 1280 px, captured and checked by axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collections, formatCents, quantityAdjustMessages as adjust } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { captureScreen, SCREEN_WIDTHS, signInThroughLoginPage } from '../support/journeys';
import { cartLine, quantityOf } from './steps/cart-steps';
import { seedCart, seedProduct } from './steps/shop-seed';

const run = randomUUID().slice(0, 6);
const brushes = {
  id: `trade-brushes-${run}`,
  name: `Trade Carbon Brushes ${run}`,
  priceCents: 450,
  available: 900,
  minimum: 20,
  increment: 10,
  maximum: 600,
  sku: `TCB-${run}`,
};
const drill = { id: `trade-drill-${run}`, name: `Trade Drill ${run}`, priceCents: 8900, available: 20, minimum: 1 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let customer: TestAccount;

const cartLines = async () =>
  ((await testAdmin().db.doc(`${collections.carts}/${customer.uid}`).get()).data()?.lines ?? []) as unknown[];
const brushQuantity = async () =>
  (await cartLines()).find((line) => (line as { productId: string }).productId === brushes.id);

beforeAll(async () => {
  await Promise.all([brushes, drill].map((product) => seedProduct(product, `A product of the trade cart ${run}.`)));
  // The seed writes the minimum and the pack; the maximum per order is this journey's own.
  await testAdmin()
    .db.doc(`${collections.products}/${brushes.id}`)
    .update({ maximum: brushes.maximum, sku: brushes.sku });
  customer = await createAccount({ name: 'Trade Cart Customer' });
  await seedCart(customer.uid, [
    { productId: brushes.id, quantity: 20 },
    { productId: drill.id, quantity: 1 },
  ]);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto(`${shopUrl}/login`);
  await signInThroughLoginPage(page, customer.email, customer.password, /\/$/);
  await page.goto(`${shopUrl}/cart`);
  await cartLine(page, brushes.name).waitFor({ timeout: 20_000 });
}, 90_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Types into the line's quantity field and leaves it (Tab) or settles it with Enter. */
async function typeQuantity(typed: string, leave: 'Tab' | 'Enter'): Promise<void> {
  const field = page.getByLabel(`Quantity of ${brushes.name}`, { exact: true });
  await field.fill(typed);
  await field.press(leave);
}

const note = () => page.getByLabel(`Quantity note of ${brushes.name}`, { exact: true });

describe('trade quantities in the cart', () => {
  for (const width of SCREEN_WIDTHS) {
    it(`a typed quantity snaps to the pack and the maximum, saying why, at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await typeQuantity('5000', 'Enter');
      await expect.poll(() => quantityOf(page, brushes.name), { timeout: 10_000 }).toBe('600');
      expect(await note().textContent()).toBe('Changed to 600: at most 600 per order');
      expect(adjust.loweredToMaximum(600)).toBe('Changed to 600: at most 600 per order');

      await typeQuantity('495', 'Tab');
      await expect.poll(() => quantityOf(page, brushes.name), { timeout: 10_000 }).toBe('500');
      expect(await note().textContent()).toBe('Changed to 500: sold in packs of 10');
      expect(adjust.roundedToPack(500, 10)).toBe('Changed to 500: sold in packs of 10');
      await expect
        .poll(() => page.getByLabel(`Line total of ${brushes.name}`).textContent(), { timeout: 10_000 })
        .toBe(formatCents(500 * 450));
      // The account's cart holds what the screen shows.
      await expect.poll(brushQuantity, { timeout: 10_000 }).toEqual({ productId: brushes.id, quantity: 500 });
    });
  }

  it('shows the typed quantity and its note at both widths', async () => {
    await captureScreen(page, 'cart-typed-quantity');
  });

  it("names each line's SKU in the cart and on the checkout; a product without one shows none", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const brushLine = cartLine(page, brushes.name);
    await brushLine.getByText(`SKU: ${brushes.sku}`, { exact: true }).waitFor({ timeout: 10_000 });
    expect(await cartLine(page, drill.name).getByText(/SKU/).count()).toBe(0);
    await captureScreen(page, 'cart-line-sku');

    await page.goto(`${shopUrl}/checkout`);
    const ordered = page.getByRole('region', { name: 'Your order' });
    await ordered.getByText(`SKU: ${brushes.sku}`, { exact: true }).waitFor({ timeout: 20_000 });
    expect(await ordered.getByText(/SKU/).count()).toBe(1);
    await captureScreen(page, 'checkout-line-sku');
    await page.goto(`${shopUrl}/cart`);
    await cartLine(page, brushes.name).waitFor({ timeout: 20_000 });
  });

  it('"Clear cart" asks first, then empties the cart', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Clear cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear your cart?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('All 2 lines (501 pieces) leave the cart.');
    await captureScreen(page, 'cart-clear-confirm');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await cartLines()).toHaveLength(2);

    await page.getByRole('button', { name: 'Clear cart' }).click();
    await dialog.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByText('Your cart is empty.').waitFor({ timeout: 10_000 });
    await expect.poll(cartLines, { timeout: 10_000 }).toEqual([]);
  });
});
