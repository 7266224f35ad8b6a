// The serial numbers an admin records when shipping: product id -> one serial per unit of that line. A serial is
// also the id of its claim document (serials/{serial}), so it holds only characters a document id may hold.
import { z } from 'zod';
import { DOC_ID_PATTERN } from '../fields';
import { warrantyMessages as m } from './warranty-messages';
import { MAX_SERIAL_LENGTH } from './warranty-fields';

export const SERIAL_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._-]{0,${MAX_SERIAL_LENGTH - 1}}$`);
/** Units of one line that may carry serials in one call. */
export const MAX_SERIALS_PER_LINE = 500;

export const serialField = z.string({ error: m.serialInvalid }).trim().regex(SERIAL_PATTERN, m.serialInvalid);

export const serialsField = z
  .record(z.string().regex(DOC_ID_PATTERN, m.serialsInvalid), z.array(serialField).max(MAX_SERIALS_PER_LINE), {
    error: m.serialsInvalid,
  })
  .refine((serials) => {
    const all = Object.values(serials).flat();
    return new Set(all).size === all.length;
  }, m.serialsDuplicate);
export type SerialsInput = z.infer<typeof serialsField>;
