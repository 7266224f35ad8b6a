import { orderAmountCents, type OrderDoc } from '@toolshop/domain';

/** What an order costs, from the unit price and quantity the server stored (SPEC §9: price times quantity). */
export function payableAmountCents(order: Pick<OrderDoc, 'unitPriceCents' | 'quantity'>): number {
  return orderAmountCents(order.unitPriceCents, order.quantity);
}
