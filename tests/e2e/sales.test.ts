// The admin Sales screen in the browser: with a paid checkout of today in the range, it draws the revenue
// chart (an SVG with bars), lists tax per zone and the top products, and downloads the same rows as CSV. A second
// checkout of today is refunded: its zone's row shows the refund apart, and its product is no top seller. Captured
// at 390 and 1280 px with axe; the business details form is saved on the way (the seller of the invoices). A return
// and a warranty claim of the grinder made today show in the returns-and-claims section: its chart, its product row
// with the rate per unit sold, and its own CSV.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collections, type SalesDayDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { captureScreen, expectToast, payThroughTestGateway, signInThroughLoginPage } from '../support/journeys';

const run = randomUUID().slice(0, 6);
// The grinder is dear enough to stay among the report's top 10 products of today, whatever else other files sell
// today ($300,000 a piece; two of them with tax stay under a card payment's limit).
const GRINDER_CENTS = 30_000_000;
const grinder = { id: `sales-grinder-${run}`, name: `Sales Grinder ${run}` };
const returned = { id: `sales-returned-${run}`, name: `Sales Returned Sander ${run}` };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: TestAccount;

beforeAll(async () => {
  const now = new Date();
  await testAdmin()
    .db.doc(`products/${grinder.id}`)
    .set({
      name: grinder.name,
      description: `A product of the sales journey ${run}.`,
      picture: '/products/cordless-drill-18v.svg',
      priceCents: GRINDER_CENTS,
      available: 50,
      minimum: 1,
      createdAt: now,
      updatedAt: now,
    });
  await testAdmin()
    .db.doc(`products/${returned.id}`)
    .set({
      name: returned.name,
      description: `A product of the sales journey ${run}, sent back.`,
      picture: '/products/cordless-drill-18v.svg',
      priceCents: 5000,
      available: 50,
      minimum: 1,
      createdAt: now,
      updatedAt: now,
    });
  const customer = await createAccount({ name: 'Sales Customer' });
  admin = await createAccount({ admin: true, name: 'Sales Admin' });
  const placed = await api<{ orderId: string }>('POST', '/checkout', {
    token: customer.token,
    body: {
      lines: [{ productId: grinder.id, quantity: 2 }],
      shippingAddress: {
        name: 'Sales Customer',
        line1: '1 Hauptstraße',
        city: 'Berlin',
        postalCode: '10115',
        country: 'DE',
      },
      mobile: '+49 30 1234567',
    },
  });
  if (placed.status !== 201) throw new Error(`checkout failed: ${placed.status} ${JSON.stringify(placed.body)}`);
  await payThroughTestGateway(customer, placed.body.orderId);
  const sentBack = await api<{ orderId: string }>('POST', '/checkout', {
    token: customer.token,
    body: { ...placedBody(returned.id), mobile: '+49 30 1234567' },
  });
  if (sentBack.status !== 201) throw new Error(`checkout failed: ${sentBack.status} ${JSON.stringify(sentBack.body)}`);
  await payThroughTestGateway(customer, sentBack.body.orderId);
  const refund = await api('POST', `/order/${sentBack.body.orderId}/refund`, {
    token: admin.token,
    body: { reason: 'Sent back', restock: true },
  });
  if (refund.status !== 200) throw new Error(`refund failed: ${refund.status} ${JSON.stringify(refund.body)}`);
  // A return of one of the two grinders and a claim on a grinder, made today (their own flows are tested elsewhere).
  await testAdmin()
    .db.doc(`${collections.returns}/sales-return-${run}`)
    .set({
      number: `R-S${run}`,
      orderId: placed.body.orderId,
      uid: customer.uid,
      email: customer.email,
      lines: [
        {
          productId: grinder.id,
          productName: grinder.name,
          picture: '/p.svg',
          quantity: 1,
          unitPriceCents: GRINDER_CENTS,
        },
      ],
      reason: 'damaged-in-transit',
      comment: null,
      photos: [],
      status: 'requested',
      late: false,
      instructions: null,
      rejectReason: null,
      received: null,
      refund: null,
      replacementOrderId: null,
      timeline: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  await testAdmin()
    .db.doc(`${collections.claims}/sales-claim-${run}`)
    .set({
      registrationId: `SALES-${run}`,
      productId: grinder.id,
      productName: grinder.name,
      uid: customer.uid,
      email: customer.email,
      description: 'Stopped',
      photos: [],
      occurredAt: new Date().toISOString().slice(0, 10),
      warrantyEndsAt: '2099-01-01',
      status: 'submitted',
      decision: null,
      instructions: null,
      rejectReason: null,
      parts: [],
      orderId: null,
      decidedAt: null,
      decidedBy: null,
      createdAt: new Date(),
    });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
});

/** A one-line checkout of one piece to Berlin. */
function placedBody(productId: string) {
  return {
    lines: [{ productId, quantity: 1 }],
    shippingAddress: {
      name: 'Sales Customer',
      line1: '1 Hauptstraße',
      city: 'Berlin',
      postalCode: '10115',
      country: 'DE',
    },
  };
}

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('sales screen', () => {
  it('draws the revenue chart, tax per zone and top products, and downloads the rows as CSV', async () => {
    // The daily rollup is kept by a trigger on the order: the report answers from it once this journey's two
    // checkouts have reached it. Today's day is shared with every other file's orders, so its totals say nothing
    // of these two: the wait reads their products, the grinder's two pieces sold and the sander sold and refunded
    // (net nothing, which only both moves folded give).
    const today = new Date().toISOString().slice(0, 10);
    const productsOfToday = async () =>
      ((await testAdmin().db.doc(`${collections.salesDays}/${today}`).get()).data() as SalesDayDoc | undefined)
        ?.products ?? {};
    await expect
      .poll(async () => (await productsOfToday())[grinder.id]?.quantity, {
        timeout: 30_000,
        message: `waited for the grinder's sale to reach salesDays/${today}`,
      })
      .toBe(2);
    await expect
      .poll(async () => (await productsOfToday())[returned.id]?.quantity, {
        timeout: 30_000,
        message: `waited for the sander's sale and refund to reach salesDays/${today}`,
      })
      .toBe(0);
    await page.goto(`${shopUrl}/dashboard/sales`);
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard\/sales$/);
    const chart = page.getByRole('figure', { name: /Revenue chart/ });
    await chart.locator('svg').first().waitFor({ timeout: 30_000 });
    // Bars: one rect per series and period with a height, at least today's goods.
    await expect
      .poll(() => chart.locator('svg rect[height]:not([height="0"])').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const topProducts = page.getByRole('region', { name: 'Top products' });
    await topProducts.getByRole('cell', { name: grinder.name }).waitFor({ timeout: 20_000 });
    const zones = page.getByRole('region', { name: 'Tax collected per zone' });
    expect(await zones.textContent()).toContain('European Union');
    expect(await zones.getByRole('columnheader').allInnerTexts()).toEqual([
      'Zone',
      'Orders',
      'Goods',
      'Tax',
      'Refunds',
    ]);
    // The refunded checkout shows as a refund in its zone's row, and its product sold nothing net.
    const euCells = await zones
      .getByRole('row')
      .filter({ hasText: 'European Union' })
      .getByRole('cell')
      .allInnerTexts();
    expect(euCells[4], "the European Union row's refunds").not.toBe('$0.00');
    expect(await topProducts.getByRole('cell', { name: returned.name }).count()).toBe(0);
    // Returns and claims of the same range: the grinder's row (1 of at least 2 sold returned, 1 claim) and its bars.
    const afterSales = page.getByRole('region', { name: 'Returns and warranty claims' });
    const grinderRow = afterSales.getByRole('row').filter({ hasText: grinder.name });
    await grinderRow.waitFor({ timeout: 20_000 });
    const grinderCells = await grinderRow.getByRole('cell').allInnerTexts();
    expect(grinderCells.slice(1), "the grinder's sold, returned, return rate, claims, claim rate").toEqual([
      '2',
      '1',
      '50.0 %',
      '1',
      '50.0 %',
    ]);
    await afterSales
      .getByRole('figure', { name: /Returns and claims chart/ })
      .locator('svg rect[height]:not([height="0"])')
      .first()
      .waitFor({ timeout: 20_000 });
    await captureScreen(page, 'admin-sales');

    await page.setViewportSize({ width: 1280, height: 900 });
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toBe('period,orders,goods,shipping,tax,refunds');
    const todayRow = csv.find((line) => line.startsWith(today))?.split(',');
    expect(Number(todayRow?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(todayRow?.[2])).toBeGreaterThanOrEqual((2 * GRINDER_CENTS) / 100);

    const [returnsFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download returns CSV' }).click(),
    ]);
    const returnsCsv = readFileSync((await returnsFile.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(returnsCsv[0]).toBe('group,key,name,units_sold,returns,returned_units,return_rate,claims,claim_rate');
    expect(returnsCsv).toContain(`product,${grinder.id},${grinder.name},2,1,1,0.5,1,0.5`);
  });

  it('saves the business details the invoices name', async () => {
    await page.goto(`${shopUrl}/dashboard/businessDetails`);
    await page.getByLabel('Business name').waitFor({ timeout: 20_000 });
    await page.getByLabel('Tax id').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tax id is required').waitFor();
    await page.getByLabel('Tax id').fill(`DE-${run}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Business details saved');
    await expect
      .poll(async () => (await testAdmin().db.doc('settings/business').get()).data()?.taxId, { timeout: 20_000 })
      .toBe(`DE-${run}`);
  });
});
