// A staff tour of the other admin screens and the product cards: MakeAdmin asks before it grants or removes
// admin rights (No changes nothing); the zone editor speaks percent in its label, its message and its field (150 is
// refused with a message in percent, 8.25 is stored as 0.0825); a product card cuts a long description at a word,
// with an ellipsis, within SPEC's 200 characters. Each screen is captured at 390 and 1280 px with axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collections, toastMessages, type ShippingZoneDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { captureScreen, expectToast, openSearchUntilFound, signInThroughLoginPage } from '../support/journeys';
import { seedProduct } from './steps/shop-seed';

const run = randomUUID().slice(0, 6);
const { auth, db } = testAdmin();

// A zone of this file alone: Iceland at 10%.
const zoneId = `e2e-tour-${run}`;
const zoneDoc: ShippingZoneDoc = {
  name: `Iceland tour ${run}`,
  countries: ['IS'],
  taxRate: 0.1,
  taxShipping: false,
  methods: [{ id: 'standard', name: 'Standard', priceCents: 2500 }],
};

// A description whose 200th character falls inside a word ("Body" cut to "Bod" by a plain slice).
const longWord = `Tourbrush${run}`;
const description =
  `Carbon brushes of the staff tour ${longWord}, cut to fit the 18 V drills of the range, spring and shunt included. ` +
  'Each brush is pressed from graphite and copper for grip. Body lengths 12 to 16 millimetres; sold in packs of ten brushes.';
const brushes = {
  id: `tour-card-${run}`,
  name: `Tour Card Brushes ${run}`,
  priceCents: 450,
  available: 80,
  minimum: 1,
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: TestAccount;
let customer: TestAccount;

const row = (text: string) => page.getByRole('row').filter({ hasText: text });
const isAdmin = async (email: string) => (await auth.getUserByEmail(email)).customClaims?.admin === true;

beforeAll(async () => {
  expect(description.length).toBeGreaterThan(200);
  expect(description.slice(0, 200)).toMatch(/\w$/);
  expect(description[200]).toMatch(/\w/);
  await Promise.all([db.doc(`${collections.shippingZones}/${zoneId}`).set(zoneDoc), seedProduct(brushes, description)]);
  [admin, customer] = await Promise.all([
    createAccount({ admin: true, name: 'Screens Tour Admin' }),
    createAccount({ name: 'Screens Tour Customer' }),
  ]);
  // The customer has signed in once: MakeAdmin lists the users the sign-in upserted.
  const upsert = await api('PUT', `/users?email=${encodeURIComponent(customer.email)}`, {
    token: customer.token,
    body: { email: customer.email },
  });
  expect(upsert.status).toBe(200);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await db.doc(`${collections.shippingZones}/${zoneId}`).delete();
});

describe('admin screens of the staff tour', () => {
  it('MakeAdmin asks before it grants admin rights; No changes nothing', { timeout: 90_000 }, async () => {
    await page.goto(`${shopUrl}/dashboard/makeAdmin`);
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard\/makeAdmin$/);
    const search = page.getByRole('search', { name: 'Search users' });
    await search.getByLabel('Email').fill(customer.email);
    await search.getByRole('button', { name: 'Search' }).click();
    const user = row(customer.email);
    await user.waitFor({ timeout: 20_000 });

    await user.getByRole('button', { name: 'Make Admin' }).click();
    const grant = page.getByRole('dialog', { name: 'Make this user an admin?' });
    await grant.waitFor();
    expect(await grant.innerText()).toContain(customer.email);
    await captureScreen(page, 'tour-make-admin-dialog');
    await page.setViewportSize({ width: 1280, height: 900 });
    await grant.getByRole('button', { name: 'No' }).click();
    await grant.waitFor({ state: 'detached' });
    expect(await isAdmin(customer.email)).toBe(false);

    await user.getByRole('button', { name: 'Make Admin' }).click();
    await grant.getByRole('button', { name: 'Yes, make admin' }).click();
    await expectToast(page, toastMessages.adminGranted(customer.email));
    await expect.poll(() => isAdmin(customer.email), { timeout: 20_000 }).toBe(true);
  });

  it('MakeAdmin asks before it removes admin rights', { timeout: 90_000 }, async () => {
    const user = row(customer.email);
    const removeButton = user.getByRole('button', { name: 'Remove Admin' });
    await expect.poll(() => removeButton.isEnabled(), { timeout: 20_000 }).toBe(true);
    await removeButton.click();
    const removal = page.getByRole('dialog', { name: 'Remove admin rights?' });
    await removal.waitFor();
    expect(await removal.innerText()).toContain(customer.email);
    await captureScreen(page, 'tour-remove-admin-dialog');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    await removal.waitFor({ state: 'detached' });
    expect(await isAdmin(customer.email)).toBe(true);

    await removeButton.click();
    await removal.getByRole('button', { name: 'Yes, remove' }).click();
    await expectToast(page, toastMessages.adminRemoved(customer.email));
    await expect.poll(() => isAdmin(customer.email), { timeout: 20_000 }).toBe(false);
  });

  it('the zone editor asks for a percent and says so in its message', { timeout: 90_000 }, async () => {
    await page.goto(`${shopUrl}/dashboard/shippingTax`);
    const zone = page.getByRole('region', { name: zoneDoc.name });
    await zone.waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: `Edit ${zoneDoc.name}` }).click();
    const form = page.getByRole('form', { name: `Edit ${zoneDoc.name}` });
    const rate = form.getByLabel('Tax rate (%)');
    expect(await rate.inputValue()).toBe('10');
    await rate.fill('150');
    await form.getByRole('button', { name: 'Save zone' }).click();
    const message = form.locator('#' + (await rate.getAttribute('aria-describedby'))!.split(' ')[0]);
    await expect.poll(() => message.innerText()).toMatch(/%/);
    const text = await message.innerText();
    // One unit: a percent from 0 to 100, with a percent example and no fraction.
    expect(text).toContain('100');
    expect(text).not.toMatch(/0\.0825|from 0 to 1\b/);
    await captureScreen(page, 'tour-zone-editor-percent');
    await page.setViewportSize({ width: 1280, height: 900 });
    // Three decimals of a percent are more than the rate keeps.
    await rate.fill('8.255');
    await form.getByRole('button', { name: 'Save zone' }).click();
    await expect.poll(() => message.innerText()).toMatch(/%/);
    await rate.fill('8.25');
    await form.getByRole('button', { name: 'Save zone' }).click();
    await expectToast(page, 'Zone saved');
    await expect
      .poll(async () => (await db.doc(`${collections.shippingZones}/${zoneId}`).get()).get('taxRate'), {
        timeout: 20_000,
      })
      .toBe(0.0825);
    await zone.getByText('Tax 8.25% on goods').waitFor({ timeout: 20_000 });
  });
});

describe('product cards', () => {
  it('cut a long description at a word, with an ellipsis, within 200 characters', { timeout: 90_000 }, async () => {
    await openSearchUntilFound(page, shopUrl, brushes.name);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: brushes.name }) });
    const shown = (await card.getByText(/^Carbon brushes of the staff tour/).innerText()).trim();
    expect(shown.length).toBeLessThanOrEqual(200);
    expect(shown).toMatch(/(…|\.\.\.)$/);
    const kept = shown.replace(/(…|\.\.\.)$/, '');
    // Whole words only: what is kept is the description up to a space.
    expect(description.startsWith(kept)).toBe(true);
    expect(description[kept.length]).toMatch(/\s/);
    await captureScreen(page, 'tour-card-description');
  });
});
