// A staff tour of Manage All Order: a paid checkout order of three lines (106 pieces) is named line by line
// in the confirm and refund dialogs, and the refund's restock says what goes back to each product (and does so);
// the ship dialog offers the carriers it can link, and the tracking number is then a link to that carrier's page
// (a new tab, rel="noopener"); a search by the start of a SKU finds the orders that hold it. On a phone (390 x 844)
// the action column stays on screen with every button's label broken between words only ("Confirmed", not
// "Confir / med"), a trade buyer's order awaiting approval (the longest status word) included, and the header's
// "Cart (504)" keeps to one line. Every dialog is captured at 390 and 1280 px with axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { toastMessages } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { wordsBrokenInLabels } from '../support/broken-words';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import {
  captureScreen,
  expectToast,
  payThroughTestGateway,
  resizeAndSettle,
  signInThroughLoginPage,
} from '../support/journeys';
import { orderDoc, productDoc } from '../api/helpers/fixtures';
import { testAdmin } from '../support/admin';
import { seedEuZone, seedProduct } from './steps/shop-seed';
import { closePhone, openPhone, pageWidth, type PhoneSession } from './steps/phone-steps';
import { learnOrderName, orderName } from './steps/order-names';
import { searchOrdersOf } from './steps/manage-order-steps';

const run = randomUUID().slice(0, 6);
const brushes = { id: `tour-brushes-${run}`, name: `Carbon Brush Set ${run}`, priceCents: 450, available: 500 };
const drill = { id: `tour-drill-${run}`, name: `Tour Drill ${run}`, priceCents: 9900, available: 50 };
const drillSku = `TD-${run}-18V`;
const blades = { id: `tour-blades-${run}`, name: `Tour Blades ${run}`, priceCents: 1200, available: 50 };
const products = [brushes, drill, blades];
// 100 + 4 + 2 = 106 pieces in three lines.
const lines = [
  { productId: brushes.id, quantity: 100 },
  { productId: drill.id, quantity: 4 },
  { productId: blades.id, quantity: 2 },
];
const named = [`100 × ${brushes.name}`, `4 × ${drill.name}`, `2 × ${blades.name}`];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let phone: PhoneSession;
let admin: TestAccount;
let customer: TestAccount;
let tradeBuyer: TestAccount;
const orders: { toShip?: string; toRefund?: string; awaitingApproval?: string } = {};

// Where the header reads the cart's piece count at first paint (web/src/lib/cart-count.ts).
const CART_COUNT_KEY = 'toolshop:cartPieces';
const rowOf = (p: Page, orderId: string) => p.getByRole('row').filter({ hasText: orderName(orderId) });
const stocks = async () => Promise.all(products.map(async (product) => (await productDoc(product.id))?.available));

const checkoutBody = {
  lines,
  shippingAddress: {
    name: 'Tour Customer',
    line1: '1 Hauptstraße',
    city: 'Berlin',
    postalCode: '10115',
    country: 'DE',
  },
  mobile: '+49 30 1234567',
};

async function paidOrderOfThreeLines(): Promise<string> {
  const placed = await api<{ orderId: string }>('POST', '/checkout', { token: customer.token, body: checkoutBody });
  if (placed.status !== 201) throw new Error(`checkout failed: ${placed.status} ${JSON.stringify(placed.body)}`);
  await payThroughTestGateway(customer, placed.body.orderId);
  return placed.body.orderId;
}

/** A buyer of an approved company whose orders over $10 wait for a company admin's approval; the order it placed. */
async function orderAwaitingApproval(): Promise<string> {
  const owner = await createAccount({ name: 'Tour Trade Owner' });
  const billingAddress = {
    name: 'Accounts',
    line1: '3 Mill Yard',
    city: 'Leeds',
    postalCode: 'LS2 7AB',
    country: 'GB',
  };
  const applied = await api<{ id: string }>('POST', '/companies', {
    token: owner.token,
    body: { name: `Tour Trade ${run}`, billingAddress, phone: '+44 113 496 0100' },
  });
  if (applied.status !== 201) throw new Error(`company not applied for: ${JSON.stringify(applied.body)}`);
  const company = `/companies/${applied.body.id}`;
  const approved = await api('PATCH', company, { token: admin.token, body: { status: 'approved', approvalLimit: 10 } });
  if (approved.status !== 200) throw new Error(`company not approved: ${JSON.stringify(approved.body)}`);
  const added = await api('POST', `${company}/members`, {
    token: owner.token,
    body: { email: tradeBuyer.email, role: 'buyer' },
  });
  if (added.status !== 201) throw new Error(`buyer not added: ${JSON.stringify(added.body)}`);
  // Brushes only: the SKU search below finds the two orders that hold the drill.
  const placed = await api<{ orderId: string; status?: string }>('POST', '/checkout', {
    token: tradeBuyer.token,
    body: { ...checkoutBody, lines: [lines[0]] },
  });
  if (placed.body.status !== 'awaitingApproval')
    throw new Error(`not awaiting approval: ${JSON.stringify(placed.body)}`);
  return placed.body.orderId;
}

