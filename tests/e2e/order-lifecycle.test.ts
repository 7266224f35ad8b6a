// Orders through their life in the browser: a customer sees the time left to pay an unpaid order, lets one expire
// (the server's own expiry task ends it; the stock comes back) and cancels another; an admin refunds a paid order
// with restock, confirms and ships another with its tracking number, and meets the API's message when an order
// changes under an open dialog; the customer then reads the tracking number and the order's timeline. My Orders
// and Manage All Order are captured at 390 and 1280 px and checked by axe, with their dialogs open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiMessages, toastMessages, validationMessages } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { captureScreen, expectToast, payThroughTestGateway, signInThroughLoginPage } from '../support/journeys';
import { createProduct, orderDoc, placeOrder, productDoc } from '../api/helpers/fixtures';
import { placeOrderExpiringIn } from '../api/helpers/order-moves';
import { learnOrderName, orderName } from './steps/order-names';

const STOCK = 40;
const QUANTITY = 2;
// The expiring order is placed with this short a reservation. Its expiry task, queued at placement for the deadline
// (the Cloud Tasks emulator runs it at once, then retries it with back-off while not due), ends it within a minute.
const EXPIRES_IN_SECONDS = 8;
const EXPIRY_WAIT_MS = 75_000;

let browser: Browser;
let customerContext: BrowserContext;
let adminContext: BrowserContext;
let customerPage: Page;
let adminPage: Page;
let customer: TestAccount;
let admin: TestAccount;
let productId: string;
const orders = { toCancel: '', toExpire: '', toRefund: '', toShip: '', paidUnderDialog: '' };

const rowOf = (page: Page, orderId: string) => page.getByRole('row').filter({ hasText: orderName(orderId) });
const stock = async () => (await productDoc(productId))!.available;

beforeAll(async () => {
  [customer, admin] = await Promise.all([
    createAccount({ name: 'Lifecycle Customer' }),
    createAccount({ admin: true, name: 'Lifecycle Admin' }),
  ]);
  productId = await createProduct({
    name: `Lifecycle Planer ${customer.uid.slice(0, 6)}`,
    picture: '/products/angle-grinder-125.svg',
    available: STOCK,
    minimum: 1,
  });
  const upsert = await api('PUT', `/users?email=${encodeURIComponent(customer.email)}`, {
    token: customer.token,
    body: { email: customer.email },
  });
  expect(upsert.status).toBe(200);
  for (const name of ['toRefund', 'toShip', 'toCancel'] as const) {
    orders[name] = await placeOrder(customer.token, productId, QUANTITY);
    await learnOrderName(orders[name]);
  }
  await payThroughTestGateway(customer, orders.toRefund);
  await payThroughTestGateway(customer, orders.toShip);

  browser = await launchBrowser();
  customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  customerPage = await customerContext.newPage();
  adminPage = await adminContext.newPage();
});

afterAll(async () => {
  await customerContext?.close();
  await adminContext?.close();
  await browser?.close();
});

