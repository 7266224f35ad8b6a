// The admin's orders list's columns: each order's lines, number and date, its customer, where it ships, its total, its
// status and notes, and the moves its state machine allows an admin (confirm a paid order; ship, refund, cancel),
// with its timeline and invoices. On a phone the customer, address and total leave the row: a button under the
// order opens them in a row of their own. A phone's row is the order and its actions: the status and its notes show
// under the order, so the action column is as wide as its longest word and no button label breaks inside a word.
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import {
  availableTransitions,
  dollarsToCents,
  formatCents,
  orderNumberLabel,
  type OrderTransition,
} from '@toolshop/domain';
import { hideOnPhone, type RowDetail, type TableColumn } from '../../../components/data/list-table';
import { EmailLine } from '../../../components/data/email-text';
import { OrderLinesSummary } from '../../../components/orders/order-lines-summary';
import { OrderNotes } from '../../../components/orders/order-notes';
import { OrderChargesLine } from '../../../components/orders/order-charges';
import { InvoiceLinks } from '../../../components/orders/invoice-links';
import { OrderStatusChip } from '../../../components/orders/order-status-chip';
import { OrderTimelineButton } from '../../../components/orders/order-timeline';
import { formatOrderDate, formatOrderTime, type PlacedOrder } from '../../../lib/placed-order';

export type AdminMove = Exclude<OrderTransition, 'pay' | 'expire' | 'confirm' | 'approve' | 'reject'>;
// The moves beside Confirm, in the order they are offered; pay and expire are never an admin's, approve and reject
// a company admin's.
const moveLabels: Record<AdminMove, string> = { ship: 'Ship', refund: 'Refund', cancel: 'Cancel' };
const adminMoves = Object.keys(moveLabels) as AdminMove[];
const onPhoneOnly = { display: { xs: 'table-row', sm: 'none' } };
const keepLines = { whiteSpace: 'pre-line' } as const;
// On a phone a long unbroken word (a product's name, an email) breaks rather than widening the order's column.
const wrapOnPhone = { overflowWrap: { xs: 'anywhere', sm: 'normal' } } as const;
const detailsId = (order: PlacedOrder) => `shipping-${order._id}`;

export interface OrderRowActions {
  /** The order whose shipping details are open on a phone. */
  expanded: string | null;
  expand: (order: PlacedOrder) => void;
  confirm: (order: PlacedOrder) => void;
  startMove: (move: { move: AdminMove; order: PlacedOrder }) => void;
  /** A phone's screen: the status shows under the order instead of in a column of its own. */
  phone: boolean;
}

function StatusWithNotes({ order }: { order: PlacedOrder }) {
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <OrderStatusChip status={order.status ?? 'unpaid'} />
      <OrderNotes order={order} />
    </Stack>
  );
}

const statusColumn: TableColumn<PlacedOrder> = { label: 'Status', cell: (order) => <StatusWithNotes order={order} /> };

export const orderColumns = ({
  expanded,
  expand,
  confirm,
  startMove,
  phone,
}: OrderRowActions): TableColumn<PlacedOrder>[] => [
  {
    label: 'Order',
    sx: wrapOnPhone,
    cell: (order) => {
      const open = expanded === order._id;
      return (
        <Stack direction="row" spacing={0.5} alignItems="flex-start" justifyContent="space-between">
          <Box>
            <OrderLinesSummary lines={order.lines ?? []} fallbackName={order.productName} />
            <Typography variant="caption" component="div">
              {orderNumberLabel(order._id, order.number)} ·{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatOrderDate(order.placedAt)}
              </Box>{' '}
              <Box component="span" sx={hideOnPhone}>
                {formatOrderTime(order.placedAt)}
              </Box>
            </Typography>
            <Typography variant="caption" component="div">
              {(order.lines?.length ?? 0) > 1
                ? `${order.lines.reduce((sum, line) => sum + line.quantity, 0)} pieces`
                : `Quantity ${order.quantity}`}
              <Box component="span" sx={{ display: { sm: 'none' } }}>
                {' '}
                · {formatCents(dollarsToCents(order.amount))}
              </Box>
            </Typography>
            <OrderChargesLine order={order} />
            {phone && (
              <Box sx={{ mt: 1 }}>
                <StatusWithNotes order={order} />
              </Box>
            )}
          </Box>
          <IconButton
            size="small"
            aria-label={open ? 'Hide shipping details' : 'Show shipping details'}
            aria-expanded={open}
            aria-controls={open ? detailsId(order) : undefined}
            onClick={() => expand(order)}
            sx={{ display: { sm: 'none' } }}
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </Stack>
      );
    },
  },
  {
    label: 'Customer',
    hideOnPhone: true,
    cell: (order) => (
      <>
        <EmailLine email={order.email} />
        <Typography variant="caption" component="div">
          {order.mobile}
        </Typography>
      </>
    ),
  },
  { label: 'Ship to', hideOnPhone: true, sx: keepLines, cell: (order) => order.address },
  {
    label: 'Total',
    numeric: true,
    hideOnPhone: true,
    cell: (order) => formatCents(dollarsToCents(order.amount)),
  },
  ...(phone ? [] : [statusColumn]),
  {
    label: 'Action',
    cell: (order) => {
      const status = order.status ?? 'unpaid';
      const moves = availableTransitions(status);
      return (
        <Stack spacing={1} alignItems="flex-start">
          <Button size="small" variant="contained" disabled={!moves.includes('confirm')} onClick={() => confirm(order)}>
            {status === 'success' || status === 'shipped' ? 'Confirmed' : 'Confirm'}
          </Button>
          {adminMoves
            .filter((move) => moves.includes(move))
            .map((move) => (
              <Button
                key={move}
                size="small"
                variant="outlined"
                color={move === 'ship' ? 'primary' : 'error'}
                onClick={() => startMove({ move, order })}
              >
                {moveLabels[move]}
              </Button>
            ))}
          <OrderTimelineButton order={{ _id: order._id, number: order.number, status, placedAt: order.placedAt }} />
          <InvoiceLinks order={order} />
        </Stack>
      );
    },
  },
];

/** On a phone an order's shipping details open in a row of their own under the order's. */
export const shippingDetail = (expanded: string | null): RowDetail<PlacedOrder> => ({
  sx: onPhoneOnly,
  cell: (order) =>
    expanded === order._id && (
      <Box
        id={detailsId(order)}
        role="region"
        aria-label={`Shipping of order ${orderNumberLabel(order._id, order.number)}`}
      >
        <Typography variant="body2">
          Placed {formatOrderDate(order.placedAt)} {formatOrderTime(order.placedAt)}
        </Typography>
        <EmailLine email={order.email} />
        <Typography variant="body2">Mobile: {order.mobile}</Typography>
        <Typography variant="body2" sx={keepLines}>
          Ship to: {order.address}
        </Typography>
      </Box>
    ),
});
