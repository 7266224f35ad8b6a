// Shipping, tax and invoices on a phone (issue 30): the journey of shipping.test.ts run in a 390 x 844 viewport
// (touch, mobile layout) from start to end, not only captured at 390. A customer in Germany checks out with
// Express, sees goods, shipping and 20% tax before paying, pays with the test card, and downloads the invoice (a
// PDF); the order in Firestore carries the same figures.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collections, toastMessages, type OrderDoc, type ShippingZoneDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { signInThroughLoginPage } from '../support/journeys';

const run = randomUUID().slice(0, 6);
const saw = { id: `ship-phone-saw-${run}`, name: `Phone Saw ${run}`, priceCents: 12_000 };

// The demo's European Union zone, as the seed stores it (an idempotent copy: other files may seed the same).
const euZone: ShippingZoneDoc = {
  name: 'European Union',
  countries: ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV'].concat([
    'LT',
    'LU',
    'MT',
    'NL',
    'PL',
    'PT',
    'RO',
    'SK',
    'SI',
    'ES',
    'SE',
  ]),
  taxRate: 0.2,
  taxShipping: true,
  methods: [
    { id: 'standard', name: 'Standard', priceCents: 1995 },
    { id: 'express', name: 'Express', priceCents: 3995 },
  ],
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let customer: TestAccount;

const { db } = testAdmin();
const amountOf = (p: Page, label: string) => p.locator(`[data-amount="${label}"]`).textContent();
/** No sideways scroll: the page is no wider than the 390 px viewport. */
const pageWidth = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  const now = new Date();
  await Promise.all([
    db.doc(`products/${saw.id}`).set({
      name: saw.name,
      description: `A product of the phone shipping journey ${run}.`,
      picture: '/products/cordless-drill-18v.svg',
      priceCents: saw.priceCents,
      available: 50,
      minimum: 1,
      createdAt: now,
      updatedAt: now,
    }),
    db.doc(`${collections.shippingZones}/eu`).set(euZone),
  ]);
  customer = await createAccount({ name: 'Phone Tax Customer' });
  await db
    .doc(`${collections.carts}/${customer.uid}`)
    .set({ lines: [{ productId: saw.id, quantity: 1 }], updatedAt: new Date() });
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    acceptDownloads: true,
  });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('shipping and tax on a phone (390 px)', () => {
  it(
    'a customer in Germany picks Express, sees goods, shipping and 20% tax, pays and downloads the invoice',
    { timeout: 110_000 },
    async () => {
      await page.goto(`${shopUrl}/checkout`);
      await signInThroughLoginPage(page, customer.email, customer.password, /\/checkout$/);
      await page.getByRole('heading', { name: 'Checkout' }).waitFor({ timeout: 20_000 });
      await page.getByText(`1 × ${saw.name}`).waitFor({ timeout: 20_000 });
      // The header as it renders at 390: the desktop links folded into the menu button, whose menu holds the cart.
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('menuitem', { name: 'Cart (1)' }).waitFor({ timeout: 20_000 });
      await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });

      await page.getByRole('radio', { name: 'A new address' }).check();
      await page.getByLabel('Recipient name').fill('Tax Customer');
      await page.getByLabel('Street address').fill('Werkstraße 7');
      await page.getByLabel('City').fill('Berlin');
      await page.getByLabel('Postal code').fill('10115');
      await page.getByRole('combobox', { name: 'Country' }).click();
      await page.getByRole('option', { name: 'Germany', exact: true }).click();
      await page.getByLabel('Mobile').fill('+49 30 1234567');

      await expect.poll(() => amountOf(page, 'Shipping'), { timeout: 20_000 }).toBe('$19.95');
      await page.getByRole('radio', { name: /Express/ }).check();
      await expect.poll(() => amountOf(page, 'Shipping'), { timeout: 20_000 }).toBe('$39.95');
      expect(await amountOf(page, 'Goods')).toBe('$120.00');
      // 20% of goods and shipping: (120.00 + 39.95) x 0.2 = 31.99.
      expect(await amountOf(page, 'Tax (20%)')).toBe('$31.99');
      expect(await amountOf(page, 'Total')).toBe('$191.94');
      await page.locator('[data-amount="Tax (20%)"]').scrollIntoViewIfNeeded();
      expect(await page.locator('[data-amount="Tax (20%)"]').isVisible()).toBe(true);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);

      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/payment\/[^/]+$/, { timeout: 30_000 });
      const orderId = page.url().split('/').pop()!;
      const order = (await db.doc(`${collections.orders}/${orderId}`).get()).data() as OrderDoc;
      expect(order).toMatchObject({
        subtotalCents: 12_000,
        shippingCents: 3995,
        taxRate: 0.2,
        taxCents: 3199,
        amountCents: 19_194,
      });
      expect(order.shippingMethod?.id).toBe('express');
      expect(order.shippingAddress).toMatchObject({ country: 'DE', city: 'Berlin' });
      await page.getByText('$31.99').first().waitFor();

      await page.getByLabel(/card number/i).fill('4242 4242 4242 4242');
      await page
        .getByLabel(/expir|MM/i)
        .first()
        .fill('12 / 34');
      await page.getByLabel(/cvc/i).fill('123');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByText(toastMessages.paymentSucceeded).first().waitFor({ timeout: 30_000 });
      await expect
        .poll(async () => ((await db.doc(`${collections.orders}/${orderId}`).get()).data() as OrderDoc).status, {
          timeout: 20_000,
        })
        .toBe('pending');

      const download = page.getByRole('button', { name: /^Download invoice INV-\d{4}-\d{6}$/ });
      await download.waitFor({ timeout: 30_000 });
      await download.scrollIntoViewIfNeeded();
      const [file] = await Promise.all([page.waitForEvent('download'), download.tap()]);
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = readFileSync((await file.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    },
  );
});
