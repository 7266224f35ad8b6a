// The sales report from the day documents of its range (sales-rollup.ts): rows per day, or per ISO week for long
// ranges, every period present (zero when nothing sold), tax per zone and the ten best-selling products by amount.
// Goods, shipping and tax are net of the refunds made in the range (the days hold them so), refunds apart.
import { centsToDollars } from '../money';
import { reportDays, reportPeriodOf, reportPeriods, SALES_REPORT_DAILY_MAX_DAYS } from './sales-report-schema';
import type { SalesReportQuery } from './sales-report-schema';
import type { SalesDayDoc, SalesReport, SalesZoneDay } from './sales-rollup';

export const TOP_PRODUCTS = 10;

export function salesReport(query: SalesReportQuery, days: ReadonlyMap<string, SalesDayDoc>): SalesReport {
  const weekly = reportDays(query) > SALES_REPORT_DAILY_MAX_DAYS;
  const rows = new Map(
    reportPeriods(query).map((period) => [
      period,
      { period, orders: 0, goodsCents: 0, shippingCents: 0, taxCents: 0, refundsCents: 0 },
    ]),
  );
  const zones = new Map<string, Required<SalesZoneDay>>();
  const products = new Map<string, { name: string; quantity: number; amountCents: number }>();
  for (const [day, doc] of days) {
    const row = rows.get(reportPeriodOf(day, weekly));
    if (!row) continue;
    row.orders += doc.orders;
    row.goodsCents += doc.goodsCents;
    row.shippingCents += doc.shippingCents;
    row.taxCents += doc.taxCents;
    row.refundsCents += doc.refundsCents;
    for (const [id, zone] of Object.entries(doc.zones ?? {})) {
      const sum = zones.get(id) ?? {
        name: zone.name,
        orders: 0,
        goodsCents: 0,
        shippingCents: 0,
        taxCents: 0,
        refundsCents: 0,
      };
      sum.orders += zone.orders;
      sum.goodsCents += zone.goodsCents;
      sum.shippingCents += zone.shippingCents;
      sum.taxCents += zone.taxCents;
      sum.refundsCents += zone.refundsCents ?? 0;
      zones.set(id, sum);
    }
    for (const [id, product] of Object.entries(doc.products ?? {})) {
      const sum = products.get(id) ?? { name: product.name, quantity: 0, amountCents: 0 };
      sum.quantity += product.quantity;
      sum.amountCents += product.amountCents;
      products.set(id, sum);
    }
  }
  return {
    rows: [...rows.values()].map((row) => ({
      period: row.period,
      orders: row.orders,
      goods: centsToDollars(row.goodsCents),
      shipping: centsToDollars(row.shippingCents),
      tax: centsToDollars(row.taxCents),
      refunds: centsToDollars(row.refundsCents),
    })),
    byZone: [...zones.entries()]
      // A zone with a refund in the range and its sale before it still shows: its figures are negative.
      .filter(([, zone]) => zone.orders !== 0 || zone.refundsCents !== 0)
      .map(([zoneId, zone]) => ({
        zoneId,
        name: zone.name,
        orders: zone.orders,
        goods: centsToDollars(zone.goodsCents),
        shipping: centsToDollars(zone.shippingCents),
        tax: centsToDollars(zone.taxCents),
        refunds: centsToDollars(zone.refundsCents),
      }))
      .sort((a, b) => b.tax - a.tax),
    topProducts: [...products.entries()]
      .filter(([, product]) => product.quantity > 0)
      .sort((a, b) => b[1].amountCents - a[1].amountCents)
      .slice(0, TOP_PRODUCTS)
      .map(([productId, product]) => ({
        productId,
        name: product.name,
        quantity: product.quantity,
        amount: centsToDollars(product.amountCents),
      })),
  };
}
