// Shipping, tax and invoices in the browser (issue 30), one browser: the public Shipping page lists the zones; a
// customer in Germany checks out with Express and sees goods, shipping and 20% tax before paying, pays, and downloads
// the invoice (a PDF); an admin edits a zone on "Shipping & tax" and the next quote at the checkout changes. The
// Shipping page, the checkout with its quote and the admin zone screen are captured at 390 and 1280 px with axe.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiMessages, collections, validationMessages, type ShippingZoneDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { captureScreen, signInThroughLoginPage } from '../support/journeys';
import { seedCart, seedEuZone, seedProduct } from './steps/shop-seed';
import { fillNewAddress, payWithTestCard, placeOrder, openCheckoutSignedIn, readOrder } from './steps/checkout-steps';
import { amountOf, chooseExpressToGermany, expressOrderFigures, taxAddress } from './steps/shipping-steps';

const run = randomUUID().slice(0, 6);
const saw = { id: `ship-saw-${run}`, name: `Ship Saw ${run}`, priceCents: 12_000, available: 50, minimum: 1 };

// A zone of this file alone, for the admin to edit: Iceland, at 10% until the admin makes it 25%.
const editedZoneId = `e2e-${run}`;
const editedZone: ShippingZoneDoc = {
  name: `Iceland ${run}`,
  countries: ['IS'],
  taxRate: 0.1,
  taxShipping: false,
  methods: [{ id: 'standard', name: 'Standard', priceCents: 2500 }],
};

let browser: Browser;
let customerContext: BrowserContext;
let adminContext: BrowserContext;
let page: Page;
let adminPage: Page;
let customer: TestAccount;
let admin: TestAccount;

const { db } = testAdmin();

/** On /checkout: the tax customer's new address in `country` (by its name in the select). */
const fillAddress = (p: Page, country: string, city: string) => fillNewAddress(p, taxAddress(country, city));

beforeAll(async () => {
  await Promise.all([
    seedProduct(saw, `A product of the shipping journey ${run}.`),
    seedEuZone(),
    db.doc(`${collections.shippingZones}/${editedZoneId}`).set(editedZone),
  ]);
  [customer, admin] = await Promise.all([
    createAccount({ name: 'Tax Customer' }),
    createAccount({ admin: true, name: 'Tax Admin' }),
  ]);
  const oneSaw = [{ productId: saw.id, quantity: 1 }];
  await Promise.all([seedCart(customer.uid, oneSaw), seedCart(admin.uid, oneSaw)]);
  browser = await launchBrowser();
  customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await customerContext.newPage();
  adminPage = await adminContext.newPage();
});

afterAll(async () => {
  await customerContext?.close();
  await adminContext?.close();
  await browser?.close();
  await db.doc(`${collections.shippingZones}/${editedZoneId}`).delete();
});

