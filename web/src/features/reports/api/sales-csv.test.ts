import { describe, expect, it } from 'vitest';
import { salesCsv } from './sales-csv';

describe('sales CSV', () => {
  it('writes a header and one line per period in the chart order', () => {
    const csv = salesCsv([
      { period: '2026-11-24', orders: 2, goods: 160, shipping: 39.9, tax: 39.98, refunds: 0 },
      { period: '2026-11-25', orders: 0, goods: 0, shipping: 0, tax: 0, refunds: 12.5 },
    ]);
    expect(csv.trim().split('\n')).toEqual([
      'period,orders,goods,shipping,tax,refunds',
      '2026-11-24,2,160,39.9,39.98,0',
      '2026-11-25,0,0,0,0,12.5',
    ]);
  });
});
