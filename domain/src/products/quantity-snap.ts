// A quantity typed into the cart, moved onto one the product's rules allow (quantity-quote.ts judges them): whole
// packs, from the minimum, up to the maximum per order and the stock. The cart changes it when the field is left
// and says why; the checkout still judges whatever the cart holds.
import { quantityAdjustMessages as m } from '../messages';
import { firstOrderableQuantity, type QuantityRules } from './quantity-rules';

export interface SnappedQuantity {
  quantity: number;
  /** What changed and why; null when the typed quantity stands. */
  message: string | null;
}

export function snapQuantity(rules: QuantityRules, typed: number): SnappedQuantity {
  const pack = rules.increment ?? 1;
  const least = firstOrderableQuantity(rules);
  const limit = Math.min(rules.maximum ?? Infinity, rules.available);
  const most = Math.floor(limit / pack) * pack;
  // Nothing can be ordered: the quantity stays as typed and the line shows the problem.
  if (most < least) return { quantity: typed, message: null };
  if (typed < least) return { quantity: least, message: m.raisedToMinimum(least) };
  if (typed > most)
    return {
      quantity: most,
      message:
        rules.maximum !== undefined && rules.maximum <= rules.available
          ? m.loweredToMaximum(most)
          : m.loweredToStock(most, rules.available),
    };
  if (typed % pack === 0) return { quantity: typed, message: null };
  const nearest = Math.min(most, Math.max(least, Math.round(typed / pack) * pack));
  return { quantity: nearest, message: m.roundedToPack(nearest, pack) };
}
