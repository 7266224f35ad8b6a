// The payment page in Chromium against the emulators (test gateway): the order's product, quantity and total,
// the test-mode notice with the test numbers, what an order that can no longer be paid went through (each status,
// with its time and the ways on), a decline shown in red and cleared by the next attempt, the card number and
// expiry formatted as typed, the button disabled while paying, and '!Congratulation payment success' with the
// transaction id. Stripe.js is never requested.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cardMessages, toastMessages, type OrderDoc } from '@toolshop/domain';
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

async function fillCard(number: string, expiry = '12 / 34') {
  await page.getByLabel(/card number/i).fill(number);
  await page.getByLabel(/expiry/i).fill(expiry);
  await page.getByLabel(/cvc/i).fill('123');
}

/** Noon UTC: the same calendar day in any time zone the browser may run in. */
const AT = new Date('2026-03-04T12:00:00Z');

/** Every status an order can be in past unpaid, as stored, and what its payment page must say about it. */
const settled: { status: string; doc: Partial<OrderDoc>; title: string; detail: RegExp; ended: boolean }[] = [
  {
    status: 'pending',
    doc: { status: 'pending', transactionId: 'pi_test_paid', paidAt: AT },
    title: 'This order is paid.',
    detail: /Paid on Mar 4, 2026.*pi_test_paid/,
    ended: false,
  },
  {
    status: 'success',
    doc: { status: 'success', transactionId: 'pi_test_confirmed', paidAt: AT, confirmedAt: AT },
    title: 'This order is paid and confirmed.',
    detail: /Confirmed on Mar 4, 2026/,
    ended: false,
  },
  {
    status: 'shipped',
    doc: { status: 'shipped', transactionId: 'pi_test_shipped', shippedAt: AT, carrier: 'UPS', trackingNumber: '1Z9' },
    title: 'This order has shipped.',
    detail: /Shipped on Mar 4, 2026.*UPS.*1Z9/,
    ended: false,
  },
  {
    status: 'cancelled',
    doc: { status: 'cancelled', cancelledAt: AT, cancelReason: 'Ordered the wrong size' },
    title: 'This order was cancelled.',
    detail: /Cancelled on Mar 4, 2026.*Ordered the wrong size.*Nothing was charged/,
    ended: true,
  },
  {
    status: 'expired',
    doc: { status: 'expired', expiredAt: AT, expiresAt: AT },
    title: 'This order expired unpaid.',
    detail: /reservation ended on Mar 4, 2026.*Nothing was charged/,
    ended: true,
  },
  {
    status: 'unpaid past its deadline',
    doc: { status: 'unpaid', expiresAt: AT },
    title: 'This order expired unpaid.',
    detail: /reservation ended on Mar 4, 2026.*Nothing was charged/,
    ended: true,
  },
  {
    status: 'refunded',
    doc: { status: 'refunded', transactionId: 'pi_test_refunded', refundedAt: AT, refundReason: 'Damaged' },
    title: 'This order was refunded.',
    detail: /Refunded on Mar 4, 2026.*Damaged/,
    ended: true,
  },
];

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

  it('says what happened to an order that can no longer be paid, with its time and the ways on', async () => {
    for (const expected of settled) {
      const id = await createUnpaidOrder(owner, expected.doc);
      await page.goto(`${shopUrl}/payment/${id}`);
      const outcome = page.getByTestId('order-outcome');
      await outcome.getByText(expected.title, { exact: true }).waitFor({ timeout: 20_000 });
      expect(await outcome.innerText(), expected.status).toMatch(expected.detail);
      if (expected.status !== 'pending') expect(await page.getByText('This order is paid.').count()).toBe(0);
      expect(await outcome.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/dashboard/myOrder');
      const orderAgain = outcome.getByRole('link', { name: 'Order again' });
      expect(await orderAgain.getAttribute('href')).toBe('/purchase/cordless-drill-18v');
      // An order that ended unfulfilled puts Order again first; a paid one, My Orders.
      const first = await outcome.getByRole('link').first().textContent();
      expect(first, expected.status).toBe(expected.ended ? 'Order again' : 'My Orders');
      expect(await page.getByRole('button', { name: /^pay/i }).count()).toBe(0);
      if (expected.status === 'cancelled' || expected.status === 'expired')
        await captureScreen(page, `payment-${expected.status}`);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await page.goto(`${shopUrl}/payment/${orderId}`);
    await page.getByText('Test mode: no real card is charged').waitFor({ timeout: 20_000 });
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

  it('a new attempt clears the message of the one before, on the form and from an earlier visit', async () => {
    const cardError = page.getByTestId('card-error');
    // A form problem is this attempt's answer: the decline before it goes.
    await page.getByLabel(/expiry/i).fill('13 / 30');
    await page.getByRole('button', { name: /^pay/i }).click();
    await page.getByText(cardMessages.expiryFormat).waitFor();
    expect(await cardError.count()).toBe(0);

    // The decline stored by the earlier attempt shows on a later visit until the customer tries again.
    await page.reload();
    const lastAttempt = page.getByText(`Last attempt: ${cardMessages.declined}`);
    await lastAttempt.waitFor({ timeout: 20_000 });
    await fillCard('4000 0000 0000 0002', '13 / 30');
    await page.getByRole('button', { name: /^pay/i }).click();
    await page.getByText(cardMessages.expiryFormat).waitFor();
    expect(await lastAttempt.count()).toBe(0);

    await fillCard('4000 0000 0000 9995');
    await page.getByRole('button', { name: /^pay/i }).click();
    await cardError.filter({ hasText: cardMessages.insufficientFunds }).waitFor({ timeout: 20_000 });
    expect(await page.getByText(cardMessages.declined).count()).toBe(0);
    expect(await cardError.count()).toBe(1);
    await captureScreen(page, 'payment-second-attempt');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('groups the card number in fours and formats the expiry as typed ("1230" is 12 / 30)', async () => {
    const number = page.getByLabel(/card number/i);
    const expiry = page.getByLabel(/expiry/i);
    await number.fill('');
    await number.pressSequentially('5555555555554444');
    expect(await number.inputValue()).toBe('5555 5555 5555 4444');
    await expiry.fill('');
    await expiry.pressSequentially('1230');
    expect(await expiry.inputValue()).toBe('12 / 30');
    // Backspace takes digits away, past the separator too.
    await expiry.press('Backspace');
    await expiry.press('Backspace');
    expect(await expiry.inputValue()).toBe('12');
    await expiry.pressSequentially('30');
    expect(await expiry.inputValue()).toBe('12 / 30');
    await page.getByText('5555 5555 5555 4444').first().waitFor();
    await captureScreen(page, 'payment-card-typed');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('disables the button while paying, then shows the success message and the transaction id', async () => {
    // Hold the confirm call for a moment so the paying state can be seen.
    await page.route('**/api/payments/test/confirm', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    // Stripe's Mastercard test number pays as Visa's does.
    await page.getByLabel(/cvc/i).fill('123');
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
