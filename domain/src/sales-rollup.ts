// The sales report's source (docs/decisions/0021): one document per UTC day (salesDays/{YYYY-MM-DD}) holding what
// the paid orders of that day add up to, and the refunds made that day. A trigger on every order write records the
// difference between what the order contributed before and after the write, and a single folder adds the recorded
// differences to the days in batches, so the days always come to the sum of the orders; a one-off task rebuilds them from the orders (the scale seed, a migration). The report then reads at
// most 731 small documents, whatever the number of orders.
import { orderLinesOf } from './order-lines';
import type { OrderDoc } from './entities';

/** What one day's sales add up to; the maps are keyed by zone id and product id. */
export interface SalesDayDoc {
  orders: number;
  goodsCents: number;
  shippingCents: number;
  taxCents: number;
  refundsCents: number;
  zones: Record<string, { name: string; orders: number; goodsCents: number; shippingCents: number; taxCents: number }>;
  products: Record<string, { name: string; quantity: number; amountCents: number }>;
}

/** One order's contribution to one day (negative numbers take one back). */
export interface SalesContribution {
  day: string;
  fields: Omit<SalesDayDoc, 'zones' | 'products'>;
  zone?: { id: string; name: string; orders: number; goodsCents: number; shippingCents: number; taxCents: number };
  products: { id: string; name: string; quantity: number; amountCents: number }[];
}

const PAID_STATUSES = new Set(['pending', 'success', 'shipped', 'refunded']);
/** Orders of POST /order and before shipping zones belong to no zone: the report names them so. */
export const NO_ZONE = { id: 'none', name: 'No zone (goods only)' };

function dayOf(value: unknown): string | undefined {
  const millis =
    value instanceof Date ? value.getTime() : (value as { toMillis?: () => number } | null | undefined)?.toMillis?.();
  return typeof millis === 'number' && Number.isFinite(millis)
    ? new Date(millis).toISOString().slice(0, 10)
    : undefined;
}

/** What an order, as it stands, adds to the days: its sale on the day it was paid, its refund on the refund's day. */
export function salesContributions(order: OrderDoc | undefined): SalesContribution[] {
  if (!order || !PAID_STATUSES.has(order.status)) return [];
  const contributions: SalesContribution[] = [];
  const paidDay = dayOf(order.paidAt);
  const goodsCents = order.subtotalCents ?? order.amountCents;
  const shippingCents = order.shippingCents ?? 0;
  const taxCents = order.taxCents ?? 0;
  if (paidDay) {
    const zone = order.shippingZone ?? NO_ZONE;
    contributions.push({
      day: paidDay,
      fields: { orders: 1, goodsCents, shippingCents, taxCents, refundsCents: 0 },
      zone: { ...zone, orders: 1, goodsCents, shippingCents, taxCents },
      products: orderLinesOf(order).map((line) => ({
        id: line.productId,
        name: line.productName,
        quantity: line.quantity,
        amountCents: line.amountCents,
      })),
    });
  }
  const refundDay = order.status === 'refunded' ? dayOf(order.refundedAt) : undefined;
  if (refundDay)
    contributions.push({
      day: refundDay,
      fields: { orders: 0, goodsCents: 0, shippingCents: 0, taxCents: 0, refundsCents: order.amountCents },
      products: [],
    });
  return contributions;
}

/** `contribution` times `sign` (+1 adds it, -1 takes it back). */
export function scaledContribution(contribution: SalesContribution, sign: 1 | -1): SalesContribution {
  const scale = (n: number) => sign * n;
  const { fields, zone, products } = contribution;
  return {
    day: contribution.day,
    fields: {
      orders: scale(fields.orders),
      goodsCents: scale(fields.goodsCents),
      shippingCents: scale(fields.shippingCents),
      taxCents: scale(fields.taxCents),
      refundsCents: scale(fields.refundsCents),
    },
    ...(zone
      ? {
          zone: {
            ...zone,
            orders: scale(zone.orders),
            goodsCents: scale(zone.goodsCents),
            shippingCents: scale(zone.shippingCents),
            taxCents: scale(zone.taxCents),
          },
        }
      : {}),
    products: products.map((p) => ({ ...p, quantity: scale(p.quantity), amountCents: scale(p.amountCents) })),
  };
}

/** What a write of an order changes: its old contributions taken back, its new ones added. Unchanged: none. */
export function salesChanges(before: OrderDoc | undefined, after: OrderDoc | undefined): SalesContribution[] {
  const old = salesContributions(before);
  const now = salesContributions(after);
  if (JSON.stringify(old) === JSON.stringify(now)) return [];
  return [...old.map((c) => scaledContribution(c, -1)), ...now.map((c) => scaledContribution(c, 1))];
}

/** A day with nothing sold yet. */
export function emptySalesDay(): SalesDayDoc {
  return { orders: 0, goodsCents: 0, shippingCents: 0, taxCents: 0, refundsCents: 0, zones: {}, products: {} };
}

/** Adds one contribution to its day, in place (a negative one takes back). */
export function addToSalesDay(day: SalesDayDoc, c: SalesContribution): SalesDayDoc {
  for (const key of Object.keys(c.fields) as (keyof SalesContribution['fields'])[]) day[key] += c.fields[key];
  if (c.zone) {
    const zone = (day.zones[c.zone.id] ??= {
      name: c.zone.name,
      orders: 0,
      goodsCents: 0,
      shippingCents: 0,
      taxCents: 0,
    });
    zone.orders += c.zone.orders;
    zone.goodsCents += c.zone.goodsCents;
    zone.shippingCents += c.zone.shippingCents;
    zone.taxCents += c.zone.taxCents;
  }
  for (const p of c.products) {
    const product = (day.products[p.id] ??= { name: p.name, quantity: 0, amountCents: 0 });
    product.quantity += p.quantity;
    product.amountCents += p.amountCents;
  }
  return day;
}

/** The day documents a list of orders adds up to (the rebuild, and the tests' expectation). */
export function salesDaysOf(orders: readonly OrderDoc[]): Map<string, SalesDayDoc> {
  const days = new Map<string, SalesDayDoc>();
  for (const order of orders)
    for (const c of salesContributions(order)) days.set(c.day, addToSalesDay(days.get(c.day) ?? emptySalesDay(), c));
  return days;
}

/** GET /api/reports/sales: dollars per period, tax per zone, the ten best-selling products. */
export interface SalesReport {
  rows: { period: string; orders: number; goods: number; shipping: number; tax: number; refunds: number }[];
  byZone: { zoneId: string; name: string; orders: number; goods: number; shipping: number; tax: number }[];
  topProducts: { productId: string; name: string; quantity: number; amount: number }[];
}
