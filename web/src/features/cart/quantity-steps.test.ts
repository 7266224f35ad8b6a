import { describe, expect, it } from 'vitest';
import { quantitySteps } from './quantity-steps';

const rules = { priceCents: 100, minimum: 10, available: 40, increment: 10, maximum: 30 };

describe('a cart line quantity stepper', () => {
  it('moves in packs between the minimum and the maximum', () => {
    expect(quantitySteps(rules, 10)).toEqual({ down: null, up: 20 });
    expect(quantitySteps(rules, 20)).toEqual({ down: 10, up: 30 });
    expect(quantitySteps(rules, 30)).toEqual({ down: 20, up: null });
  });

  it('stops at the stock', () => {
    expect(quantitySteps({ ...rules, available: 20 }, 20)).toEqual({ down: 10, up: null });
  });

  it('steps a quantity off the packs onto the nearest pack', () => {
    expect(quantitySteps(rules, 15)).toEqual({ down: 10, up: 20 });
  });

  it('without packs moves by one piece', () => {
    expect(quantitySteps({ priceCents: 100, minimum: 1, available: 3 }, 2)).toEqual({ down: 1, up: 3 });
  });
});
