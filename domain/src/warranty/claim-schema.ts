// POST /claims and the "Make a warranty claim" dialog: which registered tool, what is wrong, when it happened, photos.
import { z } from 'zod';
import { imageUrlField } from '../fields';
import { claimMessages as m } from './claim-messages';
import { pastDayField } from './past-day-field';
import { SERIAL_PATTERN } from './serials-field';

export const CLAIM_PHOTOS_MAX = 6;
export const CLAIM_TEXT_MAX = 1000;

export const claimTextField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(CLAIM_TEXT_MAX, m.textTooLong);

export const claimRequestSchema = z.strictObject({
  /** A registration's id is its serial number. */
  registrationId: z.string({ error: m.registrationRequired }).regex(SERIAL_PATTERN, m.registrationRequired),
  description: claimTextField(m.descriptionRequired),
  photos: z
    .array(imageUrlField(m.photoInvalid), { error: m.photoInvalid })
    .max(CLAIM_PHOTOS_MAX, m.photosTooMany)
    .optional(),
  occurredAt: pastDayField(m.occurredAtInvalid),
});
export type ClaimRequest = z.output<typeof claimRequestSchema>;
export type ClaimRequestInput = z.input<typeof claimRequestSchema>;
