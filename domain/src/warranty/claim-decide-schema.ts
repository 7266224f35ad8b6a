// POST /claims/{id}/decide (admin): the one decision on a claim, with what it needs: repair -> instructions,
// parts -> the fitting parts to send (one of each), reject -> a reason; replace needs nothing.
import { z } from 'zod';
import { docIdField } from '../fields';
import { claimMessages as m } from './claim-messages';
import { claimTextField } from './claim-schema';

export const CLAIM_PARTS_MAX = 20;

export const claimDecideSchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('repair'), instructions: claimTextField(m.instructionsRequired) }),
    z.strictObject({ decision: z.literal('replace') }),
    z.strictObject({
      decision: z.literal('parts'),
      parts: z
        .array(docIdField, { error: m.partsRequired })
        .min(1, m.partsRequired)
        .max(CLAIM_PARTS_MAX, m.partsTooMany)
        .refine((parts) => new Set(parts).size === parts.length, m.partDuplicated),
    }),
    z.strictObject({ decision: z.literal('reject'), reason: claimTextField(m.reasonRequired) }),
  ],
  { error: m.decisionInvalid },
);
export type ClaimDecideInput = z.input<typeof claimDecideSchema>;
