// An order's lines: a checkout order (POST /api/checkout) stores them; an order of SPEC's POST /order is one line,
// read from its single-product fields. The single-product fields of a multi-line order tell an old client the
// truth in SPEC's own terms (docs/decisions/0019): the first product's id and picture, a name saying how many
// more products and pieces it holds, one piece of that bundle at the order's total, so price x quantity is the
// amount to pay, as SPEC clients compute it.
import type { PriceBreakDoc } from '../products/price-break-doc';

/** What a line and SPEC's single-product fields of an order both hold. */
interface PricedProduct {
  productId: string;
  productName: string;
  picture: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

export interface OrderLineDoc extends PricedProduct {
  /** The price break that gave the unit price; null for the plain price. */
  priceBreak: PriceBreakDoc | null;
  /** The product's part number when the order was placed; absent when it had none, and on older orders. */
  sku?: string;
  /** A trade buyer's line: the list unit price their trade price was below; absent at list price. */
  listUnitPriceCents?: number;
}

/** The lines of any order, old or new. */
export function orderLinesOf(order: OrderSummaryFields & { lines?: OrderLineDoc[] }): OrderLineDoc[] {
  if (order.lines?.length) return order.lines;
  return [
    {
      productId: order.productId,
      productName: order.productName,
      picture: order.picture,
      quantity: order.quantity,
      unitPriceCents: order.unitPriceCents,
      amountCents: order.amountCents,
      priceBreak: order.priceBreak ?? null,
    },
  ];
}

/** The pieces of each product an order holds, by product id (what goes back to stock). */
export function orderPiecesByProduct(order: Parameters<typeof orderLinesOf>[0]): Map<string, number> {
  const pieces = new Map<string, number>();
  for (const line of orderLinesOf(order)) pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.quantity);
  return pieces;
}

/** "Drill and 2 more items (7 pieces)": a multi-line order named for a client that shows one product. */
export function multiLineOrderName(lines: readonly OrderLineDoc[]): string {
  const [first] = lines;
  if (!first) return '';
  if (lines.length === 1) return first.productName;
  const more = lines.length - 1;
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  return `${first.productName} and ${more} more ${more === 1 ? 'item' : 'items'} (${pieces} pieces)`;
}

/** SPEC's single-product fields, as an order document stores them. */
export interface OrderSummaryFields extends PricedProduct {
  priceBreak?: PriceBreakDoc | null;
}

/**
 * SPEC's single-product fields of an order with these lines: a one-line order's are its line's own; a multi-line
 * order's are one bundle at the total (see above). So is a one-line order that also pays shipping or tax
 * (`extrasCents`, docs/decisions/0021): an old client pays price x quantity, which must be the whole amount.
 */
export function orderSummaryFields(lines: readonly OrderLineDoc[], extrasCents = 0): OrderSummaryFields {
  const [first] = lines;
  if (!first) throw new Error('An order has at least one line');
  if (lines.length === 1 && extrasCents === 0) {
    const { productId, productName, picture, quantity, unitPriceCents, amountCents, priceBreak } = first;
    return { productId, productName, picture, quantity, unitPriceCents, amountCents, priceBreak };
  }
  const amountCents = lines.reduce((sum, line) => sum + line.amountCents, extrasCents);
  const pieces = `${first.quantity} ${first.quantity === 1 ? 'piece' : 'pieces'}`;
  const name = lines.length === 1 ? `${first.productName} (${pieces})` : multiLineOrderName(lines);
  return {
    productId: first.productId,
    productName: extrasCents === 0 ? name : `${name}, shipping and tax included`,
    picture: first.picture,
    quantity: 1,
    unitPriceCents: amountCents,
    amountCents,
    priceBreak: null,
  };
}

/** The names an order is found by in the admin's search (stored on the order as `productNames`). */
export function orderProductNames(lines: readonly OrderLineDoc[]): string[] {
  return [...new Set(lines.map((line) => line.productName))];
}

/** The part numbers an order's lines were placed under, once each (the admin's search finds the order by them). */
export function orderSkus(lines: readonly OrderLineDoc[]): string[] {
  return [...new Set(lines.flatMap((line) => (line.sku ? [line.sku] : [])))];
}
