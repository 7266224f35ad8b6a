// An admin edits a product from Manage Product: a new price and a picture uploaded from a file, then a stock
// adjustment with a reason that leaves fewer pieces than the minimum order: the history lists it, the product is
// flagged "Low stock" on its screen and in Manage Product, and the Audit Log lists both changes. Each new screen is
// captured at 390 and 1280 px and checked by axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { toastMessages, validationMessages as m, type ProductDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { captureScreen, expectToast, signInThroughLoginPage, solidPng } from '../support/journeys';
import { searchProducts } from './steps/manage-product-steps';

const run = randomUUID().slice(0, 6);
const product = { id: `e2e-catalogue-${run}`, name: `Catalogue Journey Planer ${run}` };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: TestAccount;

const stored = async () => (await testAdmin().db.doc(`products/${product.id}`).get()).data() as ProductDoc;
const row = (text: string) => page.getByRole('row').filter({ hasText: text });

beforeAll(async () => {
  admin = await createAccount({ admin: true, name: 'Catalogue Admin' });
  const now = new Date();
  await testAdmin().db.doc(`products/${product.id}`).set({
    name: product.name,
    description: 'A planer the catalogue journey edits.',
    picture: '/products/angle-grinder-125.svg',
    priceCents: 4900,
    available: 5,
    minimum: 2,
    createdAt: now,
    updatedAt: now,
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('catalogue admin journey', () => {
  it('opens the edit screen of a product from Manage Product', async () => {
    await page.goto(`${shopUrl}/dashboard/manageProduct`);
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard\/manageProduct$/);
    // The catalogue comes 25 a page: the search finds the product wherever it falls.
    await searchProducts(page, product.name);
    const listed = row(product.name);
    await listed.waitFor({ timeout: 20_000 });
    expect(await listed.getByText('Low stock').count()).toBe(0);
    await listed.getByRole('link', { name: `Edit ${product.name}` }).click();
    await page.getByRole('heading', { name: 'Edit product' }).waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Name').inputValue()).toBe(product.name);
    await page.getByText('5 in stock · minimum order 2').waitFor();
    await page.getByText('No stock adjustments yet.').waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Available').count()).toBe(0); // the stock changes only by adjustment
    await captureScreen(page, 'edit-product');
  });

  it('changes the price and uploads a new picture', async () => {
    await page.getByLabel('Price').fill('0');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(m.priceInvalid).waitFor();
    expect((await stored()).priceCents).toBe(4900);

    await page.getByLabel('Price').fill('59.90');
    await page
      .getByLabel('Picture file')
      .setInputFiles({ name: 'planer.png', mimeType: 'image/png', buffer: solidPng() });
    await expectToast(page, toastMessages.pictureUploaded, 30_000);
    const uploaded = await page.getByLabel('Picture url').inputValue();
    expect(uploaded).toMatch(/^\/api\/images\/|^https?:\/\//);
    await page.getByRole('img', { name: 'Picture preview' }).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, toastMessages.productUpdated);

    await expect.poll(async () => (await stored()).priceCents, { timeout: 10_000 }).toBe(5990);
    expect(await stored()).toMatchObject({ picture: uploaded, available: 5, name: product.name });
    const image = await fetch(new URL(uploaded, shopUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/png');
    const audit = await testAdmin().db.collection('audit').where('target.id', '==', product.id).get();
    expect(audit.docs.map((d) => d.get('action'))).toEqual(['product.edit']);
  });

  it('adjusts the stock with a reason, sees it in the history and the low-stock flag', async () => {
    await page.getByRole('button', { name: 'Adjust stock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
    await dialog.waitFor();
    await dialog.getByLabel('Change').fill('-4');
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await dialog.getByText(m.stockNoteRequired).waitFor();
    await captureScreen(page, 'stock-adjustment-dialog');

    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Damaged' }).click();
    await dialog.getByLabel('Note').fill('Dropped from the shelf');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expectToast(page, toastMessages.stockAdjusted);
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('1 in stock · minimum order 2').waitFor({ timeout: 20_000 });
    await page.getByText('Low stock').waitFor();
    const entry = page.getByRole('table', { name: 'Stock history' }).getByRole('row').nth(1);
    // The cell itself: the admin's generated email may hold "-4" too.
    await entry.getByRole('cell', { name: '-4', exact: true }).waitFor({ timeout: 20_000 });
    await entry.getByText('Damaged').waitFor();
    await entry.getByText('Dropped from the shelf').waitFor();
    expect(await stored()).toMatchObject({ available: 1, priceCents: 5990 });
    await captureScreen(page, 'edit-product-low-stock');

    await page.getByRole('link', { name: 'Manage Product' }).first().click();
    await searchProducts(page, product.name);
    const listed = row(product.name);
    await listed.waitFor({ timeout: 20_000 });
    await listed.getByText('Low stock').waitFor();
    await listed.getByText('$59.90').waitFor();
    await captureScreen(page, 'manage-product-low-stock');
  });

  it('finds the price edit and the stock adjustment in the audit log, by the product id', async () => {
    await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Audit Log' }).click();
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await page.getByLabel('Document id').fill(product.id);
    await page.getByRole('button', { name: 'Filter' }).click();
    const records = page.getByTestId('audit-record');
    await records.filter({ hasText: 'Stock adjusted' }).waitFor({ timeout: 20_000 });
    await records.filter({ hasText: 'Product edited' }).first().waitFor();
    for (const record of await records.all()) {
      expect(await record.textContent()).toContain(`products/${product.id}`);
      expect(await record.textContent()).toContain(admin.email);
    }
    await captureScreen(page, 'audit-log-product');
  });

  it('adds a product with a picture uploaded from a file', async () => {
    const name = `Catalogue Journey Router ${run}`;
    await page.getByRole('link', { name: 'Add Product' }).first().click();
    await page.getByRole('heading', { name: 'Add Product' }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Price').fill('129');
    await page.getByLabel('Available').fill('8');
    await page.getByLabel('Minimum order').fill('1');
    await page.getByLabel('Description').fill('A router added with an uploaded picture.');
    await page
      .getByLabel('Picture file')
      .setInputFiles({ name: 'router.png', mimeType: 'image/png', buffer: solidPng(12, 12, [200, 80, 20]) });
    await expectToast(page, toastMessages.pictureUploaded, 30_000);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expectToast(page, toastMessages.productAdded);
    const added = await testAdmin().db.collection('products').where('name', '==', name).get();
    expect(added.size).toBe(1);
    expect(added.docs[0]!.get('picture')).toMatch(/^\/api\/images\/.+\.png$/);
  });
});
