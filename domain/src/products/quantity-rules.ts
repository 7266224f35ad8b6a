// A product's quantity rules and price breaks as the screens and the server read them, without the messages of
// quantity-quote.ts: the product card needs only these, and the home page's script stays small.
import { dollarsToCents } from '../money';
import { toPriceBreakDoc, type Product } from './product-entity';
import { type PriceBreakDoc } from './price-break-doc';

/** A product's rules as stored (cents); a ProductDoc is one. */
export interface QuantityRules {
  priceCents: number;
  minimum: number;
  available: number;
  /** Pack size: a quantity must be a multiple of it. */
  increment?: number;
  /** The most one order may take. */
  maximum?: number;
  /** Strictly increasing quantities, strictly decreasing prices, all below `priceCents`. */
  priceBreaks?: readonly PriceBreakDoc[];
}

/** The break that applies to a quantity: the last one it reaches (the breaks are in increasing order). */
export function priceBreakFor(rules: Pick<QuantityRules, 'priceBreaks'>, quantity: number): PriceBreakDoc | null {
  let applied: PriceBreakDoc | null = null;
  for (const priceBreak of rules.priceBreaks ?? []) if (quantity >= priceBreak.minQuantity) applied = priceBreak;
  return applied;
}

/** A product as the API and the screens see it (dollars), read as rules in cents. */
export function quantityRulesOf(product: Product): QuantityRules {
  const rules: QuantityRules = {
    priceCents: dollarsToCents(product.price),
    minimum: product.minimum,
    available: product.available,
  };
  if (product.increment !== undefined) rules.increment = product.increment;
  if (product.maximum !== undefined) rules.maximum = product.maximum;
  if (product.priceBreaks !== undefined) rules.priceBreaks = product.priceBreaks.map(toPriceBreakDoc);
  return rules;
}

/** The lowest unit price the product is sold at: the last break's, or the plain price when it has none. */
export function lowestUnitPriceCents(rules: Pick<QuantityRules, 'priceCents' | 'priceBreaks'>): number {
  return rules.priceBreaks?.at(-1)?.priceCents ?? rules.priceCents;
}

/** The smallest quantity the minimum and the pack size allow together (stock and maximum aside). */
export function firstOrderableQuantity(rules: Pick<QuantityRules, 'minimum' | 'increment'>): number {
  const pack = rules.increment ?? 1;
  return Math.ceil(rules.minimum / pack) * pack;
}
