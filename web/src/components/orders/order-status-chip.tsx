// An order's status as a chip with its word, the same colours on every screen. Customers read "Paid" for a
// confirmed order; Manage All Order keeps the spec's status strings ("success").
import { Chip } from '@mui/material';
import type { OrderStatus } from '@toolshop/domain';

const customerLabels: Record<OrderStatus, string> = {
  unpaid: 'Unpaid',
  pending: 'Pending',
  success: 'Paid',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};
// Colours with at least 4.5:1 contrast on white (MUI's warning and info text colours fall short).
const colors = {
  unpaid: 'default',
  pending: 'primary',
  success: 'success',
  shipped: 'success',
  cancelled: 'error',
  expired: 'default',
  refunded: 'default',
} as const satisfies Record<OrderStatus, string>;

export function OrderStatusChip({ status, wording }: { status: OrderStatus; wording: 'customer' | 'spec' }) {
  const label = wording === 'customer' ? customerLabels[status] : status;
  return <Chip size="small" variant="outlined" color={colors[status]} label={label} />;
}

export function statusLabel(status: OrderStatus): string {
  return customerLabels[status];
}
