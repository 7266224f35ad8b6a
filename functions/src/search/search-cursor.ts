// GET /api/search's `nextCursor`: where the next page starts, tied to the search it came from. A cursor that does
// not decode, points nowhere sensible or belongs to other parameters is refused (400), never guessed at.
import { createHash } from 'node:crypto';
import { catalogueMessages, type CatalogueSearchParams } from '@toolshop/domain';
import { Refusal } from '../platform/refusal';

/** Deeper than anyone pages; a bound on the work one request may ask for. */
const MAX_OFFSET = 100_000;

/** The parameters a cursor belongs to: everything but the cursor itself, in a fixed order. */
function fingerprint(params: Omit<CatalogueSearchParams, 'cursor'>): string {
  const fields = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 12);
}

export function encodeSearchCursor(params: CatalogueSearchParams, offset: number): string {
  const { cursor: _cursor, ...rest } = params;
  return Buffer.from(JSON.stringify([offset, fingerprint(rest)])).toString('base64url');
}

/** The offset a cursor stands for; 0 without one. */
export function decodeSearchCursor(params: CatalogueSearchParams): number {
  const { cursor, ...rest } = params;
  if (cursor === undefined) return 0;
  const invalid = () => new Refusal('invalid', catalogueMessages.searchCursorInvalid);
  let read: unknown;
  try {
    read = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(read) || read.length !== 2) throw invalid();
  const [offset, print] = read as unknown[];
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 1 || offset > MAX_OFFSET) throw invalid();
  if (print !== fingerprint(rest)) throw invalid();
  return offset;
}
