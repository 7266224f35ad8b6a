// Packs and price breaks in Chromium: the product card says "packs of" and "from"; the purchase page shows the
// breaks, steps the quantity by the pack, quotes unit price and total as the quantity changes, refuses a broken
// pack with its toast, and an order across a break is paid at the discounted total. An admin adds a product with
// the three rules through the breaks editor, the server's messages shown first. Screens checked by axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collections, toastMessages, validationMessages as m, type OrderDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { captureScreen, expectToast, openSearchUntilFound, signInThroughLoginPage } from '../support/journeys';
import { fillPurchaseForm } from './steps/purchase-steps';
import { payWithTestCard } from './steps/checkout-steps';

const run = randomUUID().slice(0, 6);
/** Boxes of 10 at $10.00 a piece, $9.00 from 50, $8.50 from 100, at most 300 an order. */
const screws = {
  id: `e2e-screws-${run}`,
  name: `Journey Wood Screws ${run}`,
  description: 'Boxed wood screws of the quantity rules journey.',
  picture: '/products/hss-drill-bit-set.svg',
  priceCents: 1000,
  available: 1000,
  minimum: 10,
  increment: 10,
  maximum: 300,
  priceBreaks: [
    { minQuantity: 50, priceCents: 900 },
    { minQuantity: 100, priceCents: 850 },
  ],
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let customer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  const now = new Date();
  const { id, ...doc } = screws;
  [customer, admin] = await Promise.all([
    createAccount({ name: 'Pack Buyer' }),
    createAccount({ admin: true, name: 'Pack Admin' }),
    testAdmin()
      .db.collection(collections.products)
      .doc(id)
      .set({ ...doc, createdAt: now, updatedAt: now }),
  ]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const quantity = () => page.getByRole('spinbutton', { name: 'Quantity' });
const totals = () => page.getByText(/^(Unit price|Goods):/);

async function ordersOfCustomer(): Promise<OrderDoc[]> {
  const snapshot = await testAdmin().db.collection(collections.orders).where('uid', '==', customer.uid).get();
  return snapshot.docs.map((doc) => doc.data() as OrderDoc);
}

describe('quantity rules in the shop', () => {
  it('the product card says it sells in packs and from which price', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    // The home page shows the featured products; the search shows the same card for any product.
    await openSearchUntilFound(page, shopUrl, screws.name);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: screws.name }) });
    await card.waitFor({ timeout: 20_000 });
    await card.getByText('Minimum order: 10, packs of 10').waitFor();
    await card.getByText('Price per piece: $10.00, from $8.50').waitFor();
  });

  it('the product page shows every quantity rule and the price breaks, in its first HTML too', async () => {
    // The server's render (before any script) already has them: React's text separators aside.
    const html = (await (await fetch(`${shopUrl}/products/${screws.id}`)).text()).replaceAll('<!-- -->', '');
    for (const text of ['Minimum order: 10', 'Sold in packs of 10', 'Maximum per order: 300', 'Volume pricing'])
      expect(html, text).toContain(text);
    expect(html).toMatch(/100 or more<\/td><td[^>]*>\$8\.50</);

    await page.goto(`${shopUrl}/products/${screws.id}`);
    await page.getByRole('heading', { level: 1, name: screws.name }).waitFor({ timeout: 20_000 });
    for (const text of ['Minimum order: 10', 'Sold in packs of 10', 'Maximum per order: 300'])
      await page.getByText(text, { exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Volume pricing' });
    expect(await table.getByRole('row').allInnerTexts()).toEqual([
      'Quantity\tPrice per piece',
      '10 or more\t$10.00',
      '50 or more\t$9.00',
      '100 or more\t$8.50',
    ]);
    await captureScreen(page, 'product-page-quantity-rules');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the purchase page quotes as the quantity changes and refuses a broken pack', async () => {
    await page.goto(`${shopUrl}/purchase/${screws.id}`);
    await signInThroughLoginPage(page, customer.email, customer.password, new RegExp(`/purchase/${screws.id}$`));
    await page.getByRole('heading', { name: screws.name }).waitFor({ timeout: 20_000 });

    const table = page.getByRole('table', { name: 'Volume pricing' });
    expect(await table.getByRole('row').allInnerTexts()).toEqual([
      'Quantity\tPrice per piece',
      '10 or more\t$10.00 (your price)',
      '50 or more\t$9.00',
      '100 or more\t$8.50',
    ]);
    expect(await quantity().inputValue()).toBe('10');
    expect(await quantity().getAttribute('step')).toBe('10');
    expect(await totals().allInnerTexts()).toEqual(['Unit price: $10.00', 'Goods: $100.00']);

    await quantity().fill('40');
    await expect.poll(() => totals().allInnerTexts()).toEqual(['Unit price: $10.00', 'Goods: $400.00']);
    await quantity().fill('45');
    await expect.poll(() => totals().allInnerTexts()).toEqual(['Unit price: –', 'Goods: –']);
    await quantity().fill('50');
    await expect.poll(() => totals().allInnerTexts()).toEqual(['Unit price: $9.00', 'Goods: $450.00']);
    await table
      .getByRole('row', { name: /50 or more/ })
      .getByText('(your price)')
      .waitFor();
    // The arrow key steps a whole pack.
    await quantity().press('ArrowUp');
    await expect.poll(() => quantity().inputValue()).toBe('60');
    await quantity().fill('50');

    await fillPurchaseForm(page, { street: '7 Joinery Yard', mobile: '+1 555 0177', quantity: 55 });
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expectToast(page, m.quantityNotInPacks(10));
    await quantity().fill('310');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expectToast(page, m.quantityAboveMaximum(300));
    expect(await ordersOfCustomer()).toEqual([]);
    await quantity().fill('50');
    await captureScreen(page, 'purchase-price-breaks');
  });

  it('the quantity can be emptied and typed anew; left empty it is refused on blur and on Confirm', async () => {
    await quantity().click();
    await quantity().press('End');
    await quantity().press('Backspace');
    await quantity().press('Backspace');
    expect(await quantity().inputValue()).toBe('');
    await quantity().pressSequentially('100');
    expect(await quantity().inputValue()).toBe('100');
    await expect.poll(() => totals().allInnerTexts()).toEqual(['Unit price: $8.50', 'Goods: $850.00']);

    await quantity().fill('');
    await quantity().blur();
    await page.getByText(m.quantityRequired).waitFor();
    expect(await quantity().getAttribute('aria-invalid')).toBe('true');
    // The screen shows the field, not the toast of the test before still fading out over it.
    await expect.poll(() => page.locator('.notistack-MuiContent').count(), { timeout: 10_000 }).toBe(0);
    await captureScreen(page, 'purchase-quantity-emptied');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.getByText(m.quantityRequired).waitFor();
    expect(await ordersOfCustomer()).toEqual([]);
  });

  it("a new Confirm clears the toast of the one before, whatever this attempt's answer", async () => {
    await quantity().fill('55');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expectToast(page, m.quantityNotInPacks(10));
    // This attempt fails in the form (no street): the pack toast of the attempt before must not stay.
    await page.getByLabel('Street address').fill('');
    await quantity().fill('50');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.getByText(m.addressLine1Required).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: m.quantityNotInPacks(10) })
      .waitFor({ state: 'detached', timeout: 1_000 });
    await page.getByLabel('Street address').fill('7 Joinery Yard');
    expect(await ordersOfCustomer()).toEqual([]);
  });

  // Shipped to the United States by its cheapest method (pickup at the factory, $0) with 8.25% tax: $487.13.
  it('an order across the first break is stored and paid at the discounted total', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expectToast(page, toastMessages.orderPlaced);
    const [placed] = await ordersOfCustomer();
    expect(placed).toMatchObject({
      lines: [
        expect.objectContaining({
          quantity: 50,
          unitPriceCents: 900,
          priceBreak: { minQuantity: 50, priceCents: 900 },
          amountCents: 45_000,
        }),
      ],
      subtotalCents: 45_000,
      taxCents: 3_713,
      amountCents: 48_713,
      status: 'unpaid',
    });

    await page.getByRole('link', { name: 'Pay now' }).click();
    await page.waitForURL(/\/payment\//);
    await page.getByText('$487.13').waitFor({ timeout: 20_000 });
    await payWithTestCard(page);

    const [paid] = await ordersOfCustomer();
    expect(paid).toMatchObject({ status: 'pending', amountCents: 48_713 });
    const intentId = paid!.paymentIntentId!;
    const intent = await testAdmin().db.collection(collections.testPaymentIntents).doc(intentId).get();
    expect(intent.data()).toMatchObject({ amountCents: 48_713, status: 'succeeded' });
    await context.close();
  });

  it('an admin adds a product with pack size, maximum and price breaks, corrected by the same messages', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto(`${shopUrl}/dashboard/addProduct`);
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard\/addProduct$/);
    const name = `Journey Rivets ${run}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Price').fill('4');
    await page.getByLabel('Available').fill('900');
    await page.getByLabel('Minimum order').fill('20');
    await page.getByLabel('Description').fill('Blind rivets in bags of 20.');
    await page.getByLabel('Picture url').fill('/products/carbon-brush-set.svg');
    await page.getByLabel('Pack size').fill('20');
    await page.getByLabel('Maximum per order').fill('10');

    await page.getByRole('button', { name: 'Add price break' }).click();
    await page.getByLabel('Break 1 from quantity').fill('100');
    await page.getByLabel('Break 1 price').fill('4.50');
    await page.getByRole('button', { name: 'Add price break' }).click();
    await page.getByLabel('Break 2 from quantity').fill('80');
    await page.getByLabel('Break 2 price').fill('3.50');
    await page.getByRole('button', { name: 'Add Product' }).click();
    for (const message of [m.maximumBelowMinimum, m.breakPriceNotBelowPrice, m.breakQuantityNotIncreasing])
      await page.getByText(message, { exact: true }).first().waitFor();
    await captureScreen(page, 'add-product-quantity-rules');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Maximum per order').fill('1000');
    await page.getByLabel('Break 1 price').fill('3.80');
    await page.getByRole('button', { name: 'Remove break 2' }).click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expectToast(page, toastMessages.productAdded);

    const added = await testAdmin().db.collection(collections.products).where('name', '==', name).get();
    expect(added.docs.map((doc) => doc.data())).toMatchObject([
      {
        priceCents: 400,
        minimum: 20,
        increment: 20,
        maximum: 1000,
        priceBreaks: [{ minQuantity: 100, priceCents: 380 }],
      },
    ]);
  });
});
