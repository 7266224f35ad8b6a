// POST /api/returns/{id}/reject (admin): why the return is refused; the customer reads it.
import { z } from 'zod';
import { returnMessages as r } from './returns-messages';
import { returnTextField } from './return-request-schema';

export const returnRejectSchema = z.strictObject({ reason: returnTextField(r.rejectReasonRequired) });
export type ReturnRejectInput = z.input<typeof returnRejectSchema>;
