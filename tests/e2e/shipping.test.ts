// Shipping, tax and invoices in the browser, one browser: the public Shipping page lists the zones with
// the countries taxed at a rate of their own; a customer in Germany checks out with Express and sees goods, shipping
// and Germany's 19% tax (the EU zone charges 20%) before paying, on the payment page and in the invoice (a PDF, read
// back), which names the buyer and the address; an admin edits a zone on "Shipping & tax", gives one of its
// countries a rate of its own, and the next quote at the checkout charges it. The Shipping page, the checkout with
// its quote, the payment page and the admin zone screen are captured at 390 and 1280 px with axe.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
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

// A zone of this file alone, for the admin to edit: Iceland and the Faroe Islands, at 10% until the admin makes it
// 25% with Iceland at 24%.
const editedZoneId = `e2e-${run}`;
const editedZone: ShippingZoneDoc = {
  name: `North Atlantic ${run}`,
  countries: ['IS', 'FO'],
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
    // The member states with a standard rate of their own.
    expect(text).toContain('Germany 19%');
    expect(text).toContain('Italy 22%');
    expect(await page.title()).toBe('Shipping | Toolshop');
    await captureScreen(page, 'shipping-page');
  });

  it(
    "a customer in Germany picks Express, sees goods, shipping and Germany's 19% tax, pays and downloads the invoice",
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
      // The payment page shows the order's own rate.
      await page.getByText('$30.39').first().waitFor();
      await page.getByText('19%').first().waitFor();
      await captureScreen(page, 'payment-country-tax');

      await payWithTestCard(page);

      const download = page.getByRole('button', { name: /^Download invoice INV-\d{4}-\d{6}$/ });
      await download.waitFor({ timeout: 30_000 });
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = readFileSync((await file.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const content = await (
        await (await getDocument({ data: new Uint8Array(bytes) }).promise).getPage(1)
      ).getTextContent();
      const invoice = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ');
      expect(invoice).toContain('Tax (19%) $30.39');
      expect(invoice).toContain(`Buyer Tax Customer Werkstraße 7 Berlin, 10115 Germany ${customer.email}`);

      // My Orders shows the breakdown and the same invoice.
      await page.goto(`${shopUrl}/dashboard/myOrder`);
      await page
        .getByText(/Tax 19% \$30\.39/)
        .first()
        .waitFor({ timeout: 20_000 });
      await page
        .getByRole('button', { name: /^Download invoice INV-/ })
        .first()
        .waitFor();
    },
  );

  it(
    'an admin edits a zone and gives a country its own rate on "Shipping & tax"; the next quote charges it',
    { timeout: 180_000 },
    async () => {
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
      // Iceland gets a rate of its own, in percent as the zone's; a bad one is refused on its field.
      await form.getByRole('button', { name: 'Add country rate' }).click();
      await form.getByRole('combobox', { name: 'Country', exact: true }).click();
      await adminPage.getByRole('option', { name: 'Iceland', exact: true }).click();
      const countryRate = form.getByLabel(/^Rate \(%\)/);
      await countryRate.fill('150');
      await form.getByRole('button', { name: 'Save zone' }).click();
      await form.getByText(validationMessages.taxPercentInvalid).waitFor();
      await countryRate.fill('24');
      await captureScreen(adminPage, 'admin-shipping-zone-edit');
      await form.getByRole('button', { name: 'Save zone' }).click();
      await expect
        .poll(async () => (await db.doc(`${collections.shippingZones}/${editedZoneId}`).get()).data(), {
          timeout: 20_000,
        })
        .toMatchObject({
          taxRate: 0.25,
          countryTaxRates: [{ country: 'IS', taxRate: 0.24 }],
          methods: [{ id: 'standard' }, { id: 'express', priceCents: 4500 }],
        });
      await zone.getByText('Tax 25% on goods').waitFor({ timeout: 20_000 });
      await zone.getByText('Country rates: Iceland 24%').waitFor();
      await captureScreen(adminPage, 'admin-shipping-zone-country-rate');

      // Iceland's own 24% of the goods (shipping untaxed here): 120.00 x 0.24 = 28.80.
      await adminPage.goto(`${shopUrl}/checkout`);
      await adminPage.getByText(`1 × ${saw.name}`).waitFor({ timeout: 20_000 });
      await fillAddress(adminPage, 'Iceland', 'Reykjavik');
      await expect.poll(() => amountOf(adminPage, 'Tax (24%)'), { timeout: 20_000 }).toBe('$28.80');
      await adminPage.getByRole('radio', { name: /Express/ }).waitFor();
    },
  );

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
