// POST /registrations: a customer registers a tool by its serial number. A serial the shop shipped to them needs
// nothing else; any other needs the product, the purchase date and a receipt photo (register-tool.ts decides).
import { z } from 'zod';
import { DOC_ID_PATTERN, imageUrlField } from '../fields';
import { warrantyMessages as m } from './warranty-messages';
import { serialField } from './serials-field';
import { pastDayField } from './past-day-field';

export const registrationRequestSchema = z.strictObject({
  serial: serialField,
  productId: z.string({ error: m.productRequired }).regex(DOC_ID_PATTERN, m.productRequired).optional(),
  purchasedAt: pastDayField(m.purchasedAtInvalid).optional(),
  receipt: imageUrlField(m.receiptRequired).optional(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** POST /registrations/{id}/transfer (admin): the account the tool moves to. */
export const registrationTransferSchema = z.strictObject({
  email: z.email({ error: m.transferAccountUnknown }).max(254, m.transferAccountUnknown),
});
