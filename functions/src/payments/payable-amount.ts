import { orderAmountCents, type OrderDoc } from '@toolshop/domain';

/**
 * What an order costs: the unit price its quote applied when it was placed (quoteQuantity: the plain price or a
 * price break's) times its quantity, as stored. The product's price today plays no part, so a price changed
 * after the order neither raises nor lowers what its customer pays.
 */
export function payableAmountCents(order: Pick<OrderDoc, 'unitPriceCents' | 'quantity'>): number {
  return orderAmountCents(order.unitPriceCents, order.quantity);
}
