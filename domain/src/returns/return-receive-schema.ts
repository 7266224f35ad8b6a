// POST /api/returns/{id}/receive (admin): per product, what arrived and in what condition. Resellable pieces go back
// to stock; damaged ones do not. Receiving does not refund.
import { z } from 'zod';
import { docIdField } from '../fields';
import { returnMessages as r } from './returns-messages';
import { RETURN_CONDITIONS } from './return-reasons';
import { distinctProductLines, returnQuantityField } from './return-request-schema';

export const returnReceiveSchema = z.strictObject({
  lines: distinctProductLines(
    z.strictObject({
      productId: docIdField,
      quantity: returnQuantityField,
      condition: z.enum(RETURN_CONDITIONS, { error: r.conditionInvalid }),
    }),
  ),
});
export type ReturnReceiveInput = z.input<typeof returnReceiveSchema>;
