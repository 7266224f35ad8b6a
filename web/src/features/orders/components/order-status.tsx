// The payment state of SPEC §4: no status = unpaid, pending shows its transaction id, success is final.
import { Chip, Stack, Typography } from '@mui/material';
import type { Order } from '@toolshop/domain';

const labels = {
  unpaid: 'Unpaid',
  pending: 'Pending',
  success: 'Paid',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
} as const;
// Colours with at least 4.5:1 contrast on white (MUI's warning and info text colours fall short).
const colors = {
  unpaid: 'default',
  pending: 'primary',
  success: 'success',
  shipped: 'success',
  cancelled: 'default',
  expired: 'default',
  refunded: 'default',
} as const;

export function OrderStatus({ order }: { order: Order }) {
  const state = order.status ?? 'unpaid';
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Chip size="small" variant="outlined" color={colors[state]} label={labels[state]} />
      {order.transactionId && (
        <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
          Transaction id: {order.transactionId}
        </Typography>
      )}
      {!order.status && order.paymentFailure && (
        <Typography variant="caption" color="error">
          Last payment failed: {order.paymentFailure}
        </Typography>
      )}
    </Stack>
  );
}
