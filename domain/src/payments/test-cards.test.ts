import { describe, expect, it } from 'vitest';
import {
  cvcLengthOf,
  formatCardExpiry,
  formatCardNumber,
  groupCardDigits,
  isCardExpired,
  parseCardExpiry,
  testCards,
} from './test-cards';

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

describe('card entry as typed', () => {
  it('formats the expiry with its separator, and backspace takes it away', () => {
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('123')).toBe('12 / 3');
    expect(formatCardExpiry('1230')).toBe('12 / 30');
    expect(formatCardExpiry('12 / 30')).toBe('12 / 30');
    expect(formatCardExpiry('12 / 3')).toBe('12 / 3');
    expect(formatCardExpiry('12 / ')).toBe('12');
    expect(formatCardExpiry('12/')).toBe('12 /');
    expect(formatCardExpiry('1/3')).toBe('01 / 3');
    expect(formatCardExpiry('12/2034')).toBe('12 / 2034');
    expect(formatCardExpiry('ab')).toBe('');
  });
  it('reads "1230" and "12 / 30" alike', () => {
    expect(parseCardExpiry('1230')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseCardExpiry(formatCardExpiry('1230'))).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseCardExpiry('1330')).toBeNull();
  });
  it('groups the card number in fours as typed', () => {
    expect(formatCardNumber('5555555555554444')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('5555 5')).toBe('5555 5');
    expect(formatCardNumber('5555 ')).toBe('5555');
    expect(formatCardNumber('3782-822463-10005')).toBe('3782 8224 6310 005');
  });
  it("lists Stripe's test cards once each, Amex with a 4-digit CVC", () => {
    const numbers = testCards.map((card) => card.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of ['5555555555554444', '2223003122003222', '378282246310005', '6200000000000005'])
      expect(numbers).toContain(number);
    expect(cvcLengthOf('378282246310005')).toBe(4);
    expect(cvcLengthOf('5555555555554444')).toBe(3);
  });
});
