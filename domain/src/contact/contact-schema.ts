import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { emailField, requiredText } from '../fields';

/**
 * The home page's Contact Us form. The old form marked every field with an asterisk but checked nothing and sent
 * nothing (SPEC §5); we enforce what the asterisks promise. A future POST /contact handler takes the same schema.
 */
export const contactSchema = z.strictObject({
  name: requiredText(m.nameRequired, 100),
  email: emailField,
  phone: requiredText(m.phoneRequired, 40),
  message: requiredText(m.contactMessageRequired, 2000),
});
export type ContactInput = z.infer<typeof contactSchema>;
