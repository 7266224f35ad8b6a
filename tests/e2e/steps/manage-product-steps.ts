// Manage Product's search as an admin uses it: the name or SKU typed, then Search.
import type { Page } from 'playwright-core';

export async function searchProducts(page: Page, nameOrSku: string): Promise<void> {
  const search = page.getByRole('search', { name: 'Search products' });
  await search.getByLabel('Name or SKU').fill(nameOrSku, { timeout: 20_000 });
  await search.getByRole('button', { name: 'Search' }).click();
}
