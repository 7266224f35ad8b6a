import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { productFieldsSchema } from './product-schema';
import { readingNumericText } from '../fields';

// Every Add Product field is editable, each judged by the same rule and message as when the product was added,
// except the stock count: it changes only through stock adjustments, which record who changed it and why.
const { available: _stockCount, ...editableFields } = productFieldsSchema.shape;

/**
 * The edit form, and PATCH /product/{id} through productEditRequestSchema: any of the editable fields; the optional
 * rules (pack size, maximum), the SKU, the category and the serial pattern may also be null, which removes them (an empty
 * `priceBreaks`, `fits` or `specs` removes those).
 */
export const productEditSchema = z.strictObject(editableFields).partial().extend({
  increment: editableFields.increment.nullable(),
  maximum: editableFields.maximum.nullable(),
  sku: editableFields.sku.nullable(),
  category: editableFields.category.nullable(),
  serialPattern: editableFields.serialPattern.nullable(),
  warrantyMonths: editableFields.warrantyMonths.nullable(),
});
export type ProductEditInput = z.infer<typeof productEditSchema>;

/**
 * PATCH /product/{id}: at least one editable field (numbers also as text); `available` is refused with a message
 * pointing at stock adjustments. The edited product as a whole is then judged by productSchema (edit-product.ts),
 * so rules that tie fields together hold after an edit too.
 */
export const productEditRequestSchema = readingNumericText(
  productEditSchema
    .extend({ available: z.never({ error: m.availableByAdjustmentOnly }).optional() })
    .refine((patch) => Object.keys(patch).length > 0, {
      message: m.nothingToChange,
      // Only a body with nothing else wrong is empty: unknown fields get their own message.
      when: (payload) => payload.issues.length === 0,
    }),
  ['price', 'minimum', 'increment', 'maximum', 'warrantyMonths'],
);
