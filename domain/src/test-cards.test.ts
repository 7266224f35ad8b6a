import { describe, expect, it } from 'vitest';
import { groupCardDigits, isCardExpired, parseCardExpiry } from './test-cards';

describe('card helpers of the test gateway', () => {
  it('reads a typed expiry', () => {
    expect(parseCardExpiry('12 / 34')).toEqual({ expMonth: 12, expYear: 2034 });
    expect(parseCardExpiry('1/2030')).toEqual({ expMonth: 1, expYear: 2030 });
    expect(parseCardExpiry('13 / 34')).toBeNull();
    expect(parseCardExpiry('12-34')).toBeNull();
    expect(parseCardExpiry('')).toBeNull();
  });
  it('knows an expired card and groups digits', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(10, 2026, now)).toBe(true);
    expect(groupCardDigits('4242424242424242')).toBe('4242 4242 4242 4242');
  });
});
