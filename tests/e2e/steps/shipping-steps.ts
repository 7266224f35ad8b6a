// The quote at the checkout, shared by the desktop and phone shipping journeys: a customer in Germany (the
// EU zone, which taxes goods and shipping at 20% but Germany at its own 19%) sees Standard first, picks Express,
// and the quote adds up.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { NewAddress } from './checkout-steps';

/** The tax customer's new address, in `country` (its name in the select). */
export const taxAddress = (country: string, city: string): NewAddress => ({
  pickNew: true,
  recipient: 'Tax Customer',
  street: 'Werkstraße 7',
  city,
  postalCode: '10115',
  country,
  mobile: '+49 30 1234567',
});

export const amountOf = (page: Page, label: string) => page.locator(`[data-amount="${label}"]`).textContent();

/** On /checkout with a German address and one $120.00 saw: Standard, then Express, and the quote's figures. */
export async function chooseExpressToGermany(page: Page): Promise<void> {
  // The cheapest method first: Standard.
  await expect.poll(() => amountOf(page, 'Shipping'), { timeout: 20_000 }).toBe('$19.95');
  await page.getByRole('radio', { name: /Express/ }).check();
  await expect.poll(() => amountOf(page, 'Shipping'), { timeout: 20_000 }).toBe('$39.95');
  expect(await amountOf(page, 'Goods')).toBe('$120.00');
  // Germany's 19% of goods and shipping: (120.00 + 39.95) x 0.19 = 30.3905 -> 30.39.
  expect(await amountOf(page, 'Tax (19%)')).toBe('$30.39');
  expect(await amountOf(page, 'Total')).toBe('$190.34');
}

/** The order the Express quote placed, as Firestore holds it. */
export const expressOrderFigures = {
  subtotalCents: 12_000,
  shippingCents: 3995,
  taxRate: 0.19,
  taxCents: 3039,
  amountCents: 19_034,
};
