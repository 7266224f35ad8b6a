import { describe, expect, it } from 'vitest';
import { serialMatches, serialPatternField, warrantyMonthsField } from './warranty-fields';

describe('serialPatternField', () => {
  it.each(['^TS-[0-9]{8}$', '^AG-\\d{4}-[A-Z]{2}$', '^[A-Z]{2}(?:-[0-9]{6})?$'])('accepts %s', (pattern) => {
    expect(serialPatternField.safeParse(pattern).success).toBe(true);
  });
  it.each(['^TS-[0-9', '(a+)+$', '^(\\d*)*x$', '^(ab{2,})+$', '^(a)\\1$', '', 'x'.repeat(101), 42])(
    'refuses %s',
    (pattern) => {
      expect(serialPatternField.safeParse(pattern).success).toBe(false);
    },
  );
});

describe('warrantyMonthsField', () => {
  it('takes 0 to 120 whole months', () => {
    expect([0, 24, 120].map((n) => warrantyMonthsField.safeParse(n).success)).toEqual([true, true, true]);
    expect([-1, 1.5, 121, '24'].map((n) => warrantyMonthsField.safeParse(n).success)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('serialMatches', () => {
  it('matches the whole pattern and refuses overlong serials', () => {
    expect(serialMatches('^TS-[0-9]{8}$', 'TS-12345678')).toBe(true);
    expect(serialMatches('^TS-[0-9]{8}$', 'TS-1234567')).toBe(false);
    expect(serialMatches('TS', 'TS'.repeat(40))).toBe(false);
  });
});
