// Field-level building blocks shared by the schemas below.
import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { SHORT_TEXT_MAX_LENGTH } from '../limits';

/**
 * SPEC §5 describes "letters or digits, @, letters, dot, 2 to 3 letters". Read literally that refuses
 * today's longer top-level domains (our own demo accounts end in .test), so the domain part accepts
 * labels with digits and hyphens and a top-level domain of two letters or more.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .regex(EMAIL_PATTERN, m.emailInvalid);

/**
 * Firestore document ids we create or accept in paths: no slashes, no dots-only ids, and none of the names
 * Firestore reserves (`__anything__`), which it refuses with an error rather than "not found".
 */
export const DOC_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;
export const docIdField = z.string({ error: 'Invalid id' }).regex(DOC_ID_PATTERN, 'Invalid id');

export function requiredText(requiredMessage: string, max = SHORT_TEXT_MAX_LENGTH, tooLong: string = m.fieldTooLong) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLong);
}

export const optionalText = z.string({ error: 'Must be text' }).trim().max(SHORT_TEXT_MAX_LENGTH, m.fieldTooLong);

/** An image address: https anywhere, http only on this machine (emulators), or a path on this site. */
export function isImageUrl(value: string): boolean {
  if (/^\/(?!\/)[\w\-./%]*$/.test(value)) return !value.includes('..');
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

export function imageUrlField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(2048, m.pictureInvalid)
    .refine(isImageUrl, m.pictureInvalid);
}

/** A whole number field; NaN (an empty number input) and absence both read as "required". */
export function wholeNumber(requiredMessage: string, wholeMessage: string) {
  return z.number({ error: requiredMessage }).int(wholeMessage);
}
