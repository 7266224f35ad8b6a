// PUT /api/settings/business and the admin "Business details" form: the seller as its invoices name it.
import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { emailField, requiredText } from '../fields';
import { COUNTRY_CODES } from '../countries';
import { RETURN_WINDOW_DAYS_MAX } from '../limits';

export const businessDetailsSchema = z.strictObject({
  name: requiredText(m.businessNameRequired, 120, m.textTooLong(120)),
  /** Several lines, as printed on the invoice. */
  address: requiredText(m.businessAddressRequired, 400, m.textTooLong(400)),
  taxId: requiredText(m.businessTaxIdRequired, 40, m.textTooLong(40)),
  email: emailField,
  /** The home country: an order placed without an address is priced for it (home-pricing.ts); absent: US. */
  country: z.enum(COUNTRY_CODES, { error: m.addressCountryInvalid }).optional(),
  /** Days from shipping a customer may ask for a return; absent: RETURN_WINDOW_DAYS_DEFAULT (admins accept later ones). */
  returnWindowDays: z
    .number({ error: m.returnWindowInvalid })
    .int(m.returnWindowInvalid)
    .min(0, m.returnWindowInvalid)
    .max(RETURN_WINDOW_DAYS_MAX, m.returnWindowInvalid)
    .optional(),
  /** Whether any signed-in customer may ask for a quote; absent or false: buyers of approved companies only. */
  quotesForAllCustomers: z.boolean({ error: 'Must be yes or no' }).optional(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;
