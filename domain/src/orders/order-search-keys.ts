// What Manage All Order's search looks up (decision 0016): every order keeps `searchKeys`, an array of lower-cased
// prefixes of its number (the id), its customer's email, its product names (each word, and the name from its
// start) and the SKUs its lines were placed under, each tagged with what it is a prefix of; a search is one `array-contains-any` of the term's keys, so it
// needs no case of its own and no range per field. One function builds the keys for every writer (order placement
// with one product or a cart's lines, the backfill of older orders, the seeds and tests).

/** Longer terms are looked up by their first this many characters (a few more hits, never fewer). */
export const SEARCH_KEY_MAX_LENGTH = 40;

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function prefixesOf(text: string): string[] {
  const capped = text.slice(0, SEARCH_KEY_MAX_LENGTH);
  return Array.from({ length: capped.length }, (_, i) => capped.slice(0, i + 1));
}

/** A product name's words: runs of letters and digits ("Cordless Drill 18V" -> cordless, drill, 18v). */
function wordsOf(name: string): string[] {
  return name.match(/[\p{L}\p{N}]+/gu) ?? [];
}

export interface OrderSearchSource {
  id: string;
  email: string;
  /** Every product the order holds: one name for a single-product order, each line's name for a cart's order. */
  productNames: readonly string[];
  /** The part numbers of its lines (orderSkus); none on orders placed before lines kept them. */
  skus?: readonly string[];
  /** The readable order number, found as the id is (a search for #1000 finds #100001). */
  number?: number | undefined;
}

/** The keys an order is found by; store them as the order's `searchKeys`. */
export function orderSearchKeys({ id, email, productNames, skus = [], number }: OrderSearchSource): string[] {
  const keys = new Set<string>();
  for (const prefix of prefixesOf(id.toLowerCase())) keys.add(`id:${prefix}`);
  if (number) for (const prefix of prefixesOf(String(number))) keys.add(`id:${prefix}`);
  for (const prefix of prefixesOf(normalize(email))) keys.add(`email:${prefix}`);
  for (const name of productNames) {
    const normalized = normalize(name);
    for (const prefix of prefixesOf(normalized)) keys.add(`name:${prefix}`);
    for (const word of wordsOf(normalized)) for (const prefix of prefixesOf(word)) keys.add(`name:${prefix}`);
  }
  for (const sku of skus) for (const prefix of prefixesOf(normalize(sku))) keys.add(`sku:${prefix}`);
  return [...keys];
}

/**
 * The keys a search term looks up: after a # only the order number's start; otherwise the start of the order
 * number (as the screens show it, without its #), of the email, of the product name or of one of its words, or of
 * a line's SKU.
 */
export function orderSearchLookups(search: { kind: 'id' | 'text'; prefix: string }): string[] {
  const term = normalize(search.prefix).slice(0, SEARCH_KEY_MAX_LENGTH);
  return search.kind === 'id' ? [`id:${term}`] : [`id:${term}`, `email:${term}`, `name:${term}`, `sku:${term}`];
}

/** Whether the stored keys are the ones the order needs (the backfill writes only the orders that differ). */
export function sameSearchKeys(stored: unknown, wanted: readonly string[]): boolean {
  return (
    Array.isArray(stored) && stored.length === wanted.length && stored.every((key, index) => key === wanted[index])
  );
}
