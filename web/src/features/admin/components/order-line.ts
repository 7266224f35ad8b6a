// One line naming an order in the admin's confirm dialogs: what, how many, for whom, for how much.
import { dollarsToCents, formatCents } from '@toolshop/domain';
import { shortOrderNumber, type PlacedOrder } from '../../../lib/placed-order';

export function orderLine(order: PlacedOrder): string {
  const amount = formatCents(dollarsToCents(order.amount));
  return `Order ${shortOrderNumber(order._id)}: ${order.quantity} x ${order.productName} for ${order.email}, ${amount}.`;
}
