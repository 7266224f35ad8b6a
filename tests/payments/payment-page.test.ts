// The payment page in Chromium against the emulators (test gateway): the order's product, quantity and total,
// the test-mode notice with the test numbers, a decline shown in red, the button disabled while paying, and
// '!Congratulation payment success' with the transaction id. Stripe.js is never requested.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cardMessages, toastMessages } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { captureScreen, signInThroughLoginPage } from '../support/journeys';
import { createUnpaidOrder, readOrderDoc } from './support/orders';

let browser: Browser;
let page: Page;
let owner: TestAccount;
let orderId: string;
const stripeRequests: string[] = [];

beforeAll(async () => {
  owner = await createAccount({ name: 'Paying Owner' });
  orderId = await createUnpaidOrder(owner);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('request', (request) => {
    if (request.url().includes('stripe.com')) stripeRequests.push(request.url());
  });
});

afterAll(async () => {
  await browser?.close();
});

async function fillCard(number: string) {
  await page.getByLabel(/card number/i).fill(number);
  await page.getByLabel(/expiry/i).fill('12 / 34');
  await page.getByLabel(/cvc/i).fill('123');
}

describe('payment page (test gateway)', () => {
  it('asks a visitor to sign in, then shows the order and the test-mode card form', async () => {
    await page.goto(`${shopUrl}/payment/${orderId}`);
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await signInThroughLoginPage(page, owner.email, owner.password, new RegExp(`/payment/${orderId}$`));

    await page.getByRole('heading', { name: 'Cordless Drill Driver 18V' }).waitFor({ timeout: 20_000 });
    await page.getByText('Quantity: 3').waitFor();
    await page.getByText('Total: $59.97').waitFor();
    await page.getByText('Test mode: no real card is charged').waitFor({ timeout: 20_000 });
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995'])
      await page.getByText(number).waitFor();
    await captureScreen(page, 'payment-test-mode');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows a declined card in red and leaves the order unpaid', async () => {
    await fillCard('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^pay/i }).click();
    const error = page.getByTestId('card-error');
    await error.filter({ hasText: cardMessages.declined }).waitFor({ timeout: 20_000 });
    const [red, green, blue] = (await error.evaluate((element) => getComputedStyle(element).color))
      .match(/\d+/g)!
      .map(Number);
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(100);
    expect(blue).toBeLessThan(100);
    expect(await readOrderDoc(orderId)).toMatchObject({ status: 'unpaid', paymentFailure: cardMessages.declined });
  });

  it('disables the button while paying, then shows the success message and the transaction id', async () => {
    // Hold the confirm call for a moment so the paying state can be seen.
    await page.route('**/api/payments/test/confirm', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await fillCard('4242 4242 4242 4242');
    const button = page.getByRole('button', { name: /^pay/i });
    await button.click();
    expect(await button.isDisabled()).toBe(true);

    await page.getByText(toastMessages.paymentSucceeded).waitFor({ timeout: 20_000 });
    const order = await readOrderDoc(orderId);
    expect(order.status).toBe('pending');
    expect(await page.getByTestId('transaction-id').textContent()).toBe(order.transactionId);
    expect(await page.getByRole('button', { name: /^pay/i }).count()).toBe(0);
    await captureScreen(page, 'payment-success');
    expect(stripeRequests).toEqual([]);
  });
});
