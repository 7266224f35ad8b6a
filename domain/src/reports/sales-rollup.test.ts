import { describe, expect, it } from 'vitest';
import { salesChanges, salesDaysOf } from './sales-rollup';
import { salesReport } from './sales-report';
import type { OrderDoc } from '../orders/order-doc';

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
  it('a refund takes its goods, shipping and tax back on its own day, per zone and product, and keeps the refund apart', () => {
    const refunded = {
      ...paid,
      shippingCents: 995,
      taxCents: 2199,
      amountCents: 13194,
      status: 'refunded',
      refundedAt: new Date('2026-03-05T01:00:00Z'),
    } as OrderDoc;
    const days = salesDaysOf([refunded]);
    expect(days.get('2026-03-02')).toMatchObject({ orders: 1, goodsCents: 10000, taxCents: 2199, refundsCents: 0 });
    expect(days.get('2026-03-05')).toMatchObject({
      orders: 0,
      goodsCents: -10000,
      shippingCents: -995,
      taxCents: -2199,
      refundsCents: 13194,
      zones: { eu: { orders: 0, goodsCents: -10000, shippingCents: -995, taxCents: -2199, refundsCents: 13194 } },
      products: { p1: { quantity: -2, amountCents: -10000 } },
    });
    const report = salesReport({ from: '2026-03-01', to: '2026-03-05' }, days);
    expect(report.rows.map((row) => [row.period, row.orders, row.goods, row.shipping, row.tax, row.refunds])).toEqual([
      ['2026-03-01', 0, 0, 0, 0, 0],
      ['2026-03-02', 1, 100, 9.95, 21.99, 0],
      ['2026-03-03', 0, 0, 0, 0, 0],
      ['2026-03-04', 0, 0, 0, 0, 0],
      ['2026-03-05', 0, -100, -9.95, -21.99, 131.94],
    ]);
    // Over both days the zone kept nothing and shows the refund apart; the product sold nothing net.
    expect(report.byZone).toEqual([
      { zoneId: 'eu', name: 'EU', orders: 1, goods: 0, shipping: 0, tax: 0, refunds: 131.94 },
    ]);
    expect(report.topProducts).toEqual([]);
    // The refund's day alone: the zone's figures are negative, with no order of its own.
    const refundDay = salesReport({ from: '2026-03-05', to: '2026-03-05' }, days);
    expect(refundDay.byZone).toEqual([
      { zoneId: 'eu', name: 'EU', orders: 0, goods: -100, shipping: -9.95, tax: -21.99, refunds: 131.94 },
    ]);
  });
  it('a return’s refund takes its own lines, shipping and tax back on its day; the write that adds it changes only that day', () => {
    const shipped = { ...paid, status: 'shipped' } as OrderDoc;
    const returned = {
      ...shipped,
      returnRefundedCents: 6000,
      returnRefunds: {
        r1: {
          at: new Date('2026-03-09T08:00:00Z'),
          goodsCents: 5000,
          shippingCents: 0,
          taxCents: 1000,
          amountCents: 6000,
          lines: [{ productId: 'p1', quantity: 1, amountCents: 5000 }],
        },
      },
    } as OrderDoc;
    const changes = salesChanges(shipped, returned);
    const net = salesDaysOf([returned]);
    expect(net.get('2026-03-02')).toMatchObject({ orders: 1, goodsCents: 10000, taxCents: 2000, refundsCents: 0 });
    expect(net.get('2026-03-09')).toMatchObject({
      orders: 0,
      goodsCents: -5000,
      taxCents: -1000,
      refundsCents: 6000,
      products: { p1: { name: 'Drill', quantity: -1, amountCents: -5000 } },
    });
    // The paid day's contribution is taken back and added again unchanged: the refund's day alone moves.
    expect(changes.filter((change) => change.day === '2026-03-09')).toHaveLength(1);
    expect(salesChanges(returned, { ...returned } as OrderDoc)).toEqual([]);
  });

  it('an order of POST /order (no zone) is refunded in the no-zone row', () => {
    const { lines: _lines, subtotalCents: _s, shippingCents: _sh, taxCents: _t, shippingZone: _z, ...goodsOnly } = paid;
    const refunded = { ...goodsOnly, amountCents: 10000, status: 'refunded', refundedAt: paid.paidAt } as OrderDoc;
    const report = salesReport({ from: '2026-03-02', to: '2026-03-02' }, salesDaysOf([refunded]));
    expect(report.rows).toEqual([{ period: '2026-03-02', orders: 1, goods: 0, shipping: 0, tax: 0, refunds: 100 }]);
    expect(report.byZone).toEqual([
      { zoneId: 'none', name: 'No zone (goods only)', orders: 1, goods: 0, shipping: 0, tax: 0, refunds: 100 },
    ]);
  });
});
