import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { PRODUCT_STOCK_MAX } from '../limits';
import { optionalText, readingNumericText, wholeNumber } from '../fields';

/** Why an admin changed a product's stock; `other` needs a note saying what happened. */
export const STOCK_REASONS = ['received', 'damaged', 'count correction', 'other'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const stockReasonLabels: Record<StockReason, string> = {
  received: 'Received',
  damaged: 'Damaged',
  'count correction': 'Count correction',
  other: 'Other',
};

/** The stock-adjustment dialog, and POST /product/{id}/stock through stockAdjustmentRequestSchema. */
export const stockAdjustmentSchema = z
  .strictObject({
    delta: wholeNumber(m.stockDeltaRequired, m.stockDeltaInvalid)
      .min(-PRODUCT_STOCK_MAX, m.stockDeltaInvalid)
      .max(PRODUCT_STOCK_MAX, m.stockDeltaInvalid)
      .refine((delta) => delta !== 0, m.stockDeltaInvalid),
    reason: z.enum(STOCK_REASONS, { error: m.stockReasonInvalid }),
    note: optionalText.optional(),
  })
  .refine((input) => input.reason !== 'other' || (input.note ?? '') !== '', {
    path: ['note'],
    message: m.stockNoteRequired,
  });
export type StockAdjustmentInput = z.infer<typeof stockAdjustmentSchema>;

/** POST /product/{id}/stock: the dialog's fields, `delta` also as text. */
export const stockAdjustmentRequestSchema = readingNumericText(stockAdjustmentSchema, ['delta']);
