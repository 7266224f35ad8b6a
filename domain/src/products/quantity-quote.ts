// What a quantity of one product costs and what stops it being ordered: the one place that judges a quantity
// against a product's rules (minimum, pack size, maximum per order, stock) and prices it by its breaks
// (quantity-rules.ts finds the break). The order placement and the purchase form ask it; the payment charges the
// unit price it gave when the order was made. A trade buyer's quote takes their company's price (trade-price.ts)
// for the unit the breaks give.
import { validationMessages as m } from '../messages';
import { orderAmountCents } from '../money';
import type { PriceBreakDoc } from './price-break-doc';
import { priceBreakFor, type QuantityRules } from './quantity-rules';
import { tradeUnitPriceCents, type TradePrice } from '../trade/trade-price';

export interface QuantityQuote {
  /** The plain price, or the price of the highest break the quantity reaches; a trade buyer's, their company's. */
  unitPriceCents: number;
  /** The unit price a consumer pays for this quantity (the same as unitPriceCents without a trade price). */
  listUnitPriceCents: number;
  amountCents: number;
  /** The break that gave the unit price; null when the plain price applies. */
  priceBreak: PriceBreakDoc | null;
  /** Why the quantity cannot be ordered, in the order a customer would fix them; empty when it can. */
  problems: string[];
}

export function quoteQuantity(rules: QuantityRules, quantity: number, trade?: TradePrice): QuantityQuote {
  const priceBreak = priceBreakFor(rules, quantity);
  const listUnitPriceCents = priceBreak?.priceCents ?? rules.priceCents;
  const unitPriceCents = trade ? tradeUnitPriceCents(trade, listUnitPriceCents, rules.priceCents) : listUnitPriceCents;
  const problems: string[] = [];
  if (quantity < rules.minimum) problems.push(m.quantityBelowMinimum);
  if (rules.increment !== undefined && quantity % rules.increment !== 0)
    problems.push(m.quantityNotInPacks(rules.increment));
  if (rules.maximum !== undefined && quantity > rules.maximum) problems.push(m.quantityAboveMaximum(rules.maximum));
  if (quantity > rules.available) problems.push(m.quantityAboveAvailable);
  return {
    unitPriceCents,
    listUnitPriceCents,
    amountCents: orderAmountCents(unitPriceCents, quantity),
    priceBreak,
    problems,
  };
}
