// /dashboard/manageAllOrder (admin): the orders, newest first, 25 a page, found by status and by order number or
// customer email (read through GET /api/orders), with what the shop owner needs to ship each: when it was placed,
// the address and the mobile. Export CSV saves every order of the current search. The page is read again after
// each move and on Refresh. The actions are the moves the order's state machine allows an admin: confirm a paid
// (pending) order, ship a confirmed one with its tracking number, refund a paid, confirmed or shipped one, cancel
// an unpaid one; each after its confirm dialog. Every order has its timeline. On a phone the shipping details
// open under the order's row.
import { useState } from 'react';
import { Box, Button, IconButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { OrderLinesSummary } from '../../../components/orders/order-lines-summary';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import {
  availableTransitions,
  dollarsToCents,
  formatCents,
  orderNumberLabel,
  type OrderFilter,
  type OrderTransition,
} from '@toolshop/domain';
import { hideOnPhone, type TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { EmailLine } from '../../../components/data/email-text';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { OrderNotes } from '../../../components/orders/order-notes';
import { OrderChargesLine } from '../../../components/orders/order-charges';
import { InvoiceLinks } from '../../../components/orders/invoice-links';
import { OrderStatusChip } from '../../../components/orders/order-status-chip';
import { OrderTimelineButton } from '../../../components/orders/order-timeline';
import { formatOrderDate, formatOrderTime, type PlacedOrder } from '../../../lib/placed-order';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { useOrderPages } from '../api/use-order-pages';
import { useConfirmOrder } from '../api/confirm-order';
import { useExportOrders } from '../api/export-orders';
import { OrderSearchForm } from './order-search-form';
import { OrderLinesInDialog } from './order-lines-in-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { RefundOrderDialog } from './refund-order-dialog';
import { ShipOrderDialog } from './ship-order-dialog';

const LOAD_ERROR = 'The orders could not be loaded. Please try again.';
const columns: TableColumn[] = [
  { label: 'Order' },
  { label: 'Customer', hideOnPhone: true },
  { label: 'Ship to', hideOnPhone: true },
  { label: 'Total', numeric: true, hideOnPhone: true },
  { label: 'Status' },
  { label: 'Action' },
];
type AdminMove = Exclude<OrderTransition, 'pay' | 'expire' | 'confirm' | 'approve' | 'reject'>;
// The moves beside Confirm, in the order they are offered; pay and expire are never an admin's, approve and reject
// a company admin's.
const moveLabels: Record<AdminMove, string> = { ship: 'Ship', refund: 'Refund', cancel: 'Cancel' };
const adminMoves = Object.keys(moveLabels) as AdminMove[];
const onPhoneOnly = { display: { xs: 'table-row', sm: 'none' } };
const keepLines = { whiteSpace: 'pre-line' } as const;
// On a phone the three columns left share 390 px: half the usual side padding keeps the actions inside the frame,
// and a long unbroken word (an id, an email, a product's name) breaks rather than widening its column.
const phoneCells = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 }, overflowWrap: { xs: 'anywhere', sm: 'normal' } } };

