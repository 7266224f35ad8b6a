// What a quantity of one product costs and what stops it being ordered: the one place that reads a product's
// quantity rules (minimum, pack size, maximum per order, stock) and its price breaks. The order placement, the
// purchase form and the product card all ask it; the payment charges the unit price it gave when the order was made.
import { validationMessages as m } from './messages';
import { dollarsToCents, orderAmountCents } from './money';
import { toPriceBreakDoc, type PriceBreakDoc, type Product } from './entities';

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

export interface QuantityQuote {
  /** The plain price, or the price of the highest break the quantity reaches. */
  unitPriceCents: number;
  amountCents: number;
  /** The break that gave the unit price; null when the plain price applies. */
  priceBreak: PriceBreakDoc | null;
  /** Why the quantity cannot be ordered, in the order a customer would fix them; empty when it can. */
  problems: string[];
}

/** The break that applies to a quantity: the last one it reaches (the breaks are in increasing order). */
export function priceBreakFor(rules: Pick<QuantityRules, 'priceBreaks'>, quantity: number): PriceBreakDoc | null {
  let applied: PriceBreakDoc | null = null;
  for (const priceBreak of rules.priceBreaks ?? []) if (quantity >= priceBreak.minQuantity) applied = priceBreak;
  return applied;
}

export function quoteQuantity(rules: QuantityRules, quantity: number): QuantityQuote {
  const priceBreak = priceBreakFor(rules, quantity);
  const unitPriceCents = priceBreak?.priceCents ?? rules.priceCents;
  const problems: string[] = [];
  if (quantity < rules.minimum) problems.push(m.quantityBelowMinimum);
  if (rules.increment !== undefined && quantity % rules.increment !== 0)
    problems.push(m.quantityNotInPacks(rules.increment));
  if (rules.maximum !== undefined && quantity > rules.maximum) problems.push(m.quantityAboveMaximum(rules.maximum));
  if (quantity > rules.available) problems.push(m.quantityAboveAvailable);
  return { unitPriceCents, amountCents: orderAmountCents(unitPriceCents, quantity), priceBreak, problems };
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
