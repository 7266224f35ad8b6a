// The purchase page's form as a customer fills it (/purchase/{id}, "Order Now"): where it ships (a new address when
// the address book offers none chosen, else the book's default as it comes), the mobile number and the quantity.
import type { Page } from 'playwright-core';

export interface PurchaseForm {
  quantity: number | string;
  mobile?: string;
  /** A new address's street; the rest is a fixed address in the United States (the home zone). */
  street?: string;
}

/** Fills the form, a new US address only where "A new address" is the choice (a fresh account's). */
export async function fillPurchaseForm(page: Page, form: PurchaseForm): Promise<void> {
  const newAddress = page.getByRole('radio', { name: 'A new address' });
  await newAddress.waitFor({ timeout: 20_000 });
  if (await newAddress.isChecked()) {
    await page.getByLabel('Recipient name').fill('Sam Buyer');
    await page.getByLabel('Street address').fill(form.street ?? '12 Workshop Lane');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('Postal code').fill('62701');
  }
  await page.getByLabel('Mobile').fill(form.mobile ?? '+1 555 0100');
  await page.getByLabel('Quantity').fill(String(form.quantity));
}
