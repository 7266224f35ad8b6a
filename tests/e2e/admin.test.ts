// Journey 3: an admin adds a product (the spec's validation messages first) and finds it on the home
// page, confirms a customer's paid order after a dialog, makes the customer admin and removes it again (each
// after its dialog), and deletes a product. Every admin screen is captured at 390 and 1280 px and checked by axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { toastMessages, validationMessages as m } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { captureScreen, expectToast, openSearchUntilFound, signInThroughLoginPage } from '../support/journeys';
import { searchProducts } from './steps/manage-product-steps';
import { LOADED_MACHINE_WAIT } from '../support/loaded-machine';

const run = randomUUID().slice(0, 6);
const newProduct = {
  name: `Journey Jigsaw ${run}`,
  price: '89.50',
  available: '40',
  minimum: '2',
  description: `Pendulum jigsaw of the admin journey ${run}.`,
};
const orderedProduct = { id: `e2e-admin-grinder-${run}`, name: `Admin Journey Grinder ${run}` };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: TestAccount;
let customer: TestAccount;
let paidOrderId: string;

const menu = () => page.getByRole('navigation', { name: 'Dashboard menu' });
const row = (text: string) => page.getByRole('row').filter({ hasText: text });

async function searchUsers(email: string): Promise<void> {
  const search = page.getByRole('search', { name: 'Search users' });
  await search.getByLabel('Email').fill(email);
  await search.getByRole('button', { name: 'Search' }).click();
}

/** The customer's side, through the API: signs in (user document), orders, pays with the test card. */
async function customerPaysAnOrder(): Promise<string> {
  const now = new Date();
  await testAdmin().db.doc(`products/${orderedProduct.id}`).set({
    name: orderedProduct.name,
    description: 'Ordered and paid by the customer of the admin journey.',
    picture: '/products/angle-grinder-125.svg',
    priceCents: 8950,
    available: 20,
    minimum: 1,
    createdAt: now,
    updatedAt: now,
  });
  const upsert = await api('PUT', `/users?email=${encodeURIComponent(customer.email)}`, {
    token: customer.token,
    body: { email: customer.email },
  });
  expect(upsert.status).toBe(200);
  const order = await api<{ insertedId: string }>('POST', '/order', {
    token: customer.token,
    body: { productId: orderedProduct.id, address: '1 Admin Street', mobile: '+1 555 0199', quantity: 2 },
  });
  expect(order.status).toBe(201);
  const intent = await api<{ clientSecret: string }>('POST', '/create-payment-intent', {
    token: customer.token,
    body: { orderId: order.body.insertedId },
  });
  expect(intent.status).toBe(200);
  const paid = await api('POST', '/payments/test/confirm', {
    token: customer.token,
    body: {
      clientSecret: intent.body.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    },
  });
  expect(paid.status).toBe(200);
  const doc = await testAdmin().db.doc(`orders/${order.body.insertedId}`).get();
  expect(doc.get('status')).toBe('pending');
  return order.body.insertedId;
}

