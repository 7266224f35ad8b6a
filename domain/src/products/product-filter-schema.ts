// Manage Product's search: a name or SKU (any part of it, in any case), a category and a stock level. The screen
// filters the catalogue it already reads live; the form checks its fields with this schema.
import { z } from 'zod';

export const stockLevels = ['in', 'low', 'out'] as const;
export type StockLevel = (typeof stockLevels)[number];

export const stockLevelLabels: Record<StockLevel, string> = {
  in: 'In stock',
  low: 'Low stock',
  out: 'Out of stock',
};

export const productFilterMessages = { searchTooLong: 'The search is too long' } as const;

/** Longer than any product name (120) or SKU (40). */
const PRODUCT_SEARCH_MAX_LENGTH = 200;

export const productFilterSchema = z.strictObject({
  q: z.string().trim().max(PRODUCT_SEARCH_MAX_LENGTH, productFilterMessages.searchTooLong),
  /** A category's slug; empty: every category. */
  category: z.string(),
  /** Empty: any stock level. */
  stock: z.union([z.enum(stockLevels), z.literal('')]),
});
export type ProductFilter = z.infer<typeof productFilterSchema>;

export const NO_PRODUCT_FILTER: ProductFilter = { q: '', category: '', stock: '' };