/**
 * On a phone (390 px unless said): no sideways scroll, of the page or of the table, and each action of these rows
 * fully on screen, its label broken between words only.
 */
async function expectActionsOnScreen(p: Page, orderIds: string[], width = 390): Promise<void> {
  // From the 1280 px screenshot back to the phone: measured once the resize has settled.
  await resizeAndSettle(p, { width, height: 844 });
  expect(await pageWidth(p)).toBeLessThanOrEqual(width);
  const table = p.getByRole('table', { name: 'All orders' });
  const overflow = await table.evaluate((element) => {
    const frame = element.parentElement!;
    return frame.scrollWidth - frame.clientWidth;
  });
  expect(overflow, 'how far the table scrolls sideways inside its frame (px)').toBe(0);
  for (const orderId of orderIds) {
    const actions = rowOf(p, orderId).getByRole('button');
    expect(await actions.count()).toBeGreaterThan(1);
    for (const action of await actions.all()) {
      const box = await action.boundingBox();
      expect(box, 'every action is laid out').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    expect(await wordsBrokenInLabels(rowOf(p, orderId)), `labels broken inside a word at ${width} px`).toEqual([]);
  }
}

beforeAll(async () => {
  await Promise.all([
    seedEuZone(),
    ...products.map((product) =>
      seedProduct({ ...product, minimum: 1 }, `A product of the staff tour of Manage All Order ${run}.`),
    ),
  ]);
  await testAdmin().db.doc(`products/${drill.id}`).update({ sku: drillSku });
  [admin, customer, tradeBuyer] = await Promise.all([
    createAccount({ admin: true, name: 'Tour Admin' }),
    createAccount({ name: 'Tour Customer' }),
    createAccount({ name: 'Tour Trade Buyer' }),
  ]);
  orders.toShip = await paidOrderOfThreeLines();
  orders.toRefund = await paidOrderOfThreeLines();
  orders.awaitingApproval = await orderAwaitingApproval();
  await Promise.all(Object.values(orders).map((orderId) => learnOrderName(orderId)));
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await closePhone(phone);
});

describe('Manage All Order with an order of three lines', () => {
  it('the confirm dialog names every line and its quantity', { timeout: 90_000 }, async () => {
    await page.goto(`${shopUrl}/dashboard/manageAllOrder`);
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard\/manageAllOrder$/);
    await searchOrdersOf(page, customer.email);
    const row = rowOf(page, orders.toShip!);
    await row.getByRole('button', { name: 'Confirm', exact: true }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'Confirm this payment?' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    for (const line of named) expect(text).toContain(line);
    expect(text).toContain('106 pieces');
    expect(text).not.toContain('more item');
    await captureScreen(page, 'tour-confirm-dialog-lines');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Yes, confirm' }).click();
    await expectToast(page, toastMessages.paymentConfirmed);
  });

  it(
    'the ship dialog offers the carriers it links; the tracking number opens the carrier page in a new tab',
    {
      timeout: 90_000,
    },
    async () => {
      const row = rowOf(page, orders.toShip!);
      await row.getByRole('button', { name: 'Ship', exact: true }).click({ timeout: 20_000 });
      const dialog = page.getByRole('dialog', { name: 'Ship this order?' });
      for (const line of named) await dialog.getByText(line).first().waitFor();
      await dialog.getByLabel('Carrier').click();
      const offered = await page.getByRole('listbox').getByRole('option').allInnerTexts();
      expect(offered).toEqual(['UPS', 'FedEx', 'USPS', 'DHL Express']);
      await page.getByRole('option', { name: 'UPS', exact: true }).click();
      await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
      await captureScreen(page, 'tour-ship-dialog-carriers');
      await page.setViewportSize({ width: 1280, height: 900 });
      await dialog.getByRole('button', { name: 'Yes, ship' }).click();
      await expectToast(page, 'Order shipped');

      const link = row.getByRole('link', { name: /1Z999AA10123456784/ });
      await link.waitFor({ timeout: 20_000 });
      expect(await link.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
      await captureScreen(page, 'tour-tracking-link');
      await page.setViewportSize({ width: 1280, height: 900 });
    },
  );

  it(
    'the refund dialog names every line, and its restock what goes back to each product',
    {
      timeout: 90_000,
    },
    async () => {
      const before = await stocks();
      const row = rowOf(page, orders.toRefund!);
      await row.getByRole('button', { name: 'Refund', exact: true }).click({ timeout: 20_000 });
      const dialog = page.getByRole('dialog', { name: 'Refund this order?' });
      await dialog.waitFor();
      const text = await dialog.innerText();
      for (const line of named) expect(text).toContain(line);
      expect(text).not.toContain('more item');
      const restock = dialog.getByRole('checkbox', { name: /^Restock/ });
      const restockLabel = await restock.evaluate((input) => input.closest('label')?.textContent);
      expect(restockLabel).toBe(`Restock: put ${named[0]}, ${named[1]} and ${named[2]} back on sale`);
      await dialog.getByLabel('Reason').fill('Wrong brushes ordered');
      await restock.check();
      await captureScreen(page, 'tour-refund-dialog-lines');
      await page.setViewportSize({ width: 1280, height: 900 });
      await dialog.getByRole('button', { name: 'Yes, refund' }).click();
      await expectToast(page, 'Order refunded');
      await expect.poll(async () => (await orderDoc(orders.toRefund!))?.status, { timeout: 20_000 }).toBe('refunded');
      // What the dialog named went back: 100, 4 and 2 pieces.
      expect(await stocks()).toEqual(before.map((stock, index) => (stock ?? 0) + lines[index]!.quantity));
    },
  );

  it('finds the orders that hold a SKU by its start, in any case', async () => {
    await searchOrdersOf(page, drillSku.slice(0, -2).toLowerCase());
    await rowOf(page, orders.toShip!).waitFor({ timeout: 20_000 });
    await rowOf(page, orders.toRefund!).waitFor();
    expect(await page.getByRole('table', { name: 'All orders' }).locator('tbody tr:visible').count()).toBe(2);
    await captureScreen(page, 'tour-manage-all-order-sku-search');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

describe('Manage All Order on a phone (390 px)', () => {
  it(
    'keeps the action column on screen, and the header keeps "Cart (504)" on one line',
    { timeout: 90_000 },
    async () => {
      phone = await openPhone();
      await phone.context.addInitScript(([key]) => localStorage.setItem(key!, '504'), [CART_COUNT_KEY]);
      const p = phone.page;
      await p.goto(`${shopUrl}/dashboard/manageAllOrder`);
      await signInThroughLoginPage(p, admin.email, admin.password, /\/dashboard\/manageAllOrder$/);
      // Every order of the run's list, then this customer's: shipped (a tracking link), refunded (two documents).
      await rowOf(p, orders.toRefund!).waitFor({ timeout: 20_000 });
      await captureScreen(p, 'tour-manage-all-order-phone-all');
      await expectActionsOnScreen(p, [orders.toShip!, orders.toRefund!]);
      await searchOrdersOf(p, customer.email);
      await rowOf(p, orders.toRefund!).getByText('Refunded', { exact: true }).waitFor({ timeout: 20_000 });
      await captureScreen(p, 'tour-manage-all-order-phone');
      await expectActionsOnScreen(p, [orders.toShip!, orders.toRefund!]);
      // "Awaiting approval", the longest status word, wraps in its chip rather than widening the table.
      await searchOrdersOf(p, tradeBuyer.email);
      await rowOf(p, orders.awaitingApproval!)
        .getByText('Awaiting approval', { exact: true })
        .waitFor({ timeout: 20_000 });
      await captureScreen(p, 'tour-manage-all-order-phone-awaiting-approval');
      await expectActionsOnScreen(p, [orders.awaitingApproval!]);
      // And on a 360 px phone, where the chip on one line would leave no room for the actions.
      await expectActionsOnScreen(p, [orders.awaitingApproval!], 360);
      const cart = p.getByRole('banner').getByRole('link', { name: 'Cart (504)' });
      const cartBox = await cart.boundingBox();
      expect(cartBox!.x + cartBox!.width).toBeLessThanOrEqual(390);
      // One line of text: the line box of the label is as tall as the label's line height.
      const lineCount = await cart.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        return tops.size;
      });
      expect(lineCount).toBe(1);
    },
  );
});
