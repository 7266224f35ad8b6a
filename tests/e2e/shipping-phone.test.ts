// Shipping, tax and invoices on a phone: the journey of shipping.test.ts run in a 390 x 844 viewport
// (touch, mobile layout) from start to end, not only captured at 390. A customer in Germany checks out with
// Express, sees goods, shipping and Germany's 19% tax before paying, pays with the test card, and downloads the
// invoice (a PDF); the order in Firestore carries the same figures.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount, type TestAccount } from '../support/accounts';
import { seedCart, seedEuZone, seedProduct } from './steps/shop-seed';
import {
  expectOrderPaid,
  fillNewAddress,
  payWithTestCard,
  placeOrder,
  readOrder,
  openCheckoutSignedIn,
} from './steps/checkout-steps';
import { chooseExpressToGermany, expressOrderFigures, taxAddress } from './steps/shipping-steps';
import { closePhone, expectPhoneMenu, openPhone, pageWidth, type PhoneSession } from './steps/phone-steps';

const run = randomUUID().slice(0, 6);
const saw = { id: `ship-phone-saw-${run}`, name: `Phone Saw ${run}`, priceCents: 12_000, available: 50, minimum: 1 };

let phone: PhoneSession;
let page: Page;
let customer: TestAccount;

beforeAll(async () => {
  await Promise.all([seedProduct(saw, `A product of the phone shipping journey ${run}.`), seedEuZone()]);
  customer = await createAccount({ name: 'Phone Tax Customer' });
  await seedCart(customer.uid, [{ productId: saw.id, quantity: 1 }]);
  phone = await openPhone({ deviceScaleFactor: 2, acceptDownloads: true });
  page = phone.page;
});

afterAll(() => closePhone(phone));

describe('shipping and tax on a phone (390 px)', () => {
  it(
    "a customer in Germany picks Express, sees goods, shipping and Germany's 19% tax, pays and downloads the invoice",
    { timeout: 110_000 },
    async () => {
      await openCheckoutSignedIn(page, customer, `1 × ${saw.name}`);
      await expectPhoneMenu(page, ['Cart (1)', 'Dashboard']);

      await fillNewAddress(page, taxAddress('Germany', 'Berlin'));
      await chooseExpressToGermany(page);
      await page.locator('[data-amount="Tax (19%)"]').scrollIntoViewIfNeeded();
      expect(await page.locator('[data-amount="Tax (19%)"]').isVisible()).toBe(true);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);

      // Place order and Pay are clicked here as they always were: the tap is the invoice's download below.
      const orderId = await placeOrder(page, 'click');
      const order = await readOrder(orderId);
      expect(order).toMatchObject(expressOrderFigures);
      expect(order.shippingMethod?.id).toBe('express');
      expect(order.shippingAddress).toMatchObject({ country: 'DE', city: 'Berlin' });
      await page.getByText('$30.39').first().waitFor();

      await payWithTestCard(page, 'click');
      await expectOrderPaid(orderId);

      const download = page.getByRole('button', { name: /^Download invoice INV-\d{4}-\d{6}$/ });
      await download.waitFor({ timeout: 30_000 });
      await download.scrollIntoViewIfNeeded();
      const [file] = await Promise.all([page.waitForEvent('download'), download.tap()]);
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = readFileSync((await file.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    },
  );
});
