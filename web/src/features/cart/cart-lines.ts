// Changes to a cart's lines, pure: the visitor's cart (localStorage) and the customer's (carts/{uid}) change alike.
// The limits are the domain's, the ones the rules (firestore.rules) and POST /api/checkout hold.
import { CART_LINE_QUANTITY_MAX, CART_MAX_LINES, validationMessages, type CartLine } from '@toolshop/domain';

/** A document id's characters, as domain's docIdField and the cart's rules take them (a line with any other id would
 * make the account's cart refuse every write). Written out: domain's pattern sits in its form schemas' chunk. */
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,128}$/;

export type CartChange = { ok: true; lines: CartLine[] } | { ok: false; problem: string };

const capped = (quantity: number) => Math.min(CART_LINE_QUANTITY_MAX, Math.max(1, Math.floor(quantity)));

/** Adds pieces: to the product's line if it has one, else as a new line at the end. */
export function addToLines(lines: readonly CartLine[], added: readonly CartLine[]): CartChange {
  const next = lines.map((line) => ({ ...line }));
  for (const { productId, quantity } of added) {
    const line = next.find((candidate) => candidate.productId === productId);
    if (line) line.quantity = capped(line.quantity + quantity);
    else next.push({ productId, quantity: capped(quantity) });
  }
  if (next.length > CART_MAX_LINES) return { ok: false, problem: validationMessages.cartTooManyLines };
  return { ok: true, lines: next };
}

/** Sets one line's quantity (a line it does not hold stays out). */
export function setLineQuantity(lines: readonly CartLine[], productId: string, quantity: number): CartLine[] {
  return lines.map((line) => (line.productId === productId ? { productId, quantity: capped(quantity) } : line));
}

export function removeLine(lines: readonly CartLine[], productId: string): CartLine[] {
  return lines.filter((line) => line.productId !== productId);
}

/** A visitor's cart merged into the account's at sign-in: the same product keeps the larger quantity. */
export function mergeLines(account: readonly CartLine[], visitor: readonly CartLine[]): CartLine[] {
  const merged = account.map((line) => ({ ...line }));
  for (const { productId, quantity } of visitor) {
    const line = merged.find((candidate) => candidate.productId === productId);
    if (line) line.quantity = Math.max(line.quantity, capped(quantity));
    else if (merged.length < CART_MAX_LINES) merged.push({ productId, quantity: capped(quantity) });
  }
  return merged;
}

export const piecesOf = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Lines read from storage or a document: only well-formed ones, each product once, at most CART_MAX_LINES. */
export function wellFormedLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const lines: CartLine[] = [];
  for (const item of value as unknown[]) {
    const { productId, quantity } = (item ?? {}) as Partial<CartLine>;
    if (typeof productId !== 'string' || !PRODUCT_ID.test(productId) || seen.has(productId)) continue;
    if (!Number.isInteger(quantity) || quantity! < 1 || quantity! > CART_LINE_QUANTITY_MAX) continue;
    seen.add(productId);
    lines.push({ productId, quantity: quantity! });
  }
  return lines.slice(0, CART_MAX_LINES);
}

/** The longest change id the rules take for an account cart's `lastChange` (firestore.rules). */
export const CART_CHANGE_ID_MAX = 40;

/** A change's id, unique enough to tell one tab's change from another's (not a secret). */
export const newCartChangeId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * An account cart's change, as one attempt of its transaction decides it from the document it read: the lines to
 * show and whether to write them. The SDK runs a transaction again when its commit's answer is lost (unavailable,
 * deadline exceeded), though the commit may have landed: that attempt finds its own change id in the document
 * and writes nothing, so "add 20" never adds 40.
 */
export function accountCartChange(
  stored: { lines?: unknown; lastChange?: unknown } | undefined,
  changeId: string,
  change: (lines: CartLine[]) => CartLine[],
): { lines: CartLine[]; write: boolean } {
  const lines = wellFormedLines(stored?.lines);
  if (stored?.lastChange === changeId) return { lines, write: false };
  return { lines: change(lines), write: true };
}
