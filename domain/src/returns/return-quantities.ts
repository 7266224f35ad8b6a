// The stock and money rules of returns, pure so that the server, the form and the tests agree: what is left to
// return of each product (bought minus what the order's returns have taken), when the window closes, what a refund
// of some received pieces pays back (goods at the price paid, tax at the order's rate, shipping only when asked and
// never twice, never more than the payment minus what was refunded before), and when an order has come back whole.
import { taxOfCents } from '../orders/order-pricing';
import type { ReturnTallyDoc } from './return-entity';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BoughtLine {
  productId: string;
  quantity: number;
}

/** Pieces bought of each product, by product id. */
export function boughtByProduct(lines: readonly BoughtLine[]): Map<string, number> {
  const bought = new Map<string, number>();
  for (const line of lines) bought.set(line.productId, (bought.get(line.productId) ?? 0) + line.quantity);
  return bought;
}

/** What is left to return of each product bought: bought minus what returns not rejected have taken. */
export function returnableQuantities(lines: readonly BoughtLine[], tally: ReturnTallyDoc): Map<string, number> {
  const left = new Map<string, number>();
  for (const [productId, bought] of boughtByProduct(lines))
    left.set(productId, Math.max(0, bought - (tally.requested[productId] ?? 0)));
  return left;
}

/** The last moment a return may be asked for. */
export function returnWindowEnd(shippedAt: Date, windowDays: number): Date {
  return new Date(shippedAt.getTime() + windowDays * DAY_MS);
}

/** What an order was charged, as a refund needs it (cents). */
export interface ChargedOrder {
  amountCents: number;
  subtotalCents?: number;
  shippingCents?: number;
  taxRate?: number;
  taxCents?: number;
}

export interface RefundAmounts {
  goodsCents: number;
  shippingCents: number;
  taxCents: number;
  amountCents: number;
}

/** Whether the order's tax was charged on its shipping too (the zone's choice when it was priced). */
function shippingWasTaxed(order: ChargedOrder): boolean {
  const { subtotalCents, shippingCents = 0, taxRate = 0, taxCents } = order;
  if (subtotalCents === undefined || taxCents === undefined || shippingCents === 0) return false;
  return (
    taxOfCents(taxRate, subtotalCents + shippingCents) === taxCents && taxOfCents(taxRate, subtotalCents) !== taxCents
  );
}

/**
 * A refund of `lines` (at the unit price paid) and, when `shipping`, the order's shipping; with the tax of both at the
 * order's rate. Capped by what the payment has left after `refundedCents`, so rounding never pays back a cent more.
 */
export function refundAmounts(
  order: ChargedOrder,
  lines: readonly { quantity: number; unitPriceCents: number }[],
  shipping: boolean,
  refundedCents: number,
): RefundAmounts {
  const goodsCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const shippingCents = shipping ? (order.shippingCents ?? 0) : 0;
  const taxedBase = goodsCents + (shippingWasTaxed(order) ? shippingCents : 0);
  const taxCents = taxOfCents(order.taxRate ?? 0, taxedBase);
  const left = Math.max(0, order.amountCents - refundedCents);
  const amountCents = Math.min(goodsCents + shippingCents + taxCents, left);
  return { goodsCents, shippingCents, taxCents: amountCents - goodsCents - shippingCents, amountCents };
}

/** Every piece bought has come back and been refunded: the order reads "Returned". */
export function isWhollyReturned(lines: readonly BoughtLine[], refunded: Record<string, number>): boolean {
  for (const [productId, bought] of boughtByProduct(lines)) if ((refunded[productId] ?? 0) < bought) return false;
  return true;
}
