// A product's catalogue fields beside SPEC's: its part number, its category, its specs, the tools it fits
// and whether the home page features it. All optional, so a SPEC body without them still adds a product.
import { z } from 'zod';
import { catalogueMessages as m } from './catalogue-messages';
import { DOC_ID_PATTERN } from '../fields';

export const SKU_PATTERN = /^[A-Za-z0-9-]{3,40}$/;
/** Products the home page may feature at once. */
export const MAX_FEATURED = 12;
/** Tools one part may fit. */
export const MAX_FITS = 50;

/** SKUs are unique without regard to case: "dr-18v-01" and "DR-18V-01" are the same part number. */
export const skuKey = (sku: string) => sku.toLowerCase();

export const skuField = z.string({ error: m.skuInvalid }).trim().regex(SKU_PATTERN, m.skuInvalid);

export const fitsField = z
  .array(z.string({ error: m.fitsInvalid }).regex(DOC_ID_PATTERN, m.fitsInvalid), { error: m.fitsInvalid })
  .max(MAX_FITS, m.fitsTooMany(MAX_FITS))
  .refine((ids) => new Set(ids).size === ids.length, m.fitsDuplicate);

export const featuredField = z.boolean({ error: m.featuredInvalid });
