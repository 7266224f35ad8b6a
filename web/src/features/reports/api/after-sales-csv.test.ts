import { describe, expect, it } from 'vitest';
import { afterSalesReport } from '@toolshop/domain';
import { afterSalesCsv } from './after-sales-csv';

describe('after-sales CSV', () => {
  it('writes a line per product, return reason and claim outcome, quoting names with commas', () => {
    const report = afterSalesReport(
      { from: '2026-11-01', to: '2026-11-30' },
      new Map([['drill', { name: 'Drill, cordless', quantity: 8 }]]),
      [
        {
          status: 'received',
          reason: 'wrong-item',
          lines: [{ productId: 'drill', productName: 'Drill', quantity: 2 }],
        },
      ],
      [{ productId: 'drill', productName: 'Drill', decision: 'parts' }],
    );
    const lines = afterSalesCsv(report).trim().split('\n');
    expect(lines[0]).toBe('group,key,name,units_sold,returns,returned_units,return_rate,claims,claim_rate');
    expect(lines[1]).toBe('product,drill,"Drill, cordless",8,1,2,0.25,1,0.125');
    expect(lines[2]).toBe('return-reason,wrong-item,Wrong item,8,1,2,0.25,,');
    expect(lines).toContain('claim-outcome,parts,Parts sent,8,,,,1,0.125');
    expect(lines).toHaveLength(1 + 1 + 5 + 5);
  });
});