describe('order life cycle in the browser', () => {
  it('My Orders counts down the time left to pay an unpaid order', async () => {
    const page = customerPage;
    await page.goto(`${shopUrl}/dashboard/myOrder`);
    await signInThroughLoginPage(page, customer.email, customer.password, /\/dashboard\/myOrder$/);
    const timer = rowOf(page, orders.toCancel).getByRole('timer');
    await timer.waitFor({ timeout: 20_000 });
    const first = await timer.textContent();
    expect(first).toMatch(/^\d+:\d\d left to pay$/);
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    const secondsLeft = (text: string | null) => {
      const [, minutes, seconds] = /^(\d+):(\d\d)/.exec(text ?? '')!;
      return Number(minutes) * 60 + Number(seconds);
    };
    expect(secondsLeft(await timer.textContent())).toBeLessThan(secondsLeft(first));
    await captureScreen(page, 'order-lifecycle-my-orders-unpaid');
  });

  it('lets an order expire: the shop ends it, its stock comes back and its timeline says why', async () => {
    const page = customerPage;
    const before = await stock();
    orders.toExpire = await placeOrderExpiringIn(customer, productId, QUANTITY, EXPIRES_IN_SECONDS);
    await learnOrderName(orders.toExpire);
    expect(await stock()).toBe(before - QUANTITY);
    const row = rowOf(page, orders.toExpire);
    await row.getByRole('timer').waitFor({ timeout: 20_000 });
    await row.locator('.MuiChip-label').filter({ hasText: 'Expired' }).waitFor({ timeout: EXPIRY_WAIT_MS });
    expect(await row.getByRole('link', { name: 'Pay' }).count()).toBe(0);
    expect((await orderDoc(orders.toExpire))?.status).toBe('expired');
    expect(await stock()).toBe(before);
    expect(await row.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);

    await row.getByRole('button', { name: 'Timeline' }).click();
    const timeline = page.getByRole('dialog', { name: `Timeline of order ${orderName(orders.toExpire)}` });
    await timeline.getByText('Unpaid → Expired').waitFor({ timeout: 20_000 });
    await timeline.getByText(/by the shop · Not paid in time/).waitFor();
    await timeline.getByRole('button', { name: 'Close' }).click();
    await timeline.waitFor({ state: 'detached' });
  }, 120_000);

  it('cancels an unpaid order after the confirm dialog; it stays listed as cancelled', async () => {
    const page = customerPage;
    const before = await stock();
    const row = rowOf(page, orders.toCancel);
    await row.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: toastMessages.cancelConfirm });
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expectToast(page, toastMessages.orderCancelled);
    await row.locator('.MuiChip-label').filter({ hasText: 'Cancelled' }).waitFor({ timeout: 20_000 });
    expect(await row.getByRole('timer').count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    expect((await orderDoc(orders.toCancel))?.status).toBe('cancelled');
    expect(await stock()).toBe(before + QUANTITY);
  });

  it('Manage All Order: refunds a paid order with restock, its reason asked for first', async () => {
    const page = adminPage;
    await page.goto(`${shopUrl}/dashboard/manageAllOrder`);
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard\/manageAllOrder$/);
    const row = rowOf(page, orders.toRefund);
    await row.getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 });
    // Only the moves the state machine allows a paid order: confirm and refund.
    expect(await row.getByRole('button', { name: 'Ship', exact: true }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
    expect(await rowOf(page, orders.toCancel).getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    await captureScreen(page, 'order-lifecycle-manage-all-order');

    const before = await stock();
    await row.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order?' });
    await dialog.getByRole('button', { name: 'Yes, refund' }).click();
    await dialog.getByText(validationMessages.refundReasonRequired).waitFor();
    await dialog.getByLabel('Reason').fill('Arrived damaged');
    await dialog
      .getByLabel(`Restock: put ${QUANTITY} × Lifecycle Planer ${customer.uid.slice(0, 6)} back on sale`)
      .check();
    await captureScreen(page, 'order-lifecycle-refund-dialog');
    await dialog.getByRole('button', { name: 'Yes, refund' }).click();
    await expectToast(page, 'Order refunded');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('refunded').waitFor({ timeout: 20_000 });
    expect(await row.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    const refunded = await orderDoc(orders.toRefund);
    expect(refunded).toMatchObject({ status: 'refunded', restocked: true, refundReason: 'Arrived damaged' });
    expect(await stock()).toBe(before + QUANTITY);
  });

  it('Manage All Order: confirms a paid order, then ships it with its tracking number', async () => {
    const page = adminPage;
    const row = rowOf(page, orders.toShip);
    await row.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm this payment?' })
      .getByRole('button', { name: 'Yes, confirm' })
      .click();
    await expectToast(page, toastMessages.paymentConfirmed);

    await row.getByRole('button', { name: 'Ship', exact: true }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'Ship this order?' });
    await dialog.getByRole('button', { name: 'Yes, ship' }).click();
    await dialog.getByText(validationMessages.carrierRequired).waitFor();
    await dialog.getByText(validationMessages.trackingNumberRequired).waitFor();
    await dialog.getByLabel('Carrier').click();
    await page.getByRole('option', { name: 'DHL Express' }).click();
    await dialog.getByLabel('Tracking number').fill('JD014600006281230001');
    await captureScreen(page, 'order-lifecycle-ship-dialog');
    await dialog.getByRole('button', { name: 'Yes, ship' }).click();
    await expectToast(page, 'Order shipped');
    await row.getByText('DHL Express, tracking JD014600006281230001', { exact: false }).waitFor({ timeout: 20_000 });
    expect(await orderDoc(orders.toShip)).toMatchObject({
      status: 'shipped',
      carrier: 'DHL Express',
      trackingNumber: 'JD014600006281230001',
    });
    expect(await row.getByRole('button', { name: 'Confirmed' }).isDisabled()).toBe(true);
  });

  it("Manage All Order: a move the order no longer allows ends with the API's message", async () => {
    const page = adminPage;
    orders.paidUnderDialog = await placeOrder(customer.token, productId, QUANTITY);
    await learnOrderName(orders.paidUnderDialog);
    // The list is the page as read: Refresh reads it again with the new order.
    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = rowOf(page, orders.paidUnderDialog);
    await row.getByRole('button', { name: 'Cancel', exact: true }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: toastMessages.cancelConfirm });
    await dialog.getByLabel('Reason (optional)').fill('Customer asked by phone');
    // The customer pays while the dialog is open.
    await payThroughTestGateway(customer, orders.paidUnderDialog);
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    const refused = [apiMessages.orderNotCancellable, apiMessages.cancelPaymentSucceeded];
    await page
      .getByRole('alert')
      .filter({ hasText: new RegExp(refused.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')) })
      .first()
      .waitFor({ timeout: 15_000 });
    // The dialog closes so that the toast is read (an open modal hides the rest of the page from screen readers).
    await dialog.waitFor({ state: 'detached' });
    expect((await orderDoc(orders.paidUnderDialog))?.status).toBe('pending');
    await row.getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 });
  });

  it('the customer sees the tracking number, the refund and the timeline of the shipped order', async () => {
    const page = customerPage;
    const shipped = rowOf(page, orders.toShip);
    await shipped.getByText('DHL Express, tracking JD014600006281230001').waitFor({ timeout: 20_000 });
    await shipped.locator('.MuiChip-label').filter({ hasText: 'Shipped' }).waitFor();
    const refunded = rowOf(page, orders.toRefund);
    await refunded.locator('.MuiChip-label').filter({ hasText: 'Refunded' }).waitFor();
    await refunded.getByText('Reason: Arrived damaged').waitFor();
    await captureScreen(page, 'order-lifecycle-my-orders');

    await shipped.getByRole('button', { name: 'Timeline' }).click();
    const timeline = page.getByRole('dialog', { name: `Timeline of order ${orderName(orders.toShip)}` });
    const entries = timeline.getByRole('list', { name: 'Order timeline' }).getByRole('listitem');
    await expect.poll(() => entries.count(), { timeout: 20_000 }).toBe(4);
    const texts = await entries.allTextContents();
    expect(texts[0]).toMatch(/^Placed/);
    expect(texts[1]).toMatch(/^Unpaid → Paid/);
    expect(texts[2]).toMatch(new RegExp(`^Paid → Confirmed.*by ${admin.email.replace(/\./g, '\\.')}`));
    expect(texts[3]).toMatch(new RegExp(`^Confirmed → Shipped.*by ${admin.email.replace(/\./g, '\\.')}`));
    await captureScreen(page, 'order-lifecycle-timeline');
  });
});