export default function ManageOrdersPage() {
  const [filter, setFilter] = useState<OrderFilter>({});
  const { status, items: orders, pages, reload } = useOrderPages(filter);
  const { run: confirm, pending } = useConfirmOrder();
  const { run: exportCsv, pending: exporting } = useExportOrders();
  const confirming = useRowDialog<PlacedOrder>(reload);
  const moving = useRowDialog<{ move: AdminMove; order: PlacedOrder }>(reload);
  const [expanded, setExpanded] = useState<string | null>(null);
  const toConfirm = confirming.row;
  const toMove = moving.row;

  const confirmPayment = async () => {
    if (!toConfirm) return;
    await confirm(toConfirm._id);
    confirming.done();
  };
  const searching = Boolean(filter.status || filter.q);

  return (
    <ListPage
      sx={phoneCells}
      title="Manage All Order"
      label="All orders"
      columns={columns}
      pagerLabel="Orders pages"
      loadError={LOAD_ERROR}
      empty={searching ? 'No order matches this search.' : 'There are no orders yet.'}
      read={{ status, items: orders, pages }}
      controls={
        <>
          <OrderSearchForm onSearch={setFilter} />
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            <Button variant="outlined" disabled={exporting} onClick={() => exportCsv(filter)}>
              Export CSV
            </Button>
            <Button variant="text" onClick={reload}>
              Refresh
            </Button>
          </Stack>
        </>
      }
      row={(order) => {
        const status = order.status ?? 'unpaid';
        const moves = availableTransitions(status);
        const number = orderNumberLabel(order._id, order.number);
        const open = expanded === order._id;
        const detailsId = `shipping-${order._id}`;
        return [
          <TableRow key={order._id}>
            <TableCell>
              <Stack direction="row" spacing={0.5} alignItems="flex-start" justifyContent="space-between">
                <Box>
                  <OrderLinesSummary lines={order.lines ?? []} fallbackName={order.productName} />
                  <Typography variant="caption" component="div">
                    {number} ·{' '}
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
                </Box>
                <IconButton
                  size="small"
                  aria-label={open ? 'Hide shipping details' : 'Show shipping details'}
                  aria-expanded={open}
                  aria-controls={open ? detailsId : undefined}
                  onClick={() => setExpanded(open ? null : order._id)}
                  sx={{ display: { sm: 'none' } }}
                >
                  {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
              </Stack>
            </TableCell>
            <TableCell sx={hideOnPhone}>
              <EmailLine email={order.email} />
              <Typography variant="caption" component="div">
                {order.mobile}
              </Typography>
            </TableCell>
            <TableCell sx={{ ...hideOnPhone, ...keepLines }}>{order.address}</TableCell>
            <TableCell align="right" sx={hideOnPhone}>
              {formatCents(dollarsToCents(order.amount))}
            </TableCell>
            <TableCell>
              <Stack spacing={0.5} alignItems="flex-start">
                <OrderStatusChip status={status} />
                <OrderNotes order={order} />
              </Stack>
            </TableCell>
            <TableCell>
              <Stack spacing={1} alignItems="flex-start">
                <Button
                  size="small"
                  variant="contained"
                  disabled={!moves.includes('confirm')}
                  onClick={() => confirming.open(order)}
                >
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
                      onClick={() => moving.open({ move, order })}
                    >
                      {moveLabels[move]}
                    </Button>
                  ))}
                <OrderTimelineButton
                  order={{ _id: order._id, number: order.number, status, placedAt: order.placedAt }}
                />
                <InvoiceLinks order={order} />
              </Stack>
            </TableCell>
          </TableRow>,
          open && (
            <TableRow key={detailsId} sx={onPhoneOnly}>
              <TableCell colSpan={6}>
                <Box id={detailsId} role="region" aria-label={`Shipping of order ${number}`}>
                  <Typography variant="body2">
                    Placed {formatOrderDate(order.placedAt)} {formatOrderTime(order.placedAt)}
                  </Typography>
                  <EmailLine email={order.email} />
                  <Typography variant="body2">Mobile: {order.mobile}</Typography>
                  <Typography variant="body2" sx={keepLines}>
                    Ship to: {order.address}
                  </Typography>
                </Box>
              </TableCell>
            </TableRow>
          ),
        ];
      }}
    >
      <ConfirmDialog
        open={toConfirm !== null}
        title="Confirm this payment?"
        confirmLabel="Yes, confirm"
        pending={pending}
        onConfirm={confirmPayment}
        onClose={confirming.close}
      >
        {toConfirm && (
          <>
            {toConfirm.email} paid {formatCents(dollarsToCents(toConfirm.amount))} for order{' '}
            {orderNumberLabel(toConfirm._id, toConfirm.number)} (transaction {toConfirm.transactionId ?? '-'}):
            <OrderLinesInDialog order={toConfirm} />
          </>
        )}
      </ConfirmDialog>
      {toMove?.move === 'ship' && <ShipOrderDialog order={toMove.order} onClose={moving.done} />}
      {toMove?.move === 'refund' && <RefundOrderDialog order={toMove.order} onClose={moving.done} />}
      {toMove?.move === 'cancel' && <CancelOrderDialog order={toMove.order} onClose={moving.done} />}
    </ListPage>
  );
}
