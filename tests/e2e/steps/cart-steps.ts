// The cart journey's steps, shared by the desktop and phone journeys: fill a cart from product pages,
// step a pack product up, check out to the workshop address, find the order of three lines in My Orders.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { collections, type OrderDoc } from '@toolshop/domain';
import { shopUrl } from '../../support/emulators';
import { testAdmin } from '../../support/admin';
import { readOrder, type NewAddress } from './checkout-steps';
import { press, type Press } from './phone-steps';

/**
 * The cart journey's three products: a drill, blades sold in packs of ten from ten, and a battery. `tag` keeps one
 * file's products apart from another's, and `run` (new each time) one run's from the run before.
 */
export function cartProducts(tag: { id: string; label: string }) {
  const run = randomUUID().slice(0, 6);
  const product = (kind: string, priceCents: number, available: number, minimum: number) => ({
    id: `${tag.id}-${kind.toLowerCase()}-${run}`,
    name: `${tag.label} ${kind} ${run}`,
    priceCents,
    available,
    minimum,
  });
  return {
    run,
    drill: product('Drill', 4500, 20, 1),
    blades: { ...product('Blades', 300, 200, 10), increment: 10 },
    battery: product('Battery', 6000, 10, 1),
  };
}

export const cartLine = (page: Page, name: string) => page.getByRole('listitem', { name });
export const quantityOf = (page: Page, name: string) =>
  page.getByLabel(`Quantity of ${name}`, { exact: true }).inputValue();

/** From the product's own page, Add to cart, which opens the cart with its line. */
export async function addFromProductPage(page: Page, product: { id: string; name: string }, how: Press) {
  await page.goto(`${shopUrl}/products/${product.id}`);
  const add = page.getByRole('link', { name: `Add to cart: ${product.name}` });
  await add.waitFor({ timeout: 20_000 });
  await press(add, how);
  await page.waitForURL(/\/cart$/);
  await cartLine(page, product.name).waitFor({ timeout: 20_000 });
}

/** On /cart: the blades' stepper moves in packs of ten from their minimum, 10 to 20. */
export async function stepBladesUp(page: Page, bladesName: string, how: Press): Promise<void> {
  expect(await quantityOf(page, bladesName)).toBe('10');
  await press(page.getByRole('button', { name: `More: ${bladesName}` }), how);
  await expect.poll(() => quantityOf(page, bladesName)).toBe('20');
}

/** The new address the cart journeys check out to (a US one: the form's default country). */
export const workshopAddress = (recipient: string): NewAddress => ({
  recipient,
  street: '12 Workshop Lane',
  city: 'Springfield',
  postalCode: '62701',
  mobile: '+1 555 0100',
});

/** Reads the order back: the customer's, with these lines (product id, quantity) in the cart's order. */
export async function readOrderOf(orderId: string, uid: string, lines: [string, number][]): Promise<OrderDoc> {
  const order = await readOrder(orderId);
  expect(order.uid).toBe(uid);
  expect(order.lines?.map((line) => [line.productId, line.quantity])).toEqual(lines);
  return order;
}

/** The order ships to the workshop address, which the checkout also saved to the customer's address book. */
export async function expectWorkshopAddressSaved(order: OrderDoc, uid: string): Promise<void> {
  expect(order.shippingAddress).toMatchObject({ line1: '12 Workshop Lane', postalCode: '62701', country: 'US' });
  const book = await testAdmin().db.doc(`${collections.addressBooks}/${uid}`).get();
  const entries: { line1: string; mobile?: string }[] = book.data()?.entries ?? [];
  // Saved with the mobile number the checkout was given, so the next checkout to it fills it in.
  expect(entries.find((entry) => entry.line1 === '12 Workshop Lane')?.mobile).toBe('+1 555 0100');
}

/** My Orders' row of the order of three lines, summed up by its first two products. */
export async function openOrderOfThree(page: Page, first: string, second: string) {
  await page.goto(`${shopUrl}/dashboard/myOrder`);
  const row = page.getByRole('row').filter({ hasText: `3 lines: ${first}, ${second} and 1 more` });
  await row.waitFor({ timeout: 20_000 });
  return row;
}
