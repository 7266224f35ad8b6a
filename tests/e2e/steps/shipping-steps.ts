// Issue 30's quote at the checkout, shared by the desktop and phone shipping journeys: a customer in Germany (the
// EU zone: 20% tax on goods and shipping) sees Standard first, picks Express, and the quote adds up.
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
  // 20% of goods and shipping: (120.00 + 39.95) x 0.2 = 31.99.
  expect(await amountOf(page, 'Tax (20%)')).toBe('$31.99');
  expect(await amountOf(page, 'Total')).toBe('$191.94');
}

/** The order the Express quote placed, as Firestore holds it. */
export const expressOrderFigures = {
  subtotalCents: 12_000,
  shippingCents: 3995,
  taxRate: 0.2,
  taxCents: 3199,
  amountCents: 19_194,
};
