// Finding things at scale in the browser: an admin searches Manage All Order by a customer's email, goes to page 2
// and finds the order there, filters by status, exports the search as CSV and reads the downloaded file back
// (csv-parse), and finds a user in MakeAdmin by the start of their email. Both screens are captured at 390 and
// 1280 px with axe. On a full page load, Manage All Order asks for its first page while the sign-in restores, before
// the screen has mounted, and only once (the screen takes that request).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { collections, orderNumberLabel, orderSearchKeys, type OrderDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { artifactsDir, shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { captureScreen, signInThroughLoginPage } from '../support/journeys';

const run = randomUUID().slice(0, 6);
const customerEmail = `scale-${run}@toolshop.test`;
const ORDERS = 30;
/** The order the admin looks for: the 28th newest of the customer's, so on page 2. */
const TARGET = 27;
const targetAddress = 'Unit 4, "North Yard"\nDock Road, Hull';
// The one order with a readable number (the others are older than numbers), far above the ones checkouts take.
const targetNumber = 700_000_000 + Math.floor(Math.random() * 99_000_000);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: TestAccount;
let orderIds: string[] = []; // newest first

const rowOf = (orderId: string) =>
  page
    .getByRole('row')
    .filter({ hasText: orderNumberLabel(orderId, orderId === orderIds[TARGET] ? targetNumber : undefined) });
const orderSearch = () => page.getByRole('search', { name: 'Search orders' });

async function searchOrders(q: string, status = 'All'): Promise<void> {
  await orderSearch().getByLabel('Status').click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await orderSearch().getByLabel('Order number, customer email or product').fill(q);
  await orderSearch().getByRole('button', { name: 'Search' }).click();
}

