import { describe, expect, it } from 'vitest';
import { asSpreadsheetText, dollarsText } from './orders-csv';

describe('CSV cells', () => {
  it('writes cents as dollars with two decimals', () => {
    expect(dollarsText(1250)).toBe('12.50');
    expect(dollarsText(5)).toBe('0.05');
    expect(dollarsText(99_999_999)).toBe('999999.99');
  });

  it('keeps text that starts like a formula from being run by a spreadsheet', () => {
    expect(asSpreadsheetText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(asSpreadsheetText('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(asSpreadsheetText('-2+3')).toBe(`'-2+3`);
    expect(asSpreadsheetText('12 Workshop Lane')).toBe('12 Workshop Lane');
  });
});
