// An order's status as a chip with its word (domain's orderStatusLabel), the same words and colours on every screen.
import { Chip } from '@mui/material';
import { orderStatusLabel, type OrderStatus } from '@toolshop/domain';

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

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" variant="outlined" color={colors[status]} label={orderStatusLabel(status)} />;
}
