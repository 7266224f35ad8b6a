// What a newcomer meets on a first full tour, at 390 and 1280 px: a failed read never blanks the page (payment of
// someone else's or a missing order, a route whose code cannot be fetched); the purchase form shows a total only
// for a valid quantity, replaces its error toasts and clears its labels after an order; the payment page says a
// card error once, refuses an expired card in the form and shows the way on after paying; My Orders fits a phone
// with date, order number, picture and total; Manage All Order shows what the shop owner needs to ship; an admin
// cannot remove their own rights from MakeAdmin; a new account is told about its verification email; toasts on a
// phone leave the logo and the menu button free.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { cardMessages, toastMessages, validationMessages, type OrderDoc } from '@toolshop/domain';
import { buildDirs } from '../../scripts/lib/build.mjs';
import { launchBrowser } from '../support/browser';
import { artifactsDir, shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillPurchaseForm } from './steps/purchase-steps';
import { captureScreen, expectToast, signInThroughLoginPage } from '../support/journeys';
import { LOADED_MACHINE_WAIT } from '../support/loaded-machine';

const run = randomUUID().slice(0, 6);
const product = { id: `e2e-tour-${run}`, name: `Tour Planer ${run}`, priceCents: 8950, available: 50, minimum: 2 };

let browser: Browser;
let customer: TestAccount;
let other: TestAccount;
let admin: TestAccount;
let othersOrderId: string;

