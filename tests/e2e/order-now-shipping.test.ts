// "Order Now" charges shipping and tax, as the checkout does, at 390 and 1280 px: from a product page to the
// purchase page, an address of the address book (one the shop does not ship to is refused with the zone's
// message), a shipping method, the shipping and tax shown, Confirm, and the test card on the payment page. Then an
// order placed as SPEC §7 places it (no address) on the payment page: priced for the home country and said so,
// its address changed there before paying, and paid at the new total.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiMessages, collections, toastMessages, type OrderDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { artifactsDir, shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectToast, signInThroughLoginPage } from '../support/journeys';
import { expectOrderPaid, payWithTestCard, readOrder } from './steps/checkout-steps';

const run = randomUUID().slice(0, 8);
const saw = { id: `e2e-order-now-${run}`, name: `Order Now Table Saw ${run}`, priceCents: 39_900 };
const ohio = {
  name: 'Sam Buyer',
  line1: '1200 Foundry Road',
  city: 'Dayton',
  region: 'OH',
  postalCode: '45402',
  country: 'US',
};
const sydney = {
  name: 'Ava Buyer',
  line1: '1 George St',
  city: 'Sydney',
  region: 'NSW',
  postalCode: '2000',
  country: 'AU',
};
const leeds = { name: 'Una Buyer', line1: '12 Workshop Lane', city: 'Leeds', postalCode: 'LS1 4AP', country: 'GB' };

let browser: Browser;
beforeAll(async () => {
  const now = new Date();
  await testAdmin().db.doc(`${collections.products}/${saw.id}`).set({
    name: saw.name,
    description: 'A table saw for the Order Now journey.',
    picture: '/products/circular-saw-190.svg',
    priceCents: saw.priceCents,
    available: 50,
    minimum: 1,
    createdAt: now,
    updatedAt: now,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function accountWithAddresses(addresses: object[]): Promise<TestAccount> {
  const account = await createAccount({ name: 'Order Now Buyer' });
  for (const address of addresses) {
    const added = await api('POST', '/addresses', { token: account.token, body: address });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return account;
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(`${artifactsDir}screens/`, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${artifactsDir}screens/${name}.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page, name);
}

/** The quote's amounts by their row label (quote-summary.tsx marks each with data-amount). */
const amountOf = (page: Page, selector: string) => page.locator(`[data-amount${selector}]`).allInnerTexts();

describe.each([390, 1280])('Order Now at %i px', (width) => {
  it('prices shipping and tax for the chosen address and method, refuses Australia, and pays the total', async () => {
    const buyer = await accountWithAddresses([ohio, sydney]);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/products/${saw.id}`);
    await page.getByRole('link', { name: `Order Now: ${saw.name}` }).click({ timeout: 20_000 });
    await signInThroughLoginPage(page, buyer.email, buyer.password, new RegExp(`/purchase/${saw.id}$`));
    await page.getByRole('heading', { name: saw.name }).waitFor({ timeout: 20_000 });

    // The address book's entries are offered; Australia is not shipped to.
    await page.getByRole('radio', { name: /1 George St/ }).check({ timeout: 20_000 });
    await page.getByLabel('Mobile').fill('+1 555 0100');
    await page.getByLabel('Quantity').fill('1');
    await page.getByText(apiMessages.countryNotShipped('Australia')).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Confirm Order' }).isDisabled()).toBe(true);

    // Ohio: the US zone's methods; Express $24.95, 8.25% tax on $423.95 = $34.98, total $458.93.
    await page.getByRole('radio', { name: /1200 Foundry Road/ }).check();
    await page.getByRole('radio', { name: /Express/ }).check({ timeout: 20_000 });
    await expect.poll(() => amountOf(page, '="Total"'), { timeout: 20_000 }).toEqual(['$458.93']);
    expect(await amountOf(page, '="Shipping"')).toEqual(['$24.95']);
    expect(await amountOf(page, '^="Tax"')).toEqual(['$34.98']);
    await screenshot(page, `order-now-shipping-${width}`);

    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expectToast(page, toastMessages.orderPlaced);
    await page.getByRole('link', { name: 'Pay now' }).click();
    await page.waitForURL(/\/payment\/[^/]+$/, { timeout: 20_000 });
    const orderId = page.url().split('/').pop()!;
    await page.getByText('$458.93').first().waitFor({ timeout: 20_000 });
    await page.getByLabel(/card number/i).waitFor({ timeout: 20_000 });
    await screenshot(page, `order-now-payment-${width}`);
    await payWithTestCard(page);
    await expectOrderPaid(orderId);
    expect(await readOrder(orderId)).toMatchObject({
      shippingAddress: ohio,
      shippingMethod: { id: 'express', name: 'Express' },
      shippingCents: 2495,
      taxCents: 3498,
      amountCents: 45_893,
    } satisfies Partial<OrderDoc>);
    await context.close();
  });

  it('an order placed without an address says it is priced for the home country; its address is changed before paying', async () => {
    const buyer = await accountWithAddresses([leeds]);
    const placed = await api('POST', '/order', {
      token: buyer.token,
      body: { email: buyer.email, productName: saw.name, mobile: '+44 113 496 0000', quantity: '1', price: '399' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.insertedId as string;
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/payment/${orderId}`);
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click({ timeout: 20_000 });
    await signInThroughLoginPage(page, buyer.email, buyer.password, new RegExp(`/payment/${orderId}$`));
    // $399 + 8.25% = $431.92, by the United States' cheapest method (Standard, free over $150, listed before the
    // free pickup): said so, and no card form yet.
    await page
      .getByText('Priced for United States, Standard; change the address before paying')
      .waitFor({ timeout: 20_000 });
    await page.getByText('$431.92').first().waitFor();
    expect(await page.getByLabel(/card number/i).count()).toBe(0);
    await page.getByRole('radio', { name: /12 Workshop Lane/ }).check({ timeout: 20_000 });
    // Leeds: UK Standard $14.95, 20% of $413.95 = $82.79, total $496.74.
    await expect.poll(() => amountOf(page, '="Total"'), { timeout: 20_000 }).toEqual(['$496.74']);
    await screenshot(page, `payment-change-address-${width}`);
    await page.getByRole('button', { name: 'Use this address' }).click();
    await page.getByText('Priced for United States').waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByLabel(/card number/i).waitFor({ timeout: 20_000 });
    await page.getByText('$496.74').first().waitFor();
    await payWithTestCard(page);
    await expectOrderPaid(orderId);
    const paid = await readOrder(orderId);
    expect(paid).toMatchObject({ amountCents: 49_674, shippingZone: { id: 'uk', name: 'United Kingdom' } });
    expect(paid.pricedForHomeCountry).toBeUndefined();
    const intent = await testAdmin().db.collection(collections.testPaymentIntents).doc(paid.paymentIntentId!).get();
    expect(intent.data()).toMatchObject({ amountCents: 49_674, status: 'succeeded' });
    await context.close();
  });
});
