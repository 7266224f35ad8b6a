// My Profile's address book in the browser, one customer: add two addresses (the first becomes the
// default, kept with its mobile number), edit one, choose the other as the default, delete the default (the one
// left takes it over), each step read back from GET /api/addresses; then at 390 px an address added and made the default on the phone layout.
// Captured at 390 and 1280 px and checked by axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AddressBookEntry } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { captureScreen, expectToast, signInThroughLoginPage } from '../support/journeys';

let browser: Browser;
let page: Page;
let customer: TestAccount;

beforeAll(async () => {
  customer = await createAccount({ name: 'Address Book Customer' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${shopUrl}/dashboard/myProfile`, { waitUntil: 'domcontentloaded' });
  // The guard sends a visitor to /login once the sign-in state is known (slow on a cold, busy machine).
  await page.getByLabel('Email').waitFor({ timeout: 60_000 });
  await signInThroughLoginPage(page, customer.email, customer.password, /\/dashboard\/myProfile$/);
  await page.getByRole('heading', { name: 'Address book' }).waitFor({ timeout: 20_000 });
});
afterAll(async () => {
  await browser?.close();
});

const book = async (): Promise<AddressBookEntry[]> =>
  (await api('GET', '/addresses', { token: customer.token })).body.items;
const section = () => page.getByRole('region', { name: 'Address book' });
const entry = (name: string) => section().getByRole('listitem', { name, exact: true });

interface Typed {
  name: string;
  company?: string;
  line1: string;
  city: string;
  postalCode: string;
  country: string;
  mobile?: string;
}

/** Fills the open address dialog (every field cleared first, as an edit starts from the entry) and saves it. */
async function fillAndSave(title: string, address: Typed) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByLabel('Recipient name').fill(address.name);
  await dialog.getByLabel('Company (optional)').fill(address.company ?? '');
  await dialog.getByLabel('Street address').fill(address.line1);
  await dialog.getByLabel('City').fill(address.city);
  await dialog.getByLabel('Postal code').fill(address.postalCode);
  await dialog.getByLabel('Mobile (optional)').fill(address.mobile ?? '');
  await dialog.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: address.country, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Address saved');
  await dialog.waitFor({ state: 'hidden' });
}

const home: Typed = {
  name: 'Hana Home',
  company: 'Home Works Ltd',
  line1: '12 Workshop Lane',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'United Kingdom',
  mobile: '+44 113 496 0000',
};
const depot: Typed = {
  name: 'Dieter Depot',
  line1: 'Werkstraße 7',
  city: 'Berlin',
  postalCode: '10115',
  country: 'Germany',
};

describe('the address book on My Profile', () => {
  it('adds two addresses: the first saved is the default', async () => {
    await section().getByText('No saved addresses yet.').waitFor();
    await section().getByRole('button', { name: 'Add address' }).click();
    await fillAndSave('Add an address', home);
    await entry(home.name).getByText('Default', { exact: true }).waitFor();
    await section().getByRole('button', { name: 'Add address' }).click();
    await fillAndSave('Add an address', depot);
    await entry(depot.name).waitFor();
    expect(await entry(depot.name).textContent()).toContain('Werkstraße 7, Berlin, 10115, Germany');
    expect(await entry(depot.name).getByText('Default', { exact: true }).count()).toBe(0);
    expect(await entry(home.name).textContent()).toContain(
      'Hana Home, Home Works Ltd, 12 Workshop Lane, Leeds, LS1 4AP, United Kingdom',
    );
    await entry(home.name).getByText(`Mobile: ${home.mobile}`).waitFor();
    const [saved, other] = await book();
    expect(saved).toMatchObject({ name: home.name, company: home.company, country: 'GB', isDefault: true });
    expect(saved?.mobile).toBe(home.mobile);
    expect(other).toMatchObject({ name: depot.name, line1: depot.line1, country: 'DE', isDefault: false });
    expect(other).not.toHaveProperty('mobile');
    await captureScreen(page, 'address-book');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('edits an address in its dialog, which opens with the saved fields', async () => {
    await entry(depot.name).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit address' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Street address').inputValue()).toBe(depot.line1);
    expect(await dialog.getByLabel('Postal code').inputValue()).toBe(depot.postalCode);
    const moved = { ...depot, line1: 'Hafenweg 3', city: 'Hamburg', postalCode: '20457', mobile: '+49 40 1234567' };
    await fillAndSave('Edit address', moved);
    await section().getByText('Hafenweg 3, Hamburg, 20457, Germany').waitFor();
    const [first, second] = await book();
    expect(first).toMatchObject({ name: home.name, mobile: home.mobile, isDefault: true });
    expect(second).toMatchObject({
      name: depot.name,
      line1: 'Hafenweg 3',
      city: 'Hamburg',
      mobile: moved.mobile,
      isDefault: false,
    });
    // The dialog opens with the mobile number kept.
    await entry(home.name).getByRole('button', { name: 'Edit' }).click();
    expect(await dialog.getByLabel('Mobile (optional)').inputValue()).toBe(home.mobile);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('makes the other address the default: the chip moves and the server holds exactly one default', async () => {
    await entry(depot.name).getByRole('button', { name: 'Make default' }).click();
    await expectToast(page, 'Default address changed');
    await entry(depot.name).getByText('Default', { exact: true }).waitFor();
    await entry(home.name).getByRole('button', { name: 'Make default' }).waitFor();
    expect(await entry(depot.name).getByRole('button', { name: 'Make default' }).count()).toBe(0);
    expect((await book()).map((saved) => [saved.name, saved.isDefault])).toEqual([
      [home.name, false],
      [depot.name, true],
    ]);
  });

  it('deletes the default after confirming; the address left becomes the default', async () => {
    await entry(depot.name).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await confirm.getByText('Hafenweg 3, Hamburg, 20457, Germany').waitFor();
    // Answering No keeps it.
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await book()).toHaveLength(2);
    await entry(depot.name).getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Address deleted');
    await entry(depot.name).waitFor({ state: 'detached' });
    await entry(home.name).getByText('Default', { exact: true }).waitFor();
    expect(await book()).toEqual([expect.objectContaining({ name: home.name, isDefault: true })]);
  });

  it('at 390 px adds an address and makes it the default', async () => {
    await page.setViewportSize({ width: 390, height: 900 });
    await section().getByRole('button', { name: 'Add address' }).click();
    const workshop: Typed = {
      name: 'Wanda Workshop',
      line1: '400 Main Street',
      city: 'Springfield',
      postalCode: '62701',
      country: 'United States',
    };
    await fillAndSave('Add an address', workshop);
    await entry(workshop.name).getByRole('button', { name: 'Make default' }).click();
    await expectToast(page, 'Default address changed');
    await entry(workshop.name).getByText('Default', { exact: true }).waitFor();
    expect((await book()).map((saved) => [saved.name, saved.country, saved.isDefault])).toEqual([
      [home.name, 'GB', false],
      [workshop.name, 'US', true],
    ]);
  });
});
