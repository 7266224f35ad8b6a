import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_STOCK_MAX } from '../limits';
import { hasAtMostTwoDecimals } from '../money';
import { imageUrlField, readingNumericText, requiredText, wholeNumber } from './fields';

/** The Add Product form, and POST /product through productRequestSchema. Price is dollars per piece (stored as cents). */
export const productSchema = z.strictObject({
  name: requiredText(m.productNameRequired, 120),
  price: z
    .number({ error: m.priceRequired })
    .positive(m.priceInvalid)
    .max(1_000_000, m.priceInvalid)
    .refine(hasAtMostTwoDecimals, m.priceInvalid),
  available: wholeNumber(m.availableRequired, m.availableInvalid)
    .min(0, m.availableInvalid)
    .max(PRODUCT_STOCK_MAX, m.availableInvalid),
  minimum: wholeNumber(m.minimumRequired, m.minimumInvalid).min(1, m.minimumInvalid).max(1_000_000, m.minimumInvalid),
  description: requiredText(m.descriptionRequired, PRODUCT_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
  picture: imageUrlField(m.pictureRequired),
});
export type ProductInput = z.infer<typeof productSchema>;

/** POST /product: the form's schema; price, available and minimum may also arrive as text. */
export const productRequestSchema = readingNumericText(productSchema, ['price', 'available', 'minimum']);
