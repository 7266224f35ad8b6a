// Steps on the admin's Manage All Order screen.
import type { Page } from 'playwright-core';

/** Searches the orders by an order number, a customer's email or a product. */
export async function searchOrdersOf(page: Page, term: string): Promise<void> {
  const search = page.getByRole('search', { name: 'Search orders' });
  await search.getByLabel('Order number, customer email or product').fill(term);
  await search.getByRole('button', { name: 'Search' }).click();
}
