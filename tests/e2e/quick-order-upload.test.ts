// /quick-order's CSV upload: a signed-in customer uploads a CSV file (column titles, CRLF line ends,
// quoted fields, a description column, one SKU no product has); the page reads the file, the server checks every
// line and the table shows each line's product, unit price (with its price break), line total and result (a pack
// problem names the pack and the whole packs either side, a minimum problem the minimum); the good lines go to the
// cart in one press, and the cart the account keeps in Firestore holds exactly them. At 1280 px, then the checked
// table at 390 px; captured and checked by axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { catalogueMessages, collections } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { captureScreen, signInThroughLoginPage } from '../support/journeys';

const run = randomUUID().slice(0, 6);
const RUN = run.toUpperCase();
const products = [
  { id: `qo-drill-${run}`, name: `Upload Drill ${run}`, sku: `UPL-${RUN}-DR`, available: 10, minimum: 1 },
  {
    id: `qo-blade-${run}`,
    name: `Upload Blade ${run}`,
    sku: `UPL-${RUN}-BL`,
    available: 100,
    minimum: 1,
    priceBreaks: [{ minQuantity: 5, priceCents: 1000 }],
  },
  { id: `qo-guard-${run}`, name: `Upload Guard ${run}`, sku: `UPL-${RUN}-GD`, available: 20, minimum: 1 },
  {
    id: `qo-brush-${run}`,
    name: `Upload Brush ${run}`,
    sku: `UPL-${RUN}-BR`,
    available: 900,
    minimum: 20,
    increment: 10,
  },
];
const [drill, blade, guard, brush] = products as [
  (typeof products)[number],
  (typeof products)[number],
  (typeof products)[number],
  (typeof products)[number],
];
const unknownSku = `NOPE-${RUN}-00`;

let browser: Browser;
let page: Page;
let customer: TestAccount;

beforeAll(async () => {
  const { db } = testAdmin();
  const now = new Date();
  for (const { id, ...fields } of products) {
    await db.doc(`products/${id}`).set({
      ...fields,
      description: `The ${fields.name}, for the quick order upload.`,
      picture: '/products/angle-grinder-125.svg',
      priceCents: 1200,
      createdAt: now,
      updatedAt: now,
    });
    await db.doc(`skus/${fields.sku.toLowerCase()}`).set({ productId: id });
  }
  customer = await createAccount({ name: 'Upload Customer' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${shopUrl}/quick-order`);
  await signInThroughLoginPage(page, customer.email, customer.password, /\/quick-order$/);
  await page.getByRole('heading', { name: 'Quick order' }).waitFor({ timeout: 20_000 });
});
afterAll(async () => {
  await browser?.close();
});

const csv = [
  'SKU,Quantity,Description',
  `${drill.sku},2,"Drill, 18V"`,
  `${unknownSku},3,Not ours`,
  `"${blade.sku.toLowerCase()}",5,Blades`,
  '',
  `${guard.sku};1`,
  `${brush.sku},25`,
  `${brush.sku},10`,
].join('\r\n');

describe('quick order by CSV upload', () => {
  it('reads the uploaded file, checks each line, and adds the good ones to the cart in one press', async () => {
    await page.locator('input[type="file"]').setInputFiles({
      name: 'parts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    // The file's text fills the box the lines are typed in, then the server checks it.
    await expect
      .poll(() => page.getByLabel('SKU and quantity, one per line').inputValue(), {
        timeout: 15_000,
        message: "the lines box holding the uploaded file's text",
      })
      .toBe(csv.replace(/\r\n/g, '\n'));
    await page.getByRole('status').filter({ hasText: '3 lines ready, 3 with problems' }).waitFor({ timeout: 15_000 });

    const rows = page.getByTestId('quick-order-line');
    await expect(rows.count()).resolves.toBe(6);
    const cells = async (index: number) =>
      (await rows.nth(index).getByRole('cell').allTextContents()).map((text) => text.trim());
    // SKU, product, quantity, unit price (and the break that gave it), line total, check.
    expect(await cells(0)).toEqual([drill.sku, drill.name, '2', '$12.00', '$24.00', 'OK']);
    expect(await cells(1)).toEqual([unknownSku, '–', '3', '–', '–', catalogueMessages.quickOrderSkuUnknown]);
    expect((await cells(2)).slice(1)).toEqual([blade.name, '5', '$10.00from 5 pieces', '$50.00', 'OK']);
    expect((await cells(2))[0]!.toUpperCase()).toBe(blade.sku);
    expect(await cells(3)).toEqual([guard.sku, guard.name, '1', '$12.00', '$12.00', 'OK']);
    expect(await cells(4)).toEqual([
      brush.sku,
      brush.name,
      '25',
      '$12.00',
      '$300.00',
      'Sold in packs of 10: order 20 or 30',
    ]);
    expect(await cells(5)).toEqual([brush.sku, brush.name, '10', '$12.00', '$120.00', 'Below the minimum order of 20']);
    // A known SKU links to its product; the unknown one links nowhere.
    expect(await rows.nth(0).getByRole('link', { name: drill.sku }).getAttribute('href')).toBe(`/products/${drill.id}`);
    expect(await rows.nth(1).getByRole('link').count()).toBe(0);

    const ready = page.getByRole('region', { name: 'Ready to order' });
    expect((await ready.getByRole('listitem').allTextContents()).map((text) => text.replace(/\s+/g, ' '))).toEqual([
      `2 × ${drill.sku}`,
      expect.stringMatching(new RegExp(`^5 × ${blade.sku}$`, 'i')),
      `1 × ${guard.sku}`,
    ]);
    await captureScreen(page, 'quick-order-upload');
    await page.setViewportSize({ width: 1280, height: 900 });

    await ready.getByRole('button', { name: 'Add 3 lines to cart' }).click();
    await page.waitForURL(/\/cart$/, { timeout: 15_000 });
    for (const product of [drill, blade, guard])
      await page.getByRole('link', { name: product.name, exact: true }).first().waitFor({ timeout: 15_000 });
    // The account's cart (written by the cart store) holds exactly the three good lines.
    const cartLines = async () =>
      ((await testAdmin().db.doc(`${collections.carts}/${customer.uid}`).get()).data()?.lines ?? []) as unknown[];
    await expect.poll(cartLines, { timeout: 15_000 }).toEqual(
      expect.arrayContaining([
        { productId: drill.id, quantity: 2 },
        { productId: blade.id, quantity: 5 },
        { productId: guard.id, quantity: 1 },
      ]),
    );
    expect(await cartLines()).toHaveLength(3);
  });
});
