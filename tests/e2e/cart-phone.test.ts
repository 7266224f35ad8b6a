// Issue 28's cart journey on a phone: the steps of cart.test.ts run in a 390 x 844 viewport (touch, mobile layout),
// not only captured at 390. A visitor fills a cart of three products from their product pages, goes to the checkout
// from the cart, signs in there, checks out with a new address, pays once with the test card, and sees one order of
// three lines in My Orders; Firestore holds that one order with its three lines, paid.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collections, toastMessages, type OrderDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { signInThroughLoginPage } from '../support/journeys';

const run = randomUUID().slice(0, 6);
const drill = { id: `phone-drill-${run}`, name: `Phone Drill ${run}`, priceCents: 4500, available: 20, minimum: 1 };
const blades = {
  id: `phone-blades-${run}`,
  name: `Phone Blades ${run}`,
  priceCents: 300,
  available: 200,
  minimum: 10,
  increment: 10,
};
const battery = {
  id: `phone-battery-${run}`,
  name: `Phone Battery ${run}`,
  priceCents: 6000,
  available: 10,
  minimum: 1,
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let customer: TestAccount;

const { db } = testAdmin();

async function seedProduct(product: typeof drill & { increment?: number }) {
  const now = new Date();
  await db.doc(`products/${product.id}`).set({
    name: product.name,
    description: `A product of the phone cart journey ${run}.`,
    picture: '/products/cordless-drill-18v.svg',
    priceCents: product.priceCents,
    available: product.available,
    minimum: product.minimum,
    ...(product.increment ? { increment: product.increment } : {}),
    createdAt: now,
    updatedAt: now,
  });
}

const cartLine = (name: string) => page.getByRole('listitem', { name });
const quantityOf = (name: string) => page.getByLabel(`Quantity of ${name}`).textContent();
const ordersOf = async () => db.collection(collections.orders).where('uid', '==', customer.uid).get();
/** No sideways scroll: the page is no wider than the 390 px viewport. */
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

async function addFromProductPage(product: { id: string; name: string }) {
  await page.goto(`${shopUrl}/products/${product.id}`);
  const add = page.getByRole('link', { name: `Add to cart: ${product.name}` });
  await add.waitFor({ timeout: 20_000 });
  await add.scrollIntoViewIfNeeded();
  await add.tap();
  await page.waitForURL(/\/cart$/);
  await cartLine(product.name).waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  await Promise.all([seedProduct(drill), seedProduct(blades), seedProduct(battery)]);
  customer = await createAccount({ name: 'Phone Cart Customer' });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('cart journey on a phone (390 px)', () => {
  it('a visitor fills a cart of three products', { timeout: 90_000 }, async () => {
    await addFromProductPage(drill);
    await addFromProductPage(blades);
    await addFromProductPage(battery);
    // The blades' stepper moves in packs of ten from their minimum.
    expect(await quantityOf(blades.name)).toBe('10');
    await page.getByRole('button', { name: `More: ${blades.name}` }).tap();
    await expect.poll(() => quantityOf(blades.name)).toBe('20');
    // The phone header: the cart's count beside the menu button, and in the menu.
    await page.getByRole('link', { name: 'Cart (22)' }).first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('menuitem', { name: 'Cart (22)' }).waitFor({ timeout: 15_000 });
    await page.getByRole('menuitem', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await pageWidth()).toBeLessThanOrEqual(390);
  });

  it(
    'signs in at the checkout, checks out with a new address, pays once, and sees one order of three lines',
    { timeout: 110_000 },
    async () => {
      const checkout = page.getByRole('link', { name: 'Checkout' });
      await checkout.scrollIntoViewIfNeeded();
      await checkout.tap();
      await signInThroughLoginPage(page, customer.email, customer.password, /\/checkout$/);
      await page.getByRole('heading', { name: 'Checkout' }).waitFor({ timeout: 20_000 });
      await page.getByText(`20 × ${blades.name}`).waitFor({ timeout: 20_000 });
      await expect
        .poll(async () => (await db.doc(`${collections.carts}/${customer.uid}`).get()).data()?.lines, {
          timeout: 20_000,
        })
        .toEqual([
          { productId: drill.id, quantity: 1 },
          { productId: blades.id, quantity: 20 },
          { productId: battery.id, quantity: 1 },
        ]);

      await page.getByLabel('Recipient name').fill('Phone Cart Customer');
      await page.getByLabel('Street address').fill('12 Workshop Lane');
      await page.getByLabel('City').fill('Springfield');
      await page.getByLabel('Postal code').fill('62701');
      await page.getByLabel('Mobile').fill('+1 555 0100');
      expect(await pageWidth()).toBeLessThanOrEqual(390);
      const place = page.getByRole('button', { name: 'Place order' });
      await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true);
      await place.scrollIntoViewIfNeeded();
      await place.tap();
      await page.waitForURL(/\/payment\/[^/]+$/, { timeout: 30_000 });
      const orderId = page.url().split('/').pop()!;

      const order = (await db.doc(`${collections.orders}/${orderId}`).get()).data() as OrderDoc;
      expect(order.uid).toBe(customer.uid);
      expect(order.lines?.map((line) => [line.productId, line.quantity])).toEqual([
        [drill.id, 1],
        [blades.id, 20],
        [battery.id, 1],
      ]);
      expect(order.subtotalCents).toBe(4500 + 20 * 300 + 6000);
      expect(order.shippingAddress).toMatchObject({ line1: '12 Workshop Lane', postalCode: '62701', country: 'US' });
      const book = await db.doc(`${collections.addressBooks}/${customer.uid}`).get();
      expect(JSON.stringify(book.data() ?? null)).toContain('12 Workshop Lane');

      await page.getByLabel(/card number/i).fill('4242 4242 4242 4242');
      await page
        .getByLabel(/expir|MM/i)
        .first()
        .fill('12 / 34');
      await page.getByLabel(/cvc/i).fill('123');
      const pay = page.getByRole('button', { name: 'Pay', exact: true });
      await pay.scrollIntoViewIfNeeded();
      await pay.tap();
      await page.getByText(toastMessages.paymentSucceeded).first().waitFor({ timeout: 30_000 });
      await expect
        .poll(async () => ((await db.doc(`${collections.orders}/${orderId}`).get()).data() as OrderDoc).status, {
          timeout: 20_000,
        })
        .toBe('pending');
      expect((await ordersOf()).size).toBe(1);

      // My Orders on the phone: one order, its three lines.
      await page.goto(`${shopUrl}/dashboard/myOrder`);
      const row = page.getByRole('row').filter({ hasText: `3 lines: ${drill.name}, ${blades.name} and 1 more` });
      await row.waitFor({ timeout: 20_000 });
      await expect(page.getByRole('row').filter({ hasText: '3 lines:' }).count()).resolves.toBe(1);
      await row.getByRole('button', { name: 'Show lines' }).tap();
      for (const text of [`1 × ${drill.name}`, `20 × ${blades.name}`, `1 × ${battery.name}`])
        await row.getByText(text, { exact: false }).waitFor({ timeout: 15_000 });
      expect(await pageWidth()).toBeLessThanOrEqual(390);
      expect((await ordersOf()).size).toBe(1);
    },
  );
});
