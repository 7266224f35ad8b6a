// POST /api/returns/{id}/approve (admin): where and how to send the parcel.
import { z } from 'zod';
import { returnMessages as r } from './returns-messages';
import { returnTextField } from './return-request-schema';

export const returnApproveSchema = z.strictObject({ instructions: returnTextField(r.instructionsRequired) });
export type ReturnApproveInput = z.input<typeof returnApproveSchema>;
