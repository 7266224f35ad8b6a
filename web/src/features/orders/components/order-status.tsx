// An order's state as its customer reads it: the status chip; an unpaid order's time left to pay (or "Expired"
// once its deadline has passed); the transaction id of a paid order; the carrier and tracking number of a shipped
// one; why an order was cancelled or refunded.
import { Stack, Typography } from '@mui/material';
import type { Order } from '@toolshop/domain';
import { OrderNotes } from '../../../components/orders/order-notes';
import { OrderStatusChip } from '../../../components/orders/order-status-chip';
import { timeLeftToPay } from './time-left';

export function OrderStatus({ order, now }: { order: Order; now: Date }) {
  const status = order.status ?? 'unpaid';
  const deadline = status === 'unpaid' && order.expiresAt ? timeLeftToPay(order.expiresAt, now) : null;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <OrderStatusChip status={status} returned={order.returned} />
      {deadline && (
        <Typography variant="caption" role="timer" color={deadline.expired ? 'error' : undefined}>
          {deadline.text}
        </Typography>
      )}
      {status === 'unpaid' && order.paymentFailure && (
        <Typography variant="caption" color="error">
          Last payment failed: {order.paymentFailure}
        </Typography>
      )}
      <OrderNotes order={order} />
    </Stack>
  );
}
