// The sales report's source (docs/decisions/0021): one document per UTC day (salesDays/{YYYY-MM-DD}) holding what
// the paid orders of that day add up to, net of the refunds made that day: a refund takes its order's goods,
// shipping and tax back on its own day (per zone and per product too) and keeps the refunded total apart in
// refundsCents; a return's refund does the same with its own lines, shipping and tax. A trigger on every order write records the difference between what the order contributed before
// and after the write, and a single folder adds the recorded differences to the days in batches, so the days always
// come to the sum of the orders; a one-off task rebuilds them from the orders (the scale seed, a migration). The
// report then reads at most 731 small documents, whatever the number of orders.
import { orderLinesOf } from '../orders/order-lines';
import type { OrderDoc } from '../orders/order-doc';

/** One zone's part of a day: orders paid, goods, shipping and tax net of the day's refunds, and those refunds. */
export interface SalesZoneDay {
  name: string;
  orders: number;
  goodsCents: number;
  shippingCents: number;
  taxCents: number;
  /** Absent on days folded before refunds were kept per zone (rebuildSalesDays brings them up to date). */
  refundsCents?: number;
}

/**
 * What one day's sales add up to, net of the day's refunds (orders counts the orders paid that day, refundsCents
 * the totals refunded that day); the maps are keyed by zone id and product id.
 */
export interface SalesDayDoc {
  orders: number;
  goodsCents: number;
  shippingCents: number;
  taxCents: number;
  refundsCents: number;
  zones: Record<string, SalesZoneDay>;
  products: Record<string, { name: string; quantity: number; amountCents: number }>;
}

/** One order's contribution to one day (negative numbers take one back). */
export interface SalesContribution {
  day: string;
  fields: Omit<SalesDayDoc, 'zones' | 'products'>;
  zone?: { id: string } & Required<SalesZoneDay>;
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

/**
 * What an order, as it stands, adds to the days: its sale on the day it was paid, and on the refund's day its goods,
 * shipping, tax and lines taken back with the refunded total kept apart.
 */
export function salesContributions(order: OrderDoc | undefined): SalesContribution[] {
  if (!order || !PAID_STATUSES.has(order.status)) return [];
  const contributions: SalesContribution[] = [];
  const goodsCents = order.subtotalCents ?? order.amountCents;
  const shippingCents = order.shippingCents ?? 0;
  const taxCents = order.taxCents ?? 0;
  const zone = order.shippingZone ?? NO_ZONE;
  const products = orderLinesOf(order).map((line) => ({
    id: line.productId,
    name: line.productName,
    quantity: line.quantity,
    amountCents: line.amountCents,
  }));
  const paidDay = dayOf(order.paidAt);
  if (paidDay)
    contributions.push({
      day: paidDay,
      fields: { orders: 1, goodsCents, shippingCents, taxCents, refundsCents: 0 },
      zone: { ...zone, orders: 1, goodsCents, shippingCents, taxCents, refundsCents: 0 },
      products,
    });
  const refundDay = order.status === 'refunded' ? dayOf(order.refundedAt) : undefined;
  if (refundDay) {
    const takenBack = {
      orders: 0,
      goodsCents: -goodsCents,
      shippingCents: -shippingCents,
      taxCents: -taxCents,
      refundsCents: order.amountCents,
    };
    contributions.push({
      day: refundDay,
      fields: takenBack,
      zone: { ...zone, ...takenBack },
      products: products.map((p) => ({ ...p, quantity: -p.quantity, amountCents: -p.amountCents })),
    });
  }
  // Sorted by return id: the same refunds always make the same contributions, whatever order the map comes in.
  const returnRefunds = Object.entries(order.returnRefunds ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [, refund] of returnRefunds) {
    const day = dayOf(refund.at);
    if (!day) continue;
    const takenBack = {
      orders: 0,
      goodsCents: -refund.goodsCents,
      shippingCents: -refund.shippingCents,
      taxCents: -refund.taxCents,
      refundsCents: refund.amountCents,
    };
    contributions.push({
      day,
      fields: takenBack,
      zone: { ...zone, ...takenBack },
      products: refund.lines.map((line) => ({
        id: line.productId,
        name: products.find((p) => p.id === line.productId)?.name ?? line.productId,
        quantity: -line.quantity,
        amountCents: -line.amountCents,
      })),
    });
  }
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
            refundsCents: scale(zone.refundsCents),
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
      refundsCents: 0,
    });
    zone.orders += c.zone.orders;
    zone.goodsCents += c.zone.goodsCents;
    zone.shippingCents += c.zone.shippingCents;
    zone.taxCents += c.zone.taxCents;
    zone.refundsCents = (zone.refundsCents ?? 0) + c.zone.refundsCents;
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

/**
 * GET /api/reports/sales: dollars per period and per zone (goods, shipping and tax net of the refunds made in the
 * range, the refunds apart; orders are the orders paid), the ten best-selling products net of refunds.
 */
export interface SalesReport {
  rows: { period: string; orders: number; goods: number; shipping: number; tax: number; refunds: number }[];
  byZone: {
    zoneId: string;
    name: string;
    orders: number;
    goods: number;
    shipping: number;
    tax: number;
    refunds: number;
  }[];
  topProducts: { productId: string; name: string; quantity: number; amount: number }[];
}