async function placeOrderFor(account: TestAccount, quantity = 2): Promise<string> {
  const answer = await api<{ insertedId: string }>('POST', '/order', {
    token: account.token,
    // Shipped to the United States, as the purchase page sends it: its cheapest method ($0 pickup) and 8.25% tax.
    body: {
      productId: product.id,
      shippingAddress: {
        name: 'Tour Buyer',
        line1: `${run} Long Workshop Road`,
        city: 'Springfield',
        postalCode: '62701',
        country: 'US',
      },
      mobile: '+1 555 0142',
      quantity,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.insertedId;
}

async function orderDoc(id: string): Promise<OrderDoc> {
  return (await testAdmin().db.doc(`orders/${id}`).get()).data() as OrderDoc;
}

/** The date as the screens show it (same locale and time zone as the browser on this machine). */
function shownDate(value: unknown): string {
  const date = (value as { toDate: () => Date }).toDate();
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
}

/** Each account's browser context, signed in once: its pages share the sign-in and the downloaded code. */
const signedInContexts = new Map<string, BrowserContext>();

/**
 * A new page at `path` in the account's context: signed in through the login page the first time for an account,
 * then by the sign-in that context holds, so later screens load once (not login, home and the screen) and take the
 * shop's code from the context's cache.
 */
async function signedInPage(account: TestAccount, path: string, backTo: RegExp): Promise<Page> {
  const known = signedInContexts.get(account.email);
  const context = known ?? (await browser.newContext({ viewport: { width: 1280, height: 900 } }));
  const page = await context.newPage();
  if (!known) {
    await page.goto(`${shopUrl}/login`);
    await signInThroughLoginPage(page, account.email, account.password, /\/$/);
    signedInContexts.set(account.email, context);
  }
  await page.goto(`${shopUrl}${path}`);
  await page.waitForURL(backTo);
  return page;
}

/**
 * The file of the blog's screens in the build Hosting serves: a lazy chunk's file is its hash alone, and the build's
 * manifest says which source each file holds.
 */
function blogScreensFile(): string {
  const manifest = JSON.parse(readFileSync(join(buildDirs().web, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest['src/app/blog-screens.tsx']?.file;
  if (!file) throw new Error(`the build's manifest names no file for src/app/blog-screens.tsx`);
  return file;
}

/** The page still has its frame: header with the logo link, main content and footer. */
async function expectFrame(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Toolshop' }).waitFor();
  await page.getByRole('contentinfo').waitFor();
}

/** True when no text of `element` breaks onto a new line except right after '@', '.' or '-'. */
function breaksOnlyAtSeparators(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const text = node.textContent ?? '';
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const tops: Array<{ char: string; top: number }> = [];
    for (let current = walker.nextNode(); current; current = walker.nextNode()) {
      for (let i = 0; i < (current.textContent ?? '').length; i++) {
        const range = document.createRange();
        range.setStart(current, i);
        range.setEnd(current, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) tops.push({ char: current.textContent![i]!, top: Math.round(rect.top) });
      }
    }
    if (tops.map((t) => t.char).join('') !== text) return false;
    return tops.every((t, i) => i === 0 || t.top === tops[i - 1]!.top || '@.-'.includes(tops[i - 1]!.char));
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

beforeAll(async () => {
  const now = new Date();
  await testAdmin()
    .db.doc(`products/${product.id}`)
    .set({
      name: product.name,
      description: `The product of the newcomer's tour ${run}.`,
      picture: '/products/cordless-drill-18v.svg',
      priceCents: product.priceCents,
      available: product.available,
      minimum: product.minimum,
      createdAt: now,
      updatedAt: now,
    });
  [customer, other, admin] = await Promise.all([
    createAccount({ name: 'Tour Customer' }),
    createAccount({ name: 'Other Customer' }),
    createAccount({ admin: true, name: 'Tour Admin' }),
  ]);
  othersOrderId = await placeOrderFor(other);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("a newcomer's first full tour", () => {
  it("payment of someone else's order or of a missing one: 'Order not found' inside the page's frame", async () => {
    const page = await signedInPage(customer, `/payment/${othersOrderId}`, /\/payment\//);
    for (const id of [othersOrderId, 'does-not-exist']) {
      await page.goto(`${shopUrl}/payment/${id}`);
      await page.getByText('Order not found').waitFor({ timeout: 20_000 });
      await expectFrame(page);
      await page.getByRole('main').getByRole('link', { name: 'My Orders' }).waitFor();
    }
    // Both answers read the same: nothing tells whether someone else's order exists.
    expect(await page.getByRole('main').innerText()).not.toContain(othersOrderId);
    await captureScreen(page, 'payment-order-not-found');
    await page.close();
  });

  it('a route whose code cannot be fetched says so inside the frame, with a way back', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(`${shopUrl}/${blogScreensFile()}`, (route) => route.abort());
    // /blog is rendered by a function: its first answer can wait on a cold start. What is judged waits less.
    await page.goto(`${shopUrl}/blog`, { waitUntil: 'domcontentloaded', timeout: LOADED_MACHINE_WAIT });
    await page.getByRole('heading', { name: 'This page could not be shown' }).waitFor({ timeout: 20_000 });
    await expectFrame(page);
    await page.getByRole('main').getByRole('link', { name: 'Home' }).waitFor();
    await captureScreen(page, 'route-error');
    // The way back works: the header still navigates.
    await page.getByRole('banner').getByRole('link', { name: 'Toolshop' }).click();
    await page.waitForURL(`${shopUrl}/`);
    await page.getByRole('heading', { name: 'This page could not be shown' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('purchase: a total only for a valid quantity, error toasts replace each other, empty labels after ordering', async () => {
    const page = await signedInPage(customer, `/purchase/${product.id}`, /\/purchase\//);
    await page.getByRole('heading', { name: product.name }).waitFor({ timeout: 20_000 });
    const total = page.getByText(/^Goods:/);

    await page.getByLabel('Quantity').fill('999999');
    await expect.poll(() => total.innerText()).not.toMatch(/\$/);
    await page.getByLabel('Quantity').fill('0');
    await expect.poll(() => total.innerText()).not.toMatch(/\$/);
    await page.getByLabel('Quantity').fill('2');
    await expect.poll(() => total.innerText()).toBe('Goods: $179.00');

    await fillPurchaseForm(page, { quantity: 2 });
    const errorToasts = page.getByRole('alert').filter({ hasText: 'Order Limit' });
    await page.getByLabel('Quantity').fill('1');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expectToast(page, validationMessages.quantityBelowMinimum);
    await page.getByLabel('Quantity').fill(String(product.available + 1));
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expectToast(page, validationMessages.quantityAboveAvailable);
    // Well before the first toast's own 4 s are up, only the latest is left.
    await expect.poll(() => errorToasts.count(), { timeout: 2_000 }).toBe(1);
    expect(await errorToasts.innerText()).toContain(validationMessages.quantityAboveAvailable);
    await page.screenshot({ path: `${artifactsDir}screens/toast-clear-of-header-1280.png` });

    // At 390 px a toast leaves the logo and the menu button free.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expectToast(page, validationMessages.quantityAboveAvailable);
    await expect.poll(() => errorToasts.count(), { timeout: 2_000 }).toBe(1);
    // Back at the top of the page, where the header is in view; the toast's entry slide is over by then.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(600);
    const toastBox = (await errorToasts.boundingBox())!;
    const logoBox = (await page.getByRole('banner').getByRole('link', { name: 'Toolshop' }).boundingBox())!;
    const menuBox = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
    expect(overlaps(toastBox, logoBox)).toBe(false);
    expect(overlaps(toastBox, menuBox)).toBe(false);
    await page.screenshot({ path: `${artifactsDir}screens/toast-clear-of-header-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expectToast(page, toastMessages.orderPlaced);
    await page.getByText('Order placed.').waitFor();
    // The new address went to the address book with its mobile number and is the choice now: the emptied form takes
    // the number back from it, its label clear of the value.
    await page.getByRole('radio', { name: /12 Workshop Lane/ }).waitFor();
    expect(await page.getByRole('radio', { name: /12 Workshop Lane/ }).isChecked()).toBe(true);
    await expect
      .poll(() => page.getByLabel('Mobile').inputValue(), { message: "the saved address's mobile in the form" })
      .toBe('+1 555 0100');
    const shrink = await page.locator('label').filter({ hasText: 'Mobile' }).getAttribute('data-shrink');
    expect(shrink, 'Mobile label').toBe('true');
    await captureScreen(page, 'purchase-after-order');
    await page.close();
  });

  it('payment: a declined card is said once, an expired date is refused by the form, success shows the way on', async () => {
    const orderId = await placeOrderFor(customer, 2);
    const page = await signedInPage(customer, `/payment/${orderId}`, /\/payment\//);
    await page.getByLabel(/card number/i).waitFor({ timeout: 20_000 });
    const confirmCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/payments/test/confirm')) confirmCalls.push(request.url());
    });
    const expiry = page.getByLabel(/expir|MM/i).first();

    await page.getByLabel(/card number/i).fill('4242 4242 4242 4242');
    await expiry.fill('01 / 20');
    await page.getByLabel(/cvc/i).fill('123');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText(cardMessages.expired).waitFor();
    expect(confirmCalls).toEqual([]);

    await page.getByLabel(/card number/i).fill('4000 0000 0000 0002');
    await expiry.fill('12 / 34');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText(cardMessages.declined).first().waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await orderDoc(orderId)).paymentFailure).toBe(cardMessages.declined);
    await page.waitForTimeout(1500); // the order's live read brings the stored failure to the page
    expect(await page.getByText(cardMessages.declined).count()).toBe(1);
    await captureScreen(page, 'payment-declined');

    await page.getByLabel(/card number/i).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText(toastMessages.paymentSucceeded).first().waitFor({ timeout: 30_000 });
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Continue shopping' }).waitFor();
    await captureScreen(page, 'payment-success');
    await main.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL(/\/dashboard\/myOrder$/);
    await page.close();
  });

  it('My Orders: date and order number on both widths; at 390 px no sideways scroll, picture and total shown', async () => {
    const orderId = await placeOrderFor(customer, 3);
    const stored = await orderDoc(orderId);
    const page = await signedInPage(customer, '/dashboard/myOrder', /\/dashboard\/myOrder$/);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const row = page.getByRole('row').filter({ hasText: `#${stored.number}` });
      await row.waitFor({ timeout: 20_000 });
      await row.getByText(shownDate(stored.createdAt)).waitFor();
      await row.getByText('$268.50').waitFor();
      // Shown, at each width: waited for, since the row lays out again as the viewport changes.
      await row.locator('img').waitFor({ state: 'visible', timeout: 10_000 });
    }
    const table = page.getByRole('table', { name: 'My orders' });
    const fits = await table.evaluate((node) => {
      const box = node.parentElement!;
      return box.scrollWidth <= box.clientWidth && document.documentElement.scrollWidth <= window.innerWidth;
    });
    expect(fits).toBe(true);
    await captureScreen(page, 'my-orders-dates');
    await page.close();
  });

  it('Manage All Order: date, address and mobile of each order; emails break only at @ or dots', async () => {
    const orderId = await placeOrderFor(customer);
    const stored = await orderDoc(orderId);
    const page = await signedInPage(admin, '/dashboard/manageAllOrder', /manageAllOrder$/);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const row = page.getByRole('row').filter({ hasText: `#${stored.number}` });
      await row.waitFor({ timeout: 20_000 });
      const toggle = row.getByRole('button', { name: 'Show shipping details' });
      const shipping = (await toggle.isVisible())
        ? (await toggle.click(), page.getByRole('region', { name: `Shipping of order #${stored.number}` }))
        : row;
      await shipping.getByText(stored.address).waitFor();
      await shipping.getByText(stored.mobile).waitFor();
      await shipping.getByText(shownDate(stored.createdAt)).first().waitFor();
      for (const email of await page.getByRole('table').locator('[data-email]').all()) {
        if (await email.isVisible()) expect(await breaksOnlyAtSeparators(email), await email.innerText()).toBe(true);
      }
    }
    await captureScreen(page, 'manage-all-order-shipping');
    await page.close();
  });

  it("MakeAdmin: the admin's own Remove Admin is disabled, with the reason", async () => {
    const page = await signedInPage(admin, '/dashboard/makeAdmin', /makeAdmin$/);
    const search = page.getByRole('search', { name: 'Search users' });
    await search.getByLabel('Email').fill(admin.email);
    await search.getByRole('button', { name: 'Search' }).click();
    const self = page.getByRole('row').filter({ hasText: admin.email });
    await self.waitFor({ timeout: 20_000 });
    expect(await self.getByRole('button', { name: 'Remove Admin' }).isDisabled()).toBe(true);
    await self.getByText('You cannot remove your own admin rights').waitFor();
    await captureScreen(page, 'make-admin-self');
    await page.close();
  });

  it('sign-up says the account exists and a verification email was sent', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    const email = `tour-${run}@toolshop.test`;
    await page.goto(`${shopUrl}/signUp`);
    await page.getByLabel('Name').fill('Tour Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Secret#2026');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL(`${shopUrl}/`, { timeout: 20_000 });
    await page
      .getByText(`Your account is created. We sent a verification email to ${email}.`)
      .waitFor({ timeout: 10_000 });
    await page.screenshot({ path: `${artifactsDir}screens/sign-up-done-390.png` });
    await expectNoSeriousA11yViolations(page, 'sign-up-done-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${artifactsDir}screens/sign-up-done-1280.png` });
    await expectNoSeriousA11yViolations(page, 'sign-up-done-1280');
    await context.close();
  });
});
