// A product's warranty and the pattern its serial numbers follow. Both optional, so a SPEC body without them still
// adds a product; every product answer carries them (0 months and null when the product has none).
import { z } from 'zod';
import { warrantyMessages as m } from './warranty-messages';

/** Ten years: longer than any tool maker's warranty. */
export const MAX_WARRANTY_MONTHS = 120;
/** Long enough for any serial scheme, short enough that checking a serial stays cheap. */
export const MAX_SERIAL_PATTERN_LENGTH = 100;
/** The longest serial number checked against a pattern. */
export const MAX_SERIAL_LENGTH = 64;

export const warrantyMonthsField = z
  .number({ error: m.warrantyMonthsInvalid(MAX_WARRANTY_MONTHS) })
  .int(m.warrantyMonthsInvalid(MAX_WARRANTY_MONTHS))
  .min(0, m.warrantyMonthsInvalid(MAX_WARRANTY_MONTHS))
  .max(MAX_WARRANTY_MONTHS, m.warrantyMonthsInvalid(MAX_WARRANTY_MONTHS));

// A quantified group that holds a quantifier ((a+)+, (\d*)*, (x{2,}){3}) or a back-reference (\1, \k<name>) can
// make a regular expression engine backtrack for ever on a crafted serial: such patterns are refused.
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*(?:[*+?]|\{\d+(?:,\d*)?\})(?:[^()\\]|\\.)*\)\s*(?:[*+]|\{\d+,\d*\})/;
const BACK_REFERENCE = /\\(?:[1-9]|k<)/;

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

export const serialPatternField = z
  .string({ error: m.serialPatternInvalid })
  .min(1, m.serialPatternInvalid)
  .max(MAX_SERIAL_PATTERN_LENGTH, m.serialPatternTooLong(MAX_SERIAL_PATTERN_LENGTH))
  .refine(compiles, m.serialPatternInvalid)
  .refine((pattern) => !NESTED_QUANTIFIER.test(pattern) && !BACK_REFERENCE.test(pattern), m.serialPatternUnsafe);

/** Whether a serial number follows a product's pattern. */
export function serialMatches(pattern: string, serial: string): boolean {
  return serial.length <= MAX_SERIAL_LENGTH && new RegExp(pattern, 'u').test(serial);
}
