// POST /api/returns/{id}/refund (admin): which received pieces are refunded, and whether the order's shipping is
// (only when the reason is the shop's fault). No lines with shipping alone is allowed; nothing at all is not.
import { z } from 'zod';
import { docIdField } from '../fields';
import { returnMessages as r } from './returns-messages';
import { RETURN_LINES_MAX } from './return-reasons';
import { returnQuantityField } from './return-request-schema';

export const returnRefundSchema = z
  .strictObject({
    lines: z
      .array(z.strictObject({ productId: docIdField, quantity: returnQuantityField }), { error: r.linesRequired })
      .max(RETURN_LINES_MAX, r.linesTooMany)
      .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, r.lineDuplicated),
    shipping: z.boolean({ error: r.shippingInvalid }).optional(),
  })
  .refine((input) => input.lines.length > 0 || input.shipping === true, {
    path: ['lines'],
    message: r.nothingToRefund,
  });
export type ReturnRefundInput = z.input<typeof returnRefundSchema>;
