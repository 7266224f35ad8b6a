// Which products Manage Product shows for its search (product-filter-schema.ts): the name or the SKU holds the
// words typed, in any case; the category is the one chosen; the stock level is the one chosen.
import { isLowStock } from './stock-adjustment';
import type { ProductFilter, StockLevel } from './product-filter-schema';

interface ListedProduct {
  name: string;
  sku: string | null;
  category: string | null;
  available: number;
  minimum: number;
}

/** Out: none left; low: fewer than the minimum order, so nobody can order it; in: enough for an order. */
export function stockLevelOf(product: { available: number; minimum: number }): StockLevel {
  if (product.available <= 0) return 'out';
  return isLowStock(product) ? 'low' : 'in';
}

export function productsMatching<T extends ListedProduct>(products: readonly T[], filter: ProductFilter): T[] {
  const q = filter.q.trim().toLowerCase();
  return products.filter(
    (product) =>
      (q === '' || product.name.toLowerCase().includes(q) || (product.sku ?? '').toLowerCase().includes(q)) &&
      (filter.category === '' || product.category === filter.category) &&
      (filter.stock === '' || stockLevelOf(product) === filter.stock),
  );
}
