// What the payment page says of an order that is no longer unpaid: which status it is in, since when, and the ways
// on (My Orders, and Order again: the product's purchase page). Paid, confirmed and shipped orders are green; a
// cancelled, expired or refunded one says so (nothing charged, or the money back) and puts Order again first. One
// sentence per status of the state machine (domain/src/orders/order-status.ts), so no status reads as another.
import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, type AlertColor } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { dollarsToCents, formatCents, type Order, type SpecStatus } from '@toolshop/domain';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function At({ iso }: { iso: string | undefined }) {
  if (!iso) return <>an unknown time</>;
  return <time dateTime={iso}>{dateTime.format(new Date(iso))}</time>;
}

interface Outcome {
  severity: AlertColor;
  title: string;
  detail: ReactNode;
  /** The order has ended unfulfilled: Order again is the first way on. */
  ended: boolean;
}

function outcomeOf(status: SpecStatus, order: Order, at: string | undefined): Outcome {
  const transaction = order.transactionId ? ` Transaction id ${order.transactionId}.` : '';
  const reason = (text: string | undefined) => (text ? ` Reason: ${text}.` : '');
  switch (status) {
    case 'pending':
      return {
        severity: 'success',
        title: 'This order is paid.',
        detail: (
          <>
            Paid on <At iso={at} />.{transaction} The shop confirms it next.
          </>
        ),
        ended: false,
      };
    case 'success':
      return {
        severity: 'success',
        title: 'This order is paid and confirmed.',
        detail: (
          <>
            Confirmed on <At iso={at} />.{transaction}
          </>
        ),
        ended: false,
      };
    case 'shipped':
      return {
        severity: 'success',
        title: 'This order has shipped.',
        detail: (
          <>
            Shipped on <At iso={at} />
            {order.carrier ? ` with ${order.carrier}` : ''}
            {order.trackingNumber ? `, tracking number ${order.trackingNumber}` : ''}.{transaction}
          </>
        ),
        ended: false,
      };
    case 'cancelled':
      return {
        severity: 'warning',
        title: 'This order was cancelled.',
        detail: (
          <>
            Cancelled on <At iso={at} />.{reason(order.cancelReason)} Nothing was charged.
          </>
        ),
        ended: true,
      };
    case 'expired':
      return {
        severity: 'warning',
        title: 'This order expired unpaid.',
        detail: (
          <>
            Its reservation ended on <At iso={at} /> before it was paid. Nothing was charged.
          </>
        ),
        ended: true,
      };
    case 'refunded':
      return {
        severity: 'info',
        title: 'This order was refunded.',
        detail: (
          <>
            Refunded on <At iso={at} />.{reason(order.refundReason)}
          </>
        ),
        ended: true,
      };
    case 'awaitingApproval': {
      const limit = order.approval ? ` of ${formatCents(dollarsToCents(order.approval.limit))}` : '';
      return {
        severity: 'info',
        title: 'This order awaits approval.',
        detail: (
          <>
            It is over your order limit{limit}, so another admin of your company approves it first. Its stock is
            reserved until <At iso={order.expiresAt} />. Nothing is charged until then.
          </>
        ),
        ended: false,
      };
    }
  }
}

export function OrderOutcome({
  status,
  order,
  statusAt,
}: {
  status: SpecStatus;
  order: Order;
  statusAt: string | undefined;
}) {
  const { severity, title, detail, ended } = outcomeOf(status, order, statusAt);
  // The way on that the outcome suggests stands out: a new order once this one has ended, else My Orders.
  const link = (key: string, to: string, label: string, primary: boolean) => (
    <Button
      key={key}
      variant={primary ? 'contained' : 'outlined'}
      color={primary ? 'primary' : 'inherit'}
      component={RouterLink}
      to={to}
    >
      {label}
    </Button>
  );
  const orderAgain = link('again', `/purchase/${order.productId}`, 'Order again', ended);
  const myOrders = link('mine', '/dashboard/myOrder', 'My Orders', !ended);
  return (
    <Alert severity={severity} role="status" data-testid="order-outcome">
      <AlertTitle>{title}</AlertTitle>
      <Box sx={{ wordBreak: 'break-word' }}>{detail}</Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        {ended ? [orderAgain, myOrders] : [myOrders, orderAgain]}
      </Stack>
    </Alert>
  );
}
