import { z } from 'zod';
import { emailField, optionalText } from '../fields';

// SPEC §6 has no profile validation (a flaw of the old site): these rules keep a script out of the LinkedIn link
// and words out of the phone number. An empty field stays allowed, as SPEC §7's payload may send one.

export const profileMessages = {
  linkedinInvalid: 'LinkedIn must be a web address that starts with https://',
  numberInvalid: 'Number must be a phone number, such as +44 113 496 0000',
  unchanged: 'Nothing changed: your profile is as it was.',
} as const;

const HTTPS_URL = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\s<>"]*)?$/;
/** A phone number as people write it: +44 113 496 0000, (555) 010-0199; 6 to 15 digits (E.164's maximum). */
const PHONE = /^\+?[0-9 ().-]+$/;

/** Whether a text is an https web address, the only kind a page may put in a link's href. */
export function isHttpsUrl(text: string): boolean {
  return HTTPS_URL.test(text);
}

function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/[^0-9]/g, '').length;
  return PHONE.test(text) && digits >= 6 && digits <= 15;
}

/** The My Profile form: name and email come from the account, never from the form. */
export const profileSchema = z.strictObject({
  education: optionalText,
  location: optionalText,
  number: optionalText.refine((number) => number === '' || isPhoneNumber(number), profileMessages.numberInvalid),
  linkedin: optionalText.refine((linkedin) => linkedin === '' || isHttpsUrl(linkedin), profileMessages.linkedinInvalid),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** Whether two profiles hold the same values (an unchanged form writes nothing). */
export function sameProfile(a: ProfileInput, b: ProfileInput): boolean {
  return (Object.keys(profileSchema.shape) as (keyof ProfileInput)[]).every((field) => a[field] === b[field]);
}

/**
 * PUT /profileinformation: the form's fields, plus the `email` a client written to SPEC §7 sends. The handler
 * refuses an email that is not the caller's own and stores the account's email, never this one.
 */
export const profileRequestSchema = profileSchema.extend({ email: emailField.optional() });
export type ProfileRequest = z.infer<typeof profileRequestSchema>;
