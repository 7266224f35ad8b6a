// POST /api/companies and the /trade form: a signed-in customer applies for a trade account. The VAT ID is checked
// for its country's format and check digits here (vat-id.ts); whether it is registered is VIES's to say, at checkout.
import { z } from 'zod';
import { addressShape, compactAddress, type Address } from '../profiles/address-schema';
import { requiredText } from '../fields';
import { tradeMessages as t } from './trade-messages';
import { normalVatId, vatIdCountry } from './vat-id';

export const COMPANY_NAME_MAX_LENGTH = 120;
export const COMPANY_NOTE_MAX_LENGTH = 1000;
export const VAT_ID_PATTERN = /^[A-Z]{2}[A-Z0-9]{2,13}$/;
const PHONE_PATTERN = /^\+?[0-9 ()-]{5,30}$/;

const emptyAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Spaces, dots and dashes as people write a VAT ID are dropped; letters are upper-cased. */
export const vatIdField = z.preprocess(
  emptyAsAbsent,
  z
    .string({ error: t.vatIdInvalid })
    .transform(normalVatId)
    .pipe(
      z
        .string()
        .regex(VAT_ID_PATTERN, t.vatIdInvalid)
        .refine((vatId) => vatIdCountry(vatId) !== null, t.vatIdInvalid),
    )
    .optional(),
);

export const companyApplicationSchema = z.strictObject({
  name: requiredText(t.companyNameRequired, COMPANY_NAME_MAX_LENGTH),
  vatId: vatIdField,
  billingAddress: z
    .strictObject(addressShape, { error: t.billingAddressRequired })
    .transform((address): Address => compactAddress(address)),
  phone: requiredText(t.phoneRequired, 30).regex(PHONE_PATTERN, t.phoneInvalid),
  note: z.preprocess(
    emptyAsAbsent,
    z
      .string({ error: t.noteTooLong(COMPANY_NOTE_MAX_LENGTH) })
      .trim()
      .max(COMPANY_NOTE_MAX_LENGTH, t.noteTooLong(COMPANY_NOTE_MAX_LENGTH))
      .optional(),
  ),
});
export type CompanyApplication = z.output<typeof companyApplicationSchema>;
export type CompanyApplicationInput = z.input<typeof companyApplicationSchema>;
