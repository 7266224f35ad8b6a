// A quick order line's quote: the quote of the order placement (quantity-quote.ts), with the minimum and the pack
// problems spelled out for a trade buyer who sees only a SKU and a number: the minimum it is below, and the whole
// packs on either side of the quantity typed.
import { catalogueMessages as cm } from './catalogue-messages';
import { validationMessages as m } from '../messages';
import { quoteQuantity, type QuantityQuote } from './quantity-quote';
import { firstOrderableQuantity, type QuantityRules } from './quantity-rules';

export function quoteQuickOrderLine(rules: QuantityRules, quantity: number): QuantityQuote {
  const quote = quoteQuantity(rules, quantity);
  const least = firstOrderableQuantity(rules);
  const pack = rules.increment ?? 1;
  const problems = quote.problems.map((problem) => {
    if (problem === m.quantityBelowMinimum) return cm.quickOrderBelowMinimum(least);
    if (problem === m.quantityNotInPacks(pack)) {
      const below = Math.floor(quantity / pack) * pack;
      return cm.quickOrderNotInPacks(pack, below >= least ? [below, below + pack] : [Math.max(least, below + pack)]);
    }
    return problem;
  });
  return { ...quote, problems };
}
