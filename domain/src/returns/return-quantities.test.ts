import { describe, expect, it } from 'vitest';
import { emptyReturnTally } from './return-entity';
import { isWhollyReturned, refundAmounts, returnableQuantities, returnWindowEnd } from './return-quantities';
import { availableReturnMoves, canMoveReturn } from './return-status';
import { returnRefundSchema } from './return-refund-schema';
import { returnRequestSchema } from './return-request-schema';

describe('returns: quantities, money and moves', () => {
  const lines = [
    { productId: 'drill', quantity: 1 },
    { productId: 'blade', quantity: 3 },
  ];

  it('leaves bought minus what returns not rejected hold', () => {
    const tally = { ...emptyReturnTally(), requested: { blade: 2 } };
    expect([...returnableQuantities(lines, tally)]).toEqual([
      ['drill', 1],
      ['blade', 1],
    ]);
  });

  it('refunds goods at the price paid with tax at the order’s rate, shipping taxed only when the order taxed it', () => {
    // Goods 100.00 + shipping 10.00, 20% on both: tax 22.00, paid 132.00.
    const taxedShipping = {
      amountCents: 13_200,
      subtotalCents: 10_000,
      shippingCents: 1_000,
      taxRate: 0.2,
      taxCents: 2_200,
    };
    expect(refundAmounts(taxedShipping, [{ quantity: 1, unitPriceCents: 2_500 }], true, 0)).toEqual({
      goodsCents: 2_500,
      shippingCents: 1_000,
      taxCents: 700,
      amountCents: 4_200,
    });
    const untaxedShipping = { ...taxedShipping, amountCents: 13_000, taxCents: 2_000 };
    expect(refundAmounts(untaxedShipping, [{ quantity: 1, unitPriceCents: 2_500 }], true, 0).taxCents).toBe(500);
  });

  it('never pays back more than the payment has left', () => {
    const order = { amountCents: 1_000, subtotalCents: 1_000, shippingCents: 0, taxRate: 0, taxCents: 0 };
    expect(refundAmounts(order, [{ quantity: 1, unitPriceCents: 1_000 }], false, 400).amountCents).toBe(600);
  });

  it('reads returned once every piece bought was refunded', () => {
    expect(isWhollyReturned(lines, { drill: 1, blade: 2 })).toBe(false);
    expect(isWhollyReturned(lines, { drill: 1, blade: 3 })).toBe(true);
  });

  it('closes the window the given days after shipping', () => {
    expect(returnWindowEnd(new Date('2026-01-01T00:00:00Z'), 30).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });

  it('moves a return only along its state machine', () => {
    expect(availableReturnMoves('requested')).toEqual(['approve', 'reject']);
    expect(availableReturnMoves('approved')).toEqual(['receive']);
    expect(availableReturnMoves('received')).toEqual(['refund', 'replace']);
    expect(canMoveReturn('received', 'receive')).toBe(false);
    expect(availableReturnMoves('refunded')).toEqual([]);
  });

  it('refuses a request naming a product twice, and a refund of nothing', () => {
    const request = { orderId: 'o1', reason: 'other', lines: [{ productId: 'p', quantity: 1 }] };
    expect(returnRequestSchema.safeParse(request).success).toBe(true);
    expect(returnRequestSchema.safeParse({ ...request, lines: [...request.lines, ...request.lines] }).success).toBe(
      false,
    );
    expect(returnRefundSchema.safeParse({ lines: [] }).success).toBe(false);
    expect(returnRefundSchema.safeParse({ lines: [], shipping: true }).success).toBe(true);
  });
});