beforeAll(async () => {
  admin = await createAccount({ admin: true, name: 'Scale Admin' });
  const { db } = testAdmin();
  const batch = db.batch();
  const base = Date.now() - 86_400_000;
  orderIds = Array.from({ length: ORDERS }, (_, i) => {
    const ref = db.collection(collections.orders).doc();
    const order: OrderDoc = {
      uid: `scale-${run}`,
      email: customerEmail,
      productId: 'scale-product',
      productName: `Scale Sander Kx${run} ${i}`,
      picture: '/products/angle-grinder-125.svg',
      unitPriceCents: 1250,
      quantity: 1,
      amountCents: 1250,
      address: i === TARGET ? targetAddress : `${i} Scale Street`,
      mobile: '+1 555 0150',
      status: i === TARGET ? 'success' : 'pending',
      transactionId: `pi_scale_${i}`,
      createdAt: new Date(base - i * 60_000),
      ...(i === TARGET ? { number: targetNumber } : {}),
    };
    // As order placement writes it: with the keys Manage All Order's search looks up.
    batch.set(ref, {
      ...order,
      searchKeys: orderSearchKeys({
        id: ref.id,
        email: customerEmail,
        productNames: [order.productName],
        number: order.number,
      }),
    });
    return ref.id;
  });
  await batch.commit();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('Manage All Order and MakeAdmin at scale', () => {
  it("finds a customer's order on page 2 of an email search", async () => {
    await page.goto(`${shopUrl}/dashboard/manageAllOrder`);
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard\/manageAllOrder$/);
    await page.getByRole('table', { name: 'All orders' }).waitFor({ timeout: 20_000 });
    await searchOrders(customerEmail.slice(0, 12));
    await rowOf(orderIds[0]!).waitFor({ timeout: 20_000 });
    expect(await rowOf(orderIds[TARGET]!).count()).toBe(0);
    const pager = page.getByRole('navigation', { name: 'Orders pages' });
    expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);

    await pager.getByRole('button', { name: 'Next page' }).click();
    await rowOf(orderIds[TARGET]!).waitFor({ timeout: 20_000 });
    await pager.getByText('Page 2').waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Scale Sander' }).count()).toBe(ORDERS - 25);
    expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await captureScreen(page, 'manage-all-order-page-2');

    await pager.getByRole('button', { name: 'Previous page' }).click();
    await rowOf(orderIds[0]!).waitFor({ timeout: 20_000 });
  });

  it('filters the search by status: the one confirmed order', async () => {
    await searchOrders(customerEmail, 'Confirmed');
    await rowOf(orderIds[TARGET]!).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Scale Sander' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Orders pages' }).count()).toBe(0);
  });

  it('finds orders by a word of their product name, in any case, one by its id in another case and by its number', async () => {
    await searchOrders(`kX${run}`.toUpperCase());
    await rowOf(orderIds[0]!).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Scale Sander' }).count()).toBe(25);
    await captureScreen(page, 'manage-all-order-product-search');
    const idStart = orderIds[TARGET]!.slice(0, 8);
    await searchOrders(idStart === idStart.toLowerCase() ? idStart.toUpperCase() : idStart.toLowerCase());
    await rowOf(orderIds[TARGET]!).waitFor({ timeout: 20_000 });
    // By its readable number, as the row shows it, with or without its #.
    for (const term of [`#${targetNumber}`, String(targetNumber)]) {
      await searchOrders(term);
      await page
        .getByRole('row')
        .filter({ hasText: `#${targetNumber}` })
        .waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByRole('row').filter({ hasText: 'Scale Sander' }).count()).toBe(1);
    }
    await captureScreen(page, 'manage-all-order-number-search');
    await searchOrders(`kX${run}y`);
    await page.getByText('No order matches this search.').waitFor({ timeout: 20_000 });
  });

  it('exports the search as CSV: the downloaded file parses back, every order of every page', async () => {
    await searchOrders(customerEmail);
    await rowOf(orderIds[0]!).waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-all-\d{4}-\d\d-\d\d\.csv$/);
    const file = `${artifactsDir}orders-export-${run}.csv`;
    await download.saveAs(file);
    const rows = parse(readFileSync(file, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row['Order id'])).toEqual(orderIds);
    expect(rows[TARGET]).toMatchObject({
      Status: 'Confirmed',
      'Customer email': customerEmail,
      Address: targetAddress,
      'Unit price (USD)': '12.50',
      'Order total (USD)': '12.50',
    });
    expect(rows[TARGET]!['Placed at']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('asks for the first page before the screen has mounted, once, on a full page load', async () => {
    const fresh = await context.newPage(); // the same signed-in browser, a new page load
    await fresh.addInitScript(() => {
      const stamps = window as unknown as { screenMountedAt?: number };
      new MutationObserver(() => {
        const heading = Array.from(document.querySelectorAll('h1')).some((h) => h.textContent === 'Manage All Order');
        if (heading) stamps.screenMountedAt ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await fresh.goto(`${shopUrl}/dashboard/manageAllOrder`);
    await fresh.getByRole('table', { name: 'All orders' }).locator('tbody tr').first().waitFor({ timeout: 20_000 });
    const { mountedAt, calls } = await fresh.evaluate(() => ({
      mountedAt: (window as unknown as { screenMountedAt?: number }).screenMountedAt,
      calls: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/api/orders')
        .map((entry) => entry.startTime),
    }));
    expect(calls).toHaveLength(1);
    expect(mountedAt).toBeGreaterThan(calls[0]!);
    await fresh.close();
  });

  it('finds a user in MakeAdmin by the start of their email', async () => {
    await page.goto(`${shopUrl}/dashboard/makeAdmin`);
    const search = page.getByRole('search', { name: 'Search users' });
    await search.getByLabel('Email').fill(admin.email.slice(0, 14).toUpperCase());
    await search.getByRole('button', { name: 'Search' }).click();
    const self = page.getByRole('row').filter({ hasText: admin.email });
    await self.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('row').count()).toBe(2); // the header and the admin
    await captureScreen(page, 'make-admin-search');
  });
});
