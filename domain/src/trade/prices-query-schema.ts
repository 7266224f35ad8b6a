// GET /api/prices?ids=a,b,c: the caller's price of each product, a page's worth at a time (a grid shows 24).
import { z } from 'zod';
import { DOC_ID_PATTERN } from '../fields';

export const PRICES_MAX_IDS = 48;
export const pricesMessages = {
  idsInvalid: `ids must be 1 to ${PRICES_MAX_IDS} product ids, separated by commas`,
} as const;

export const pricesQuerySchema = z.strictObject({
  ids: z
    .string({ error: pricesMessages.idsInvalid })
    .transform((ids) => [...new Set(ids.split(','))])
    .refine(
      (ids) => ids.length <= PRICES_MAX_IDS && ids.every((id) => DOC_ID_PATTERN.test(id)),
      pricesMessages.idsInvalid,
    ),
});
export type PricesQuery = z.output<typeof pricesQuerySchema>;

/** GET /api/prices: in dollars, the caller's price (their company's, or the list price) and the list price. */
export interface PricesAnswer {
  prices: Record<string, { price: number; listPrice: number }>;
}
