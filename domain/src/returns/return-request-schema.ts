// POST /api/returns and the "Request a return" form: which lines of a shipped order come back, how many, why.
import { z } from 'zod';
import { docIdField, imageUrlField } from '../fields';
import { returnMessages as r } from './returns-messages';
import { RETURN_LINES_MAX, RETURN_PHOTOS_MAX, RETURN_REASONS, RETURN_TEXT_MAX } from './return-reasons';

export const returnQuantityField = z
  .number({ error: r.quantityInvalid })
  .int(r.quantityInvalid)
  .min(1, r.quantityInvalid)
  .max(100_000, r.quantityInvalid);

/** Lines naming each product once: a return's, a receipt's or a refund's. */
export function distinctProductLines<T extends z.ZodType<{ productId: string }>>(line: T) {
  return z
    .array(line, { error: r.linesRequired })
    .min(1, r.linesRequired)
    .max(RETURN_LINES_MAX, r.linesTooMany)
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, r.lineDuplicated);
}

export const returnTextField = (requiredMessage?: string) => {
  const text = z
    .string({ error: requiredMessage ?? r.commentTooLong })
    .trim()
    .max(RETURN_TEXT_MAX, r.commentTooLong);
  return requiredMessage ? text.min(1, requiredMessage) : text;
};

export const returnRequestSchema = z.strictObject({
  orderId: docIdField,
  lines: distinctProductLines(z.strictObject({ productId: docIdField, quantity: returnQuantityField })),
  reason: z.enum(RETURN_REASONS, { error: r.reasonInvalid }),
  comment: returnTextField().optional(),
  photos: z
    .array(imageUrlField(r.photoInvalid), { error: r.photoInvalid })
    .max(RETURN_PHOTOS_MAX, r.photosTooMany)
    .optional(),
});
export type ReturnRequest = z.output<typeof returnRequestSchema>;
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;
