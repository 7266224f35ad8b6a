import { orderAmountCents, orderLinesOf, type OrderDoc } from '@toolshop/domain';

/**
 * What an order costs: every line's unit price as its quote applied it when the order was placed (quoteQuantity:
 * the plain price or a price break's) times its quantity, as stored, summed; one payment pays all the lines. The
 * products' prices today play no part, so a price changed after the order neither raises nor lowers what its
 * customer pays. An order of POST /order is its one line. A checkout order adds its shipping and tax.
 */
export function payableAmountCents(
  order: Parameters<typeof orderLinesOf>[0] & Pick<OrderDoc, 'shippingCents' | 'taxCents'>,
): number {
  const goods = orderLinesOf(order).reduce(
    (sum, line) => sum + orderAmountCents(line.unitPriceCents, line.quantity),
    0,
  );
  // A checkout order also pays the shipping and tax its pricing stored (order-pricing.ts); POST /order's, none.
  return goods + (order.shippingCents ?? 0) + (order.taxCents ?? 0);
}
