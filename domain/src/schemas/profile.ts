import { z } from 'zod';
import { emailField, optionalText } from './fields';

/** The My Profile form: name and email come from the account, never from the form. */
export const profileSchema = z.strictObject({
  education: optionalText,
  location: optionalText,
  number: optionalText,
  linkedin: optionalText,
});
export type ProfileInput = z.infer<typeof profileSchema>;

/**
 * PUT /profileinformation: the form's fields, plus the `email` a client written to SPEC §7 sends. The handler
 * refuses an email that is not the caller's own and stores the account's email, never this one.
 */
export const profileRequestSchema = profileSchema.extend({ email: emailField.optional() });
export type ProfileRequest = z.infer<typeof profileRequestSchema>;
