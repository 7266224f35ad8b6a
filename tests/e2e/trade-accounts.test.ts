// Trade accounts in the browser, one browser with two sessions: a customer applies at /trade, an admin approves the
// application in Dashboard -> Companies and sets net 30 terms, a credit limit and a discount, and the customer, now
// the company's admin, sees them, adds a buyer by email and removes them, and finds their cart at the trade price.
// The buyer then orders on account with a PO number and an admin records the payment in Dashboard -> Receivables,
// after which the credit is whole again. Each step is read back from the API; the screens are captured at 390 and
// 1280 px and checked by axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { captureScreen, expectToast, signInThroughLoginPage } from '../support/journeys';
import { createProduct } from '../api/helpers/fixtures';
import { setCart } from '../api/helpers/checkout';
import { fillNewAddress } from './steps/checkout-steps';

let browser: Browser;
let customerPage: Page;
let adminPage: Page;
let customer: TestAccount;
let admin: TestAccount;
let buyer: TestAccount;
let productId: string;
const companyName = `Joinery ${randomUUID().slice(0, 6)} Ltd`;

async function signedInAt(account: TestAccount, path: string, heading: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${shopUrl}${path}`, { waitUntil: 'domcontentloaded' });
  // The guard sends a visitor to /login once the sign-in state is known (slow on a cold, busy machine).
  await page.getByLabel('Email').waitFor({ timeout: 60_000 });
  await signInThroughLoginPage(page, account.email, account.password, new RegExp(`${path}$`));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20_000 });
  return page;
}

beforeAll(async () => {
  [customer, admin, buyer, productId] = await Promise.all([
    createAccount({ name: 'Jo Joiner' }),
    createAccount({ admin: true, name: 'Ada Admin' }),
    createAccount({ name: 'Bea Buyer' }),
    createProduct({ priceCents: 5000, minimum: 1, available: 20 }),
  ]);
  browser = await launchBrowser();
  [customerPage, adminPage] = await Promise.all([
    signedInAt(customer, '/trade', 'Trade account'),
    signedInAt(admin, '/dashboard/companies', 'Companies'),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

const mine = async (account: TestAccount) => api('GET', '/companies/mine', { token: account.token });

describe('trade accounts', () => {
  it('a customer applies at /trade and sees the application under review', async () => {
    const page = customerPage;
    const form = page.getByRole('form', { name: 'Apply for a trade account' });
    await form.waitFor({ timeout: 20_000 });
    await form.getByRole('button', { name: 'Apply' }).click();
    // The domain schema's messages show under the fields, and nothing is sent.
    await form.getByText('Company name is required').waitFor();
    expect((await mine(customer)).status).toBe(404);

    await form.getByLabel('Company name', { exact: false }).first().fill(companyName);
    await form.getByLabel('VAT ID (optional)').fill('GB 123 4567 89');
    await form.getByLabel('Phone').fill('+44 113 496 0100');
    await form.getByLabel('Recipient name').fill('Accounts');
    await form.getByLabel('Street address').fill('3 Mill Yard');
    await form.getByLabel('City').fill('Leeds');
    await form.getByLabel('Postal code').fill('LS2 7AB');
    await form.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
    await form.getByRole('button', { name: 'Apply' }).click();
    await expectToast(page, 'Application sent');
    await page.getByText('Your application is being reviewed').waitFor({ timeout: 20_000 });
    const applied = await mine(customer);
    expect(applied.body.company).toEqual(
      expect.objectContaining({ name: companyName, vatId: 'GB123456789', status: 'pending' }),
    );
    await captureScreen(page, 'trade-pending');
  });

  it('an admin approves it in Dashboard -> Companies and sets net 30 terms, credit and a discount', async () => {
    const page = adminPage;
    await page.reload();
    const row = page.getByTestId('company-row').filter({ hasText: companyName });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: `Approve: ${companyName}` }).click();
    await expectToast(page, `${companyName}: approved`);
    await row.getByRole('button', { name: `Set terms: ${companyName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Terms for ${companyName}` });
    await dialog.getByRole('combobox', { name: 'Payment terms' }).click();
    await page.getByRole('option', { name: 'Net (invoice)' }).click();
    await dialog.getByRole('combobox', { name: 'Days to pay' }).waitFor();
    await dialog.getByLabel('Credit limit ($)').fill('5000');
    await dialog.getByLabel('Discount (%)').fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `${companyName}: terms saved`);
    await row.getByText('Net 30 days').waitFor({ timeout: 20_000 });
    const approved = (await mine(customer)).body;
    expect(approved.company.status).toBe('approved');
    expect(approved.terms).toEqual({ type: 'net', days: 30 });
    expect(approved.credit).toEqual({ limit: 5000, used: 0, available: 5000 });
    expect(approved.company.priceList.discountPercent).toBe(10);
    await captureScreen(page, 'companies-admin');
  });

  it("the company's admin sees the terms, adds a buyer by email and removes them", async () => {
    const page = customerPage;
    await page.reload();
    await page.getByText('Approved: your company buys at its trade prices.').waitFor({ timeout: 20_000 });
    await page.getByText('Net 30 days').waitFor();
    await page.getByText('10% off list prices').waitFor();
    const add = page.getByRole('form', { name: 'Add a member' });
    await add.getByLabel('Email').fill(buyer.email);
    await add.getByRole('button', { name: 'Add member' }).click();
    await expectToast(page, `${buyer.email} joined the company`);
    const members = page.getByRole('list', { name: 'Members' });
    await members.getByRole('listitem', { name: buyer.email }).waitFor({ timeout: 20_000 });
    expect((await mine(buyer)).body.role).toBe('buyer');
    await captureScreen(page, 'trade-approved');

    await members.getByRole('listitem', { name: buyer.email }).getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Member removed');
    await members.getByRole('listitem', { name: buyer.email }).waitFor({ state: 'detached', timeout: 20_000 });
    expect((await mine(buyer)).status).toBe(404);
  });

  it("the company's cart is quoted at its trade price, marked so beside the list price", async () => {
    await setCart(customer.uid, [{ productId, quantity: 2 }]);
    const page = customerPage;
    await page.goto(`${shopUrl}/cart`);
    await page.getByText('Unit price: $45.00 · Your trade price (list $50.00)').waitFor({ timeout: 20_000 });
    await page.getByText('Goods total: $90.00').waitFor();
  });

  it("a consumer's cart (the removed buyer's) is quoted at list prices with no company call and no console error", async () => {
    await setCart(buyer.uid, [{ productId, quantity: 2 }]);
    // Signed in where a visitor is sent to the login page (the cart is open to visitors), then to the cart.
    const page = await signedInAt(buyer, '/dashboard/myOrder', 'My Orders');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto(`${shopUrl}/cart`);
    await page.getByText('Goods total: $100.00').waitFor({ timeout: 20_000 });
    expect(problems).toEqual([]);
    expect(calls.filter((path) => path.startsWith('/api/companies'))).toEqual([]);
    await page.context().close();
  });

  it('the buyer orders on account with a PO number; an admin records the payment and the credit comes back', async () => {
    const page = customerPage;
    await page.goto(`${shopUrl}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor({ timeout: 20_000 });
    await fillNewAddress(page, {
      recipient: 'Jo Joiner',
      street: '3 Mill Yard',
      city: 'Leeds',
      postalCode: 'LS2 7AB',
      country: 'United Kingdom',
      mobile: '+44 113 496 0100',
    });
    await page.getByLabel('PO number (optional)').fill('PO-4471');
    await page.getByText('Available credit: $5,000.00').waitFor({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Pay on account' }).check();
    await captureScreen(page, 'checkout-on-account');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expectToast(page, 'Order placed on account. Its invoice is on its way.');
    await page.waitForURL(/\/dashboard\/myOrder$/, { timeout: 30_000 });
    await page.getByText(/^PO PO-4471 · On account: \$[\d.,]+ due /).waitFor({ timeout: 20_000 });
    const drawn = (await mine(customer)).body.credit;
    expect(drawn.used, JSON.stringify(drawn)).toBeGreaterThan(90);
    await captureScreen(page, 'my-orders-on-account');

    const admin = adminPage;
    await admin.goto(`${shopUrl}/dashboard/receivables`);
    await admin.getByRole('heading', { level: 1, name: 'Receivables' }).waitFor({ timeout: 20_000 });
    const row = admin.getByTestId('receivable-row').filter({ hasText: 'PO PO-4471' });
    await row.waitFor({ timeout: 20_000 });
    // The invoice number comes from the sequencer a moment after the order: the list is read again until it shows.
    const started = Date.now();
    while (!(await row.getByText(/^INV-\d{4}-\d{6}$/).isVisible())) {
      if (Date.now() - started > 30_000)
        throw new Error(`waited 30 s for the invoice number on the receivable; saw "${await row.innerText()}"`);
      await admin.reload();
      await row.waitFor({ timeout: 20_000 });
    }
    await row.getByText(companyName).waitFor();
    await captureScreen(admin, 'receivables');
    await row.getByRole('button', { name: /^Record payment: INV-/ }).click();
    const dialog = admin.getByRole('dialog', { name: /^Payment for INV-/ });
    await dialog.getByLabel('Bank reference').fill('BACS 4471');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expectToast(admin, ': payment recorded');
    await row.waitFor({ state: 'detached', timeout: 20_000 });
    expect((await mine(customer)).body.credit).toEqual({ limit: 5000, used: 0, available: 5000 });
    await page.reload();
    await page.getByText('PO PO-4471 · On account: paid').waitFor({ timeout: 20_000 });
  });
});
