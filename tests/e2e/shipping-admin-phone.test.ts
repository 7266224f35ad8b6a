// The admin journey of shipping.test.ts on a phone (390 x 844, touch, mobile layout): an admin with a saw in
// the cart sees the quote for a zone of this file alone (Iceland, 10% tax, Standard $25.00), reaches "Shipping & tax"
// through the header's folded menu and the dashboard's drawer, makes the zone 25% with Standard at $30.00, saves and
// sees the toast; Firestore holds the new zone and the next quote at the checkout shows the new figures.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collections, type ShippingZoneDoc } from '@toolshop/domain';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { seedCart, seedProduct } from './steps/shop-seed';
import { fillNewAddress, openCheckoutSignedIn } from './steps/checkout-steps';
import { amountOf, taxAddress } from './steps/shipping-steps';
import { closePhone, openPhone, pageWidth, press, type PhoneSession } from './steps/phone-steps';

const run = randomUUID().slice(0, 6);
const saw = {
  id: `ship-admin-phone-saw-${run}`,
  name: `Admin Phone Saw ${run}`,
  priceCents: 12_000,
  available: 50,
  minimum: 1,
};

// A zone of this file alone: Iceland at 10%, Standard at $25.00, until the admin makes it 25% and $30.00.
const zoneId = `e2e-phone-${run}`;
const zoneDoc: ShippingZoneDoc = {
  name: `Iceland phone ${run}`,
  countries: ['IS'],
  taxRate: 0.1,
  taxShipping: false,
  methods: [{ id: 'standard', name: 'Standard', priceCents: 2500 }],
};

const { db } = testAdmin();
let phone: PhoneSession;
let page: Page;
let admin: TestAccount;

/** On /checkout with one $120.00 saw: an address in Iceland, and the quote's shipping, tax and total. */
async function expectIcelandQuote(shipping: string, taxLabel: string, tax: string, total: string): Promise<void> {
  await fillNewAddress(page, taxAddress('Iceland', 'Reykjavik'));
  await expect.poll(() => amountOf(page, taxLabel), { timeout: 20_000 }).toBe(tax);
  expect(await amountOf(page, 'Goods')).toBe('$120.00');
  expect(await amountOf(page, 'Shipping')).toBe(shipping);
  expect(await amountOf(page, 'Total')).toBe(total);
}

beforeAll(async () => {
  await Promise.all([
    seedProduct(saw, `A product of the phone admin shipping journey ${run}.`),
    db.doc(`${collections.shippingZones}/${zoneId}`).set(zoneDoc),
  ]);
  admin = await createAccount({ admin: true, name: 'Phone Tax Admin' });
  await seedCart(admin.uid, [{ productId: saw.id, quantity: 1 }]);
  phone = await openPhone();
  page = phone.page;
});

afterAll(async () => {
  await closePhone(phone);
  await db.doc(`${collections.shippingZones}/${zoneId}`).delete();
});

describe('shipping and tax admin on a phone (390 px)', () => {
  it('an admin edits a zone on "Shipping & tax" and the next quote changes', { timeout: 180_000 }, async () => {
    await openCheckoutSignedIn(page, admin, `1 × ${saw.name}`);
    // 10% of the goods only: 120.00 x 0.1 = 12.00; 120.00 + 25.00 + 12.00 = 157.00.
    await expectIcelandQuote('$25.00', 'Tax (10%)', '$12.00', '$157.00');

    // The admin screens on a phone: the header's folded menu, then the dashboard's drawer.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await press(page.getByRole('button', { name: 'Open menu' }), 'tap');
    await press(page.getByRole('menuitem', { name: 'Dashboard' }), 'tap');
    await page.waitForURL(/\/dashboard/, { timeout: 20_000 });
    await press(page.getByRole('button', { name: 'Dashboard menu' }), 'tap');
    const drawer = page.getByRole('presentation').getByRole('navigation', { name: 'Dashboard menu' });
    await press(drawer.getByRole('link', { name: 'Shipping & tax' }), 'tap');
    await page.waitForURL(/\/dashboard\/shippingTax$/, { timeout: 20_000 });
    await drawer.waitFor({ state: 'hidden' });

    const zone = page.getByRole('region', { name: zoneDoc.name });
    await zone.waitFor({ timeout: 20_000 });
    expect(await zone.getByText('Tax 10% on goods').isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await press(page.getByRole('button', { name: `Edit ${zoneDoc.name}` }), 'tap');
    const form = page.getByRole('form', { name: `Edit ${zoneDoc.name}` });
    await form.getByLabel('Tax rate (%)').fill('25');
    await form
      .getByLabel(/^Price/)
      .first()
      .fill('30');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await press(form.getByRole('button', { name: 'Save zone' }), 'tap');
    await page.getByText('Zone saved').first().waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await db.doc(`${collections.shippingZones}/${zoneId}`).get()).data(), { timeout: 20_000 })
      .toMatchObject({ taxRate: 0.25, taxShipping: false, methods: [{ id: 'standard', priceCents: 3000 }] });
    await zone.getByText('Tax 25% on goods').waitFor({ timeout: 20_000 });
    await zone.getByText('Standard: $30.00').waitFor();

    // The next quote: 120.00 x 0.25 = 30.00; 120.00 + 30.00 + 30.00 = 180.00.
    await page.goto(`${shopUrl}/checkout`);
    await page.getByText(`1 × ${saw.name}`).waitFor({ timeout: 20_000 });
    await expectIcelandQuote('$30.00', 'Tax (25%)', '$30.00', '$180.00');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});