beforeAll(async () => {
  [admin, customer] = await Promise.all([
    createAccount({ admin: true, name: 'Journey Admin' }),
    createAccount({ name: 'Paying Customer' }),
  ]);
  paidOrderId = await customerPaysAnOrder();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('admin journey', () => {
  it('signs in and sees the admin menu', async () => {
    await page.goto(`${shopUrl}/dashboard`);
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard$/);
    for (const item of ['Manage Product', 'Manage All Order', 'Add Product', 'MakeAdmin', 'My Profile'])
      await menu().getByRole('link', { name: item }).waitFor({ timeout: 20_000 });
    expect(await menu().getByRole('link', { name: 'My Orders' }).count()).toBe(0);
    await captureScreen(page, 'dashboard-admin');
  });

  it('adds a product: the validation messages first, then the product is on the home page', async () => {
    await menu().getByRole('link', { name: 'Add Product' }).click();
    await page.getByRole('heading', { name: 'Add Product' }).waitFor();
    await page.getByRole('button', { name: 'Add Product' }).click();
    for (const message of [
      m.productNameRequired,
      m.priceRequired,
      m.availableRequired,
      m.minimumRequired,
      m.descriptionRequired,
      m.pictureRequired,
    ]) {
      await page.getByText(message, { exact: true }).first().waitFor();
    }
    await page.getByLabel('Description').fill('x'.repeat(501));
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText(m.descriptionTooLong, { exact: true }).waitFor();
    await captureScreen(page, 'add-product');

    await page.getByLabel('Name').fill(newProduct.name);
    await page.getByLabel('Price').fill(newProduct.price);
    await page.getByLabel('Available').fill(newProduct.available);
    await page.getByLabel('Minimum order').fill(newProduct.minimum);
    await page.getByLabel('Description').fill(newProduct.description);
    await page.getByLabel('Picture url').fill('/products/circular-saw-190.svg');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expectToast(page, toastMessages.productAdded);
    expect(await page.getByLabel('Name').inputValue()).toBe('');

    const added = await testAdmin().db.collection('products').where('name', '==', newProduct.name).get();
    expect(added.size).toBe(1);
    expect(added.docs[0]!.data()).toMatchObject({ priceCents: 8950, available: 40, minimum: 2 });

    // The home page shows the featured products; a new one is found by the search within its 10 s freshness.
    await openSearchUntilFound(page, shopUrl, newProduct.name);
  });

  it("confirms the customer's paid order after a dialog", async () => {
    await page.goto(`${shopUrl}/dashboard/manageAllOrder`);
    const paid = row(orderedProduct.name);
    await paid.waitFor({ timeout: 20_000 });
    const chip = paid.locator('.MuiChip-label');
    await chip.filter({ hasText: /^Paid$/ }).waitFor();
    await paid.getByRole('cell', { name: customer.email }).waitFor();
    // People read the shop's words for a status (domain's orderStatusLabel), never the API's stored values.
    expect(await paid.innerText()).not.toMatch(/\b(unpaid|pending|success)\b/);
    await captureScreen(page, 'manage-all-order');

    await paid.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm this payment?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes, confirm' }).click();
    await expectToast(page, toastMessages.paymentConfirmed);
    await chip.filter({ hasText: /^Confirmed$/ }).waitFor({ timeout: 20_000 });
    expect(await paid.innerText()).not.toMatch(/\b(unpaid|pending|success)\b/);
    expect(await paid.getByRole('button', { name: 'Confirmed' }).isDisabled()).toBe(true);
    const order = await testAdmin().db.doc(`orders/${paidOrderId}`).get();
    expect(order.get('status')).toBe('success');
  });

  it('makes the customer admin and removes it again', async () => {
    await menu().getByRole('link', { name: 'MakeAdmin' }).click();
    // Users are listed by email, 25 a page: each of the journey's accounts is found by its email.
    await searchUsers(admin.email);
    await row(admin.email).waitFor({ timeout: 20_000 });
    expect(await row(admin.email).getByRole('button', { name: 'Make Admin' }).isDisabled()).toBe(true);
    await searchUsers(customer.email);
    const user = row(customer.email);
    await user.waitFor({ timeout: 20_000 });
    expect(await user.getByRole('button', { name: 'Remove Admin' }).isDisabled()).toBe(true);
    await captureScreen(page, 'make-admin');

    await user.getByRole('button', { name: 'Make Admin' }).click();
    await page
      .getByRole('dialog', { name: 'Make this user an admin?' })
      .getByRole('button', { name: 'Yes, make admin' })
      .click();
    await expectToast(page, toastMessages.adminGranted(customer.email));
    await expect
      .poll(() => user.getByRole('button', { name: 'Make Admin' }).isDisabled(), { timeout: 20_000 })
      .toBe(true);
    expect((await testAdmin().auth.getUserByEmail(customer.email)).customClaims?.admin).toBe(true);

    await user.getByRole('button', { name: 'Remove Admin' }).click();
    await page
      .getByRole('dialog', { name: 'Remove admin rights?' })
      .getByRole('button', { name: 'Yes, remove' })
      .click();
    await expectToast(page, toastMessages.adminRemoved(customer.email));
    await expect
      .poll(() => user.getByRole('button', { name: 'Remove Admin' }).isDisabled(), { timeout: 20_000 })
      .toBe(true);
    expect((await testAdmin().auth.getUserByEmail(customer.email)).customClaims?.admin).toBeFalsy();
  });

  it('deletes a product after a confirm dialog', async () => {
    await menu().getByRole('link', { name: 'Manage Product' }).click();
    // The catalogue comes 25 a page: the search finds the product wherever it falls.
    await searchProducts(page, newProduct.name);
    const product = row(newProduct.name);
    // The screen filters the live catalogue, whose first read is every product the shard's files have made: on a
    // loaded machine it once took more than 20 s.
    await product.waitFor({ timeout: LOADED_MACHINE_WAIT });
    await captureScreen(page, 'manage-product');

    await product.getByRole('button', { name: `Delete ${newProduct.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this product?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await expectToast(page, toastMessages.productDeleted);
    await product.waitFor({ state: 'detached', timeout: 20_000 });
    expect((await testAdmin().db.collection('products').where('name', '==', newProduct.name).get()).size).toBe(0);
  });

  it('shows My Profile to an admin too', async () => {
    await menu().getByRole('link', { name: 'My Profile' }).click();
    await page.getByLabel('Education').waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Email').inputValue()).toBe(admin.email);
    await captureScreen(page, 'my-profile-admin');
  });
});
