import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, hasAtMostTwoDecimals, orderAmountCents } from './money';
import { canTransition } from './orders/order-status';

describe('money in integer cents', () => {
  it('converts without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(12900)).toBe(129);
    expect(orderAmountCents(1999, 3)).toBe(5997);
    expect(formatCents(5997)).toBe('$59.97');
  });
  it("formats dollars exactly as Intl's en-US currency format does", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const samples = [0, 1, 5, 99, 100, 105, 5997, 99_999, 100_000, 123_456_789, 100_000_000_000, -1, -500, -123_456];
    for (let cents = 0; cents < 2_000_000; cents += 997) samples.push(cents);
    for (const cents of samples) expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100));
  });
  it('knows two decimals from three', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(19.999)).toBe(false);
  });
});

describe('order transitions', () => {
  it('allows only unpaid -> pending -> success, and cancelling unpaid orders', () => {
    expect(canTransition('unpaid', 'pay')).toBe(true);
    expect(canTransition('pending', 'pay')).toBe(false);
    expect(canTransition('pending', 'confirm')).toBe(true);
    expect(canTransition('success', 'confirm')).toBe(false);
    expect(canTransition('unpaid', 'cancel')).toBe(true);
    expect(canTransition('pending', 'cancel')).toBe(false);
  });
});
