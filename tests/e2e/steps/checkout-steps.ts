// The checkout's steps as a customer takes them, shared by the desktop and phone journeys: sign in where the
// checkout sends a visitor, a new address, Place order, the test card on the payment page, the order read back.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { collections, toastMessages, type OrderDoc } from '@toolshop/domain';
import { shopUrl } from '../../support/emulators';
import { testAdmin } from '../../support/admin';
import { signInThroughLoginPage } from '../../support/journeys';
import { press, type Press } from './phone-steps';

/** On /login, where the checkout sends a visitor: signs in and waits for the checkout to come back. */
export async function signInAtCheckout(page: Page, account: { email: string; password: string }): Promise<void> {
  await signInThroughLoginPage(page, account.email, account.password, /\/checkout$/);
  await page.getByRole('heading', { name: 'Checkout' }).waitFor({ timeout: 20_000 });
}

/** A visitor opens /checkout, is sent to sign in, and comes back to their cart's `line` on the checkout. */
export async function openCheckoutSignedIn(page: Page, account: { email: string; password: string }, line: string) {
  await page.goto(`${shopUrl}/checkout`);
  await signInAtCheckout(page, account);
  await page.getByText(line).waitFor({ timeout: 20_000 });
}

export interface NewAddress {
  recipient: string;
  street: string;
  city: string;
  postalCode: string;
  mobile: string;
  /** By its name in the select; without it the form keeps its default (the United States). */
  country?: string;
  /** The checkout offers saved addresses first: pick "A new address" before filling. */
  pickNew?: boolean;
}

/** On /checkout: fills the new address form. */
export async function fillNewAddress(page: Page, address: NewAddress): Promise<void> {
  if (address.pickNew) await page.getByRole('radio', { name: 'A new address' }).check();
  await page.getByLabel('Recipient name').fill(address.recipient);
  await page.getByLabel('Street address').fill(address.street);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('Postal code').fill(address.postalCode);
  if (address.country) {
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: address.country, exact: true }).click();
  }
  await page.getByLabel('Mobile').fill(address.mobile);
}

/** Presses Place order and waits for the payment page; returns the new order's id (the page's last segment). */
export async function placeOrder(page: Page, how: Press): Promise<string> {
  await press(page.getByRole('button', { name: 'Place order' }), how);
  await page.waitForURL(/\/payment\/[^/]+$/, { timeout: 30_000 });
  return page.url().split('/').pop()!;
}

/** The order as Firestore holds it. */
export async function readOrder(orderId: string): Promise<OrderDoc> {
  return (await testAdmin().db.doc(`${collections.orders}/${orderId}`).get()).data() as OrderDoc;
}

/** The order's status, for polling: the webhook marks it paid a moment after the page says so. */
export const orderStatus = async (orderId: string) => (await readOrder(orderId)).status;

/** On /payment/{id}: pays with the test gateway's card and waits for the success toast. */
export async function payWithTestCard(page: Page, how: Press = 'click'): Promise<void> {
  await page.getByLabel(/card number/i).fill('4242 4242 4242 4242');
  await page
    .getByLabel(/expir|MM/i)
    .first()
    .fill('12 / 34');
  await page.getByLabel(/cvc/i).fill('123');
  await press(page.getByRole('button', { name: 'Pay', exact: true }), how);
  await page.getByText(toastMessages.paymentSucceeded).first().waitFor({ timeout: 30_000 });
}

/** Waits until the order is paid (status pending: paid, not yet shipped). */
export async function expectOrderPaid(orderId: string): Promise<void> {
  await expect.poll(() => orderStatus(orderId), { timeout: 20_000 }).toBe('pending');
}
