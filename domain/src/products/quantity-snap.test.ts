import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quantityAdjustMessages as m } from '../messages';
import { quoteQuantity } from './quantity-quote';
import type { QuantityRules } from './quantity-rules';
import { snapQuantity } from './quantity-snap';

const brushes: QuantityRules = { priceCents: 450, minimum: 20, available: 900, increment: 10, maximum: 600 };

describe('snapQuantity', () => {
  it('keeps a quantity the rules allow, and says nothing', () => {
    expect(snapQuantity(brushes, 500)).toEqual({ quantity: 500, message: null });
    expect(snapQuantity({ priceCents: 100, minimum: 1, available: 5 }, 3)).toEqual({ quantity: 3, message: null });
  });

  it('rounds to the nearest whole pack and says the pack size', () => {
    expect(snapQuantity(brushes, 495)).toEqual({ quantity: 500, message: m.roundedToPack(500, 10) });
    expect(snapQuantity(brushes, 502)).toEqual({ quantity: 500, message: m.roundedToPack(500, 10) });
    expect(snapQuantity(brushes, 505)).toEqual({ quantity: 510, message: m.roundedToPack(510, 10) });
  });

  it('raises to the minimum and lowers to the maximum or the stock, in whole packs', () => {
    expect(snapQuantity(brushes, 3)).toEqual({ quantity: 20, message: m.raisedToMinimum(20) });
    expect(snapQuantity(brushes, 5000)).toEqual({ quantity: 600, message: m.loweredToMaximum(600) });
    expect(snapQuantity({ ...brushes, available: 455 }, 500)).toEqual({
      quantity: 450,
      message: m.loweredToStock(450, 455),
    });
  });

  it('leaves a quantity alone when no quantity can be ordered (the line then shows why)', () => {
    expect(snapQuantity({ ...brushes, available: 15 }, 30)).toEqual({ quantity: 30, message: null });
  });

  it('always answers a quantity the quote accepts when one exists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 5000 }),
        (minimumPacks, pack, available, typed) => {
          const rules: QuantityRules = { priceCents: 100, minimum: minimumPacks * pack, available, increment: pack };
          const { quantity } = snapQuantity(rules, typed);
          if (available >= rules.minimum) expect(quoteQuantity(rules, quantity).problems).toEqual([]);
        },
      ),
    );
  });
});
