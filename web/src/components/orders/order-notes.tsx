// What an order's record says beside its status, on the customer's and the admin's lists alike: the payment's
// transaction id, the carrier and tracking number of a shipped order (a link to the carrier's tracking page, in a new
// tab, for the carriers the domain knows), why it was cancelled or refunded.
import { Typography } from '@mui/material';
import type { Order } from '@toolshop/domain';
import { TrackingNumber } from './tracking-number';

export function OrderNotes({ order }: { order: Order }) {
  const status = order.status ?? 'unpaid';
  return (
    <>
      {order.transactionId && (
        <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
          Transaction id: {order.transactionId}
        </Typography>
      )}
      {order.carrier && order.trackingNumber && (
        <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
          {order.carrier}, tracking <TrackingNumber carrier={order.carrier} trackingNumber={order.trackingNumber} />
        </Typography>
      )}
      {status === 'cancelled' && order.cancelReason && (
        <Typography variant="caption">Reason: {order.cancelReason}</Typography>
      )}
      {status === 'refunded' && order.refundReason && (
        <Typography variant="caption">Reason: {order.refundReason}</Typography>
      )}
    </>
  );
}
