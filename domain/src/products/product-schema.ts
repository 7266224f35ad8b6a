import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { MAX_PRICE_BREAKS, PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_STOCK_MAX } from '../limits';
import { dollarsToCents, hasAtMostTwoDecimals } from '../money';
import { imageUrlField, readingNumericText, requiredText, wholeNumber } from '../fields';
import { featuredField, fitsField, skuField } from './catalogue-fields-schema';
import { categorySlugField } from './category-schema';
import { specsField } from './product-specs';
import { serialPatternField, warrantyMonthsField } from '../warranty/warranty-fields';

const MAX_PIECES = 1_000_000;

const priceField = z
  .number({ error: m.priceRequired })
  .positive(m.priceInvalid)
  .max(1_000_000, m.priceInvalid)
  .refine(hasAtMostTwoDecimals, m.priceInvalid);

/** From `minQuantity` pieces on, each costs `price` dollars. */
export const priceBreakSchema = z.strictObject({
  minQuantity: wholeNumber(m.breakQuantityRequired, m.breakQuantityInvalid)
    .min(2, m.breakQuantityInvalid)
    .max(MAX_PIECES, m.breakQuantityInvalid),
  price: priceField,
});
export type PriceBreakInput = z.infer<typeof priceBreakSchema>;

const priceBreaksField = z
  .array(priceBreakSchema, { error: m.priceBreaksInvalid })
  .max(MAX_PRICE_BREAKS, m.priceBreaksTooMany);

/**
 * Every product field, each judged on its own. A partial edit starts from these (a schema with refinements
 * cannot be made partial) and judges the product it would leave with productRulesIssues.
 */
export const productFieldsSchema = z.strictObject({
  name: requiredText(m.productNameRequired, 120),
  price: priceField,
  available: wholeNumber(m.availableRequired, m.availableInvalid)
    .min(0, m.availableInvalid)
    .max(PRODUCT_STOCK_MAX, m.availableInvalid),
  minimum: wholeNumber(m.minimumRequired, m.minimumInvalid).min(1, m.minimumInvalid).max(MAX_PIECES, m.minimumInvalid),
  description: requiredText(m.descriptionRequired, PRODUCT_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
  picture: imageUrlField(m.pictureRequired),
  increment: wholeNumber(m.incrementInvalid, m.incrementInvalid)
    .min(1, m.incrementInvalid)
    .max(MAX_PIECES, m.incrementInvalid)
    .optional(),
  maximum: wholeNumber(m.maximumInvalid, m.maximumInvalid)
    .min(1, m.maximumInvalid)
    .max(MAX_PIECES, m.maximumInvalid)
    .optional(),
  priceBreaks: priceBreaksField.optional(),
  sku: skuField.optional(),
  category: categorySlugField.optional(),
  specs: specsField.optional(),
  fits: fitsField.optional(),
  featured: featuredField.optional(),
  warrantyMonths: warrantyMonthsField.optional(),
  serialPattern: serialPatternField.optional(),
});

type ProductRules = Pick<
  z.infer<typeof productFieldsSchema>,
  'price' | 'minimum' | 'increment' | 'maximum' | 'priceBreaks'
>;

/**
 * The rules between fields, judged together so that a form shows them all at once: a minimum and a maximum that
 * are whole packs (a quantity is always a whole number of packs, so any other bound could never be ordered as
 * written), a maximum at least the minimum; breaks that each start later and cost less than the one before, above
 * the minimum, within the maximum and below the plain price.
 */
export function productRulesIssues(product: ProductRules): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const { maximum, increment } = product;
  // A pack size refused on its own (0, 1.5) has its own message; the bounds are then judged without packs.
  const pack = increment !== undefined && Number.isInteger(increment) && increment >= 1 ? increment : 1;
  if (product.minimum % pack !== 0)
    issues.push({ path: ['minimum'], message: m.minimumNotInPacks(pack, Math.ceil(product.minimum / pack) * pack) });
  if (maximum !== undefined) {
    if (maximum < product.minimum) issues.push({ path: ['maximum'], message: m.maximumBelowMinimum });
    else if (maximum % pack !== 0)
      issues.push({ path: ['maximum'], message: m.maximumNotInPacks(pack, wholePacksAtMost(maximum, pack)) });
  }
  const priceCents = dollarsToCents(product.price);
  const breaks = product.priceBreaks ?? [];
  breaks.forEach((priceBreak, index) => {
    const before = breaks[index - 1];
    if (before && priceBreak.minQuantity <= before.minQuantity)
      issues.push({ path: ['priceBreaks', index, 'minQuantity'], message: m.breakQuantityNotIncreasing });
    else if (priceBreak.minQuantity <= product.minimum)
      issues.push({ path: ['priceBreaks', index, 'minQuantity'], message: m.breakQuantityNotAboveMinimum });
    else if (maximum !== undefined && priceBreak.minQuantity > maximum)
      issues.push({ path: ['priceBreaks', index, 'minQuantity'], message: m.breakQuantityAboveMaximum });
    if (before && dollarsToCents(priceBreak.price) >= dollarsToCents(before.price))
      issues.push({ path: ['priceBreaks', index, 'price'], message: m.breakPriceNotDecreasing });
    else if (dollarsToCents(priceBreak.price) >= priceCents)
      issues.push({ path: ['priceBreaks', index, 'price'], message: m.breakPriceNotBelowPrice });
  });
  return issues;
}

/** The largest whole number of packs up to `quantity`, or one pack when not even one fits. */
function wholePacksAtMost(quantity: number, pack: number): number {
  return Math.max(1, Math.floor(quantity / pack)) * pack;
}

/** The Add Product form, and POST /product through productRequestSchema. Prices are dollars per piece (stored as cents). */
export const productSchema = productFieldsSchema.superRefine((product, ctx) => {
  for (const issue of productRulesIssues(product)) ctx.addIssue({ code: 'custom', ...issue });
});
export type ProductInput = z.infer<typeof productSchema>;

/** POST /product: the form's schema; the numbers may also arrive as text, as the old site's inputs sent them. */
export const productRequestSchema = readingNumericText(productSchema, [
  'price',
  'available',
  'minimum',
  'increment',
  'maximum',
  'warrantyMonths',
]);
