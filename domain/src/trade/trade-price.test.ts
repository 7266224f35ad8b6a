import { describe, expect, it } from 'vitest';
import { quoteCart, type CartProduct } from '../cart/cart';
import type { PriceListDoc } from './company-entity';
import { tradePriceOf } from './trade-price';

const list: PriceListDoc = {
  discountPercent: 10,
  pricesCents: { 'saw-fixed': 4000 },
  categoryDiscounts: { saws: 25 },
};

describe("a price list's discount by category", () => {
  it("takes a product's category discount over the list's, and a fixed net price over both", () => {
    expect(tradePriceOf(list, 'saw-1', 'saws')).toEqual({ discountPercent: 25 });
    expect(tradePriceOf(list, 'drill-1', 'drills')).toEqual({ discountPercent: 10 });
    expect(tradePriceOf(list, 'part-1', undefined)).toEqual({ discountPercent: 10 });
    expect(tradePriceOf(list, 'saw-fixed', 'saws')).toEqual({ discountPercent: 25, netPriceCents: 4000 });
  });

  it('reads a stored list without category discounts, and no inherited key as a category', () => {
    const older: PriceListDoc = { discountPercent: 10, pricesCents: {} };
    expect(tradePriceOf(older, 'saw-1', 'saws')).toEqual({ discountPercent: 10 });
    expect(tradePriceOf(list, 'x', 'constructor')).toEqual({ discountPercent: 10 });
  });

  it('prices cart lines by their category, quantity breaks on top', () => {
    const product = (category: string | undefined): CartProduct => ({
      name: 'P',
      picture: '',
      priceCents: 10_000,
      minimum: 1,
      available: 100,
      category,
      priceBreaks: [{ minQuantity: 10, priceCents: 9_000 }],
    });
    const products: Record<string, CartProduct> = { saw: product('saws'), drill: product('drills') };
    const quote = quoteCart(
      [
        { productId: 'saw', quantity: 1 },
        { productId: 'drill', quantity: 1 },
        { productId: 'saw', quantity: 10 },
      ],
      (id) => products[id],
      list,
    );
    expect(quote.lines.map((line) => line.quote?.unitPriceCents)).toEqual([7_500, 9_000, 6_750]);
  });
});