describe('shipping and tax journeys', () => {
  it('the Shipping page, linked from the footer, lists the zones with methods, prices and tax', async () => {
    await page.goto(shopUrl);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Shipping' }).click();
    await page.waitForURL(/\/shipping$/);
    const eu = page.getByRole('region', { name: 'European Union' });
    await eu.waitFor({ timeout: 20_000 });
    await expect.poll(() => eu.textContent()).toContain('Germany');
    const text = (await eu.textContent()) ?? '';
    expect(text).toContain('Express');
    expect(text).toContain('$39.95');
    expect(text).toContain('20%');
    expect(await page.title()).toBe('Shipping | Toolshop');
    await captureScreen(page, 'shipping-page');
  });

  it(
    'a customer in Germany picks Express, sees goods, shipping and 20% tax, pays and downloads the invoice',
    { timeout: 180_000 },
    async () => {
      await openCheckoutSignedIn(page, customer, `1 × ${saw.name}`);
      await fillAddress(page, 'Germany', 'Berlin');
      await chooseExpressToGermany(page);
      await captureScreen(page, 'checkout-quote');

      await page.setViewportSize({ width: 1280, height: 900 });
      const orderId = await placeOrder(page, 'click');
      const order = await readOrder(orderId);
      expect(order).toMatchObject(expressOrderFigures);
      expect(order.shippingMethod?.id).toBe('express');
      await page.getByText('$31.99').first().waitFor();

      await payWithTestCard(page);

      const download = page.getByRole('button', { name: /^Download invoice INV-\d{4}-\d{6}$/ });
      await download.waitFor({ timeout: 30_000 });
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = readFileSync((await file.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // My Orders shows the breakdown and the same invoice.
      await page.goto(`${shopUrl}/dashboard/myOrder`);
      await page
        .getByText(/Tax 20% \$31\.99/)
        .first()
        .waitFor({ timeout: 20_000 });
      await page
        .getByRole('button', { name: /^Download invoice INV-/ })
        .first()
        .waitFor();
    },
  );

  it('an admin edits a zone on "Shipping & tax" and the next quote changes', { timeout: 180_000 }, async () => {
    await adminPage.goto(`${shopUrl}/checkout`);
    await signInThroughLoginPage(adminPage, admin.email, admin.password, /\/checkout$/);
    await adminPage.getByText(`1 × ${saw.name}`).waitFor({ timeout: 20_000 });
    await fillAddress(adminPage, 'Iceland', 'Reykjavik');
    await expect.poll(() => amountOf(adminPage, 'Tax (10%)'), { timeout: 20_000 }).toBe('$12.00');

    await adminPage.goto(`${shopUrl}/dashboard/shippingTax`);
    const zone = adminPage.getByRole('region', { name: editedZone.name });
    await zone.waitFor({ timeout: 20_000 });
    await captureScreen(adminPage, 'admin-shipping-zones');
    await adminPage.getByRole('button', { name: `Edit ${editedZone.name}` }).click();
    const form = adminPage.getByRole('form', { name: `Edit ${editedZone.name}` });
    // A bad rate is refused on its field, with the domain's message in the field's unit.
    await form.getByLabel('Tax rate (%)').fill('150');
    await form.getByRole('button', { name: 'Save zone' }).click();
    await form.getByText(validationMessages.taxPercentInvalid).waitFor();
    await form.getByLabel('Tax rate (%)').fill('25');
    await form.getByRole('button', { name: 'Add method' }).click();
    await form.getByLabel('Method id').nth(1).fill('express');
    await form.getByLabel('Method name').nth(1).fill('Express');
    await form
      .getByLabel(/^Price/)
      .nth(1)
      .fill('45');
    await captureScreen(adminPage, 'admin-shipping-zone-edit');
    await form.getByRole('button', { name: 'Save zone' }).click();
    await expect
      .poll(async () => (await db.doc(`${collections.shippingZones}/${editedZoneId}`).get()).data(), {
        timeout: 20_000,
      })
      .toMatchObject({ taxRate: 0.25, methods: [{ id: 'standard' }, { id: 'express', priceCents: 4500 }] });
    await zone.getByText('Tax 25% on goods').waitFor({ timeout: 20_000 });

    await adminPage.goto(`${shopUrl}/checkout`);
    await adminPage.getByText(`1 × ${saw.name}`).waitFor({ timeout: 20_000 });
    await fillAddress(adminPage, 'Iceland', 'Reykjavik');
    await expect.poll(() => amountOf(adminPage, 'Tax (25%)'), { timeout: 20_000 }).toBe('$30.00');
    await adminPage.getByRole('radio', { name: /Express/ }).waitFor();
  });

  it('a country that no zone serves shows the server message and blocks Place order', async () => {
    await adminPage.getByRole('combobox', { name: 'Country' }).click();
    await adminPage.getByRole('option', { name: 'Antarctica', exact: true }).click();
    await adminPage
      .getByRole('alert')
      .filter({ hasText: apiMessages.countryNotShipped('Antarctica') })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await adminPage.getByRole('button', { name: 'Place order' }).isDisabled()).toBe(true);
  });
});
