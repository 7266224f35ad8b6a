// Field-level building blocks shared by the schemas below.
import { z } from 'zod';
import { validationMessages as m } from './messages';
import { SHORT_TEXT_MAX_LENGTH } from './limits';

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

/**
 * The `cursor` query parameter of every paged admin list: the id of the previous page's last item (its
 * `nextCursor`). An empty parameter means none, as a form sends every field as it stands.
 */
export const pageCursorField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string({ error: m.cursorInvalid }).regex(DOC_ID_PATTERN, m.cursorInvalid).optional(),
);
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

/**
 * A number written as plain decimal text: "12", "9.99", "-1". Not "", " ", " 12", "1e3", "0x10", "012" or
 * "12abc": text a person may have meant otherwise, or not as a number at all.
 */
export const NUMERIC_TEXT_PATTERN = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** The number a plain decimal text stands for; any other value unchanged (its schema then judges it). */
export function numberFromText(value: unknown): unknown {
  return typeof value === 'string' && NUMERIC_TEXT_PATTERN.test(value) ? Number(value) : value;
}

/**
 * An API body schema that also reads the named number fields when they arrive as text, as the old site's text
 * inputs sent quantity, price, available, minimum and rating. The forms keep the plain schema: their inputs hold
 * numbers already. Messages are the plain schema's own.
 */
export function readingNumericText<S extends z.ZodType>(schema: S, fields: readonly string[]) {
  return z.preprocess((body: unknown) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const read: Record<string, unknown> = { ...body };
    for (const field of fields) if (Object.hasOwn(read, field)) read[field] = numberFromText(read[field]);
    return read;
  }, schema);
}
