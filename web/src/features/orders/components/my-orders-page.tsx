// /dashboard/myOrder: the user's orders, each with its picture, a short order number, the date it was placed,
// quantity and total (in one cell, so that a phone shows it all without scrolling sideways), its status (with the
// time left to pay while unpaid, the tracking number once shipped) and its timeline. An unpaid order can be paid
// (-> /payment/{id}) until its deadline, and cancelled after the confirm 'Are You sure cancel?' while the state
// machine allows it; other orders have both actions disabled. A paid order offers a review of its product; a shipped
// one a return (features/returns), and shows its returns with their status and timeline. An order on account shows its PO number, due date and what it still owes; the open invoices are summed above the list.
// A member of a company sees every order placed for it, a colleague's marked with who placed it; only the one who
// placed an order pays or cancels it.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  canTransition,
  formatCents,
  dollarsToCents,
  orderNumberLabel,
  toastMessages,
  type Return,
} from '@toolshop/domain';
import { useSession } from '../../../lib/auth/use-session';
import { ListPage } from '../../../components/data/list-page';
import { RowActions, type TableColumn } from '../../../components/data/list-table';
import { formatOrderDate, type PlacedOrder } from '../../../lib/placed-order';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useMyOrders, type MyOrder } from '../api/use-my-orders';
import { useCancelOrder } from '../api/cancel-order';
import { OrderTimelineButton } from '../../../components/orders/order-timeline';
import { OrderLinesSummary } from '../../../components/orders/order-lines-summary';
import { BuyAgainButton } from './buy-again-button';
import { ReviewOrderButton } from './review-order-button';
import { OrderStatus } from './order-status';
import { timeLeftToPay } from './time-left';
import { useNow } from './use-now';
import { OrderChargesLine } from '../../../components/orders/order-charges';
import { InvoiceLinks } from '../../../components/orders/invoice-links';
import { OrderReturns, useReturns } from '../../returns';
import { AccountInvoiceLine, openInvoices } from './account-invoice-line';
import { ProductsLinkAlert } from '../../../components/feedback/products-link-alert';
import { RowThumbnail } from '../../../components/media/row-thumbnail';

const LOAD_ERROR = 'Your orders could not be loaded. Please try again.';
// On a phone the three columns share 390 px: half the usual side padding.
const narrowSides = { px: { xs: 1, sm: 2 } };
// The countdowns show seconds under an hour left.
const CLOCK_TICK_MS = 1000;

interface OrderRowsContext {
  now: Date;
  returns: readonly Return[];
  onReturnsChanged: () => void;
  cancel: (order: MyOrder) => void;
}

const orderColumns = ({ now, returns, onReturnsChanged, cancel }: OrderRowsContext): TableColumn<MyOrder>[] => [
  {
    label: 'Order',
    sx: narrowSides,
    cell: (order) => (
      <Stack direction="row" spacing={1.5} alignItems="flex-start">
        <RowThumbnail src={order.picture} sx={{ flexShrink: 0, width: { xs: 44, sm: 56 }, height: 'auto' }} />
        <Box sx={{ minWidth: 0 }}>
          <OrderLinesSummary lines={order.lines} fallbackName={order.productName} />
          <Typography variant="caption" component="div">
            {orderNumberLabel(order._id, order.number)} ·{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatOrderDate(order.placedAt)}
            </Box>
          </Typography>
          <Typography variant="caption" component="div">
            {order.lines.length > 1
              ? `${order.lines.reduce((sum, line) => sum + line.quantity, 0)} pieces`
              : `Quantity ${order.quantity}`}{' '}
            · {formatCents(dollarsToCents(order.amount))}
          </Typography>
          {order.placedBy && (
            <Typography variant="caption" component="div" sx={{ overflowWrap: 'anywhere' }}>
              Placed by {order.placedBy}
            </Typography>
          )}
          <OrderChargesLine order={order} />
          <AccountInvoiceLine order={order} now={now} />
        </Box>
      </Stack>
    ),
  },
  {
    label: 'Status',
    sx: narrowSides,
    cell: (order) => (
      <>
        <OrderStatus order={order} now={now} />
        <OrderReturns order={order} returns={returns} onChanged={onReturnsChanged} />
      </>
    ),
  },
  {
    label: 'Actions',
    sx: narrowSides,
    cell: (order) => {
      const status = order.status ?? 'unpaid';
      const own = order.placedBy === null;
      const payable =
        own && canTransition(status, 'pay') && !(order.expiresAt && timeLeftToPay(order.expiresAt, now).expired);
      return (
        <RowActions>
          {payable ? (
            <Button size="small" variant="contained" component={RouterLink} to={`/payment/${order._id}`}>
              Pay
            </Button>
          ) : (
            <Button size="small" variant="contained" disabled>
              Pay
            </Button>
          )}
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={!own || !canTransition(status, 'cancel')}
            onClick={() => cancel(order)}
          >
            Cancel
          </Button>
          <OrderTimelineButton order={{ _id: order._id, number: order.number, status, placedAt: order.placedAt }} />
          <BuyAgainButton order={order} />
          <ReviewOrderButton order={order} />
          <InvoiceLinks order={order} />
        </RowActions>
      );
    },
  },
];

export default function MyOrdersPage() {
  const { user } = useSession();
  const { status, orders } = useMyOrders(user?.uid ?? '');
  const { run: cancel, pending } = useCancelOrder();
  // The first page of the customer's returns: a customer has few.
  const { items: returns, reload: reloadReturns } = useReturns();
  // The list is live (Firestore): a cancelled order changes in it by itself.
  const cancelling = useRowDialog<PlacedOrder>(() => undefined);
  const toCancel = cancelling.row;
  const counting = orders.some((order) => !order.status && order.expiresAt);
  const now = useNow(counting ? CLOCK_TICK_MS : null);
  const owing = openInvoices(orders);

  const confirmCancel = async () => {
    if (!toCancel) return;
    await cancel(toCancel._id);
    cancelling.close();
  };

  return (
    <ListPage
      title="My Orders"
      label="My orders"
      columns={orderColumns({ now, returns, onReturnsChanged: reloadReturns, cancel: cancelling.open })}
      rowKey={(order) => order._id}
      loadError={LOAD_ERROR}
      empty={<ProductsLinkAlert severity="info">You have no orders yet.</ProductsLinkAlert>}
      read={{ status, items: orders }}
      controls={
        owing.count > 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Open invoices on account: {owing.count}, {formatCents(owing.owedCents)} to pay by their due dates.
          </Alert>
        )
      }
    >
      <ConfirmDialog
        open={toCancel !== null}
        title={toastMessages.cancelConfirm}
        confirmLabel="Yes, cancel"
        cancelLabel="No"
        destructive
        pending={pending}
        onConfirm={confirmCancel}
        onClose={cancelling.close}
      >
        {toCancel && `${toCancel.productName}, quantity ${toCancel.quantity}`}
      </ConfirmDialog>
    </ListPage>
  );
}
