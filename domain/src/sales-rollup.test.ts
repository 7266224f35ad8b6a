import { describe, expect, it } from 'vitest';
import { salesChanges, salesDaysOf } from './sales-rollup';
import { salesReport } from './sales-report';
import type { OrderDoc } from './entities';

const paid = {
  uid: 'u',
  email: 'e',
  productId: 'p1',
  productName: 'Drill',
  picture: '',
  unitPriceCents: 5000,
  quantity: 2,
  amountCents: 12000,
  lines: [
    {
      productId: 'p1',
      productName: 'Drill',
      picture: '',
      quantity: 2,
      unitPriceCents: 5000,
      amountCents: 10000,
      priceBreak: null,
    },
  ],
  subtotalCents: 10000,
  shippingCents: 0,
  taxCents: 2000,
  shippingZone: { id: 'eu', name: 'EU' },
  address: '',
  mobile: '',
  status: 'pending',
  transactionId: 'pi',
  paidAt: new Date('2026-03-02T10:00:00Z'),
} as OrderDoc;

describe('sales rollup', () => {
  it('an unpaid order adds nothing; paying adds the sale; an unchanged write adds nothing', () => {
    const unpaid = { ...paid, status: 'unpaid', paidAt: null } as OrderDoc;
    expect(salesChanges(undefined, unpaid)).toEqual([]);
    const pay = salesChanges(unpaid, paid);
    expect(pay).toHaveLength(1);
    expect(pay[0]).toMatchObject({ day: '2026-03-02', fields: { orders: 1, goodsCents: 10000, taxCents: 2000 } });
    expect(salesChanges(paid, { ...paid, carrier: 'DHL' } as OrderDoc)).toEqual([]);
  });
  it('a refund adds its refund on its own day and keeps the sale', () => {
    const refunded = { ...paid, status: 'refunded', refundedAt: new Date('2026-03-05T01:00:00Z') } as OrderDoc;
    const days = salesDaysOf([refunded]);
    expect(days.get('2026-03-02')).toMatchObject({ orders: 1, refundsCents: 0 });
    expect(days.get('2026-03-05')).toMatchObject({ orders: 0, refundsCents: 12000 });
    const report = salesReport({ from: '2026-03-01', to: '2026-03-05' }, days);
    expect(report.rows.map((row) => [row.period, row.orders, row.goods, row.tax, row.refunds])).toEqual([
      ['2026-03-01', 0, 0, 0, 0],
      ['2026-03-02', 1, 100, 20, 0],
      ['2026-03-03', 0, 0, 0, 0],
      ['2026-03-04', 0, 0, 0, 0],
      ['2026-03-05', 0, 0, 0, 120],
    ]);
    expect(report.byZone).toEqual([{ zoneId: 'eu', name: 'EU', orders: 1, goods: 100, shipping: 0, tax: 20 }]);
    expect(report.topProducts).toEqual([{ productId: 'p1', name: 'Drill', quantity: 2, amount: 100 }]);
  });
});
