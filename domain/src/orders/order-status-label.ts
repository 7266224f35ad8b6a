// The one set of words people read for an order's status, on every screen, email and timeline. The API keeps the
// spec's stored values ('pending', 'success'); a screen or an email shows orderStatusLabel(status), never the value.
import type { OrderStatus } from './order-status';

const labels: Record<OrderStatus, string> = {
  unpaid: 'Unpaid',
  pending: 'Paid', // the payment is verified, an admin has not confirmed the order yet
  success: 'Confirmed', // an admin confirmed the paid order
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
  awaitingApproval: 'Awaiting approval',
};

export function orderStatusLabel(status: OrderStatus): string {
  return labels[status];
}

/** An order every piece of which came back through returns and was refunded (its status stays shipped). */
export const RETURNED_ORDER_LABEL = 'Returned';

/** The words for an order as it stands: "Returned" once it came back whole, its status's word otherwise. */
export function orderLabel(order: { status: OrderStatus; returned?: boolean }): string {
  return order.returned ? RETURNED_ORDER_LABEL : orderStatusLabel(order.status);
}
