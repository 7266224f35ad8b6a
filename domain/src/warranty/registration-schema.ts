// POST /registrations: a customer registers a tool by its serial number. A serial the shop shipped to them needs
// nothing else; any other needs the product, the purchase date and a receipt photo (register-tool.ts decides).
import { z } from 'zod';
import { DOC_ID_PATTERN, imageUrlField } from '../schemas/fields';
import { warrantyMessages as m } from './warranty-messages';
import { serialField } from './serials-field';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isPastDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day && ms <= Date.now();
};

export const registrationRequestSchema = z.strictObject({
  serial: serialField,
  productId: z.string({ error: m.productRequired }).regex(DOC_ID_PATTERN, m.productRequired).optional(),
  purchasedAt: z
    .string({ error: m.purchasedAtInvalid })
    .regex(DAY, m.purchasedAtInvalid)
    .refine(isPastDay, m.purchasedAtInvalid)
    .optional(),
  receipt: imageUrlField(m.receiptRequired).optional(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** POST /registrations/{id}/transfer (admin): the account the tool moves to. */
export const registrationTransferSchema = z.strictObject({
  email: z.email({ error: m.transferAccountUnknown }).max(254, m.transferAccountUnknown),
});
