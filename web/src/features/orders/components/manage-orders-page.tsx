// /dashboard/manageAllOrder (admin): the orders, newest first, 25 a page, found by status and by order number or
// customer email (read through GET /api/orders), with what the shop owner needs to ship each: when it was placed,
// the address and the mobile. Export CSV saves every order of the current search. The page is read again after
// each move and on Refresh. The actions are the moves the order's state machine allows an admin: confirm a paid
// (pending) order, ship a confirmed one with its tracking number, refund a paid, confirmed or shipped one, cancel
// an unpaid one; each after its confirm dialog. Every order has its timeline. On a phone the shipping details
// open under the order's row.
import { useState } from 'react';
import { Button, Stack, useMediaQuery, type Theme } from '@mui/material';
import { dollarsToCents, formatCents, orderNumberLabel, type OrderFilter } from '@toolshop/domain';
import { ListPage } from '../../../components/data/list-page';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import type { PlacedOrder } from '../../../lib/placed-order';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { useOrderPages } from '../api/use-order-pages';
import { useConfirmOrder } from '../api/confirm-order';
import { useExportOrders } from '../api/export-orders';
import { OrderSearchForm } from './order-search-form';
import { OrderLinesInDialog } from './order-lines-in-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { RefundOrderDialog } from './refund-order-dialog';
import { ShipOrderDialog } from './ship-order-dialog';
import { orderColumns, shippingDetail, type AdminMove } from './manage-orders-columns';

const LOAD_ERROR = 'The orders could not be loaded. Please try again.';
// On a phone the order and its actions share 390 px: half the usual side padding gives the order more of it.
const phoneCells = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } };
const onPhone = (theme: Theme) => theme.breakpoints.down('sm');

export default function ManageOrdersPage() {
  const [filter, setFilter] = useState<OrderFilter>({});
  const { status, items: orders, pages, reload } = useOrderPages(filter);
  const { run: confirm, pending } = useConfirmOrder();
  const { run: exportCsv, pending: exporting } = useExportOrders();
  const confirming = useRowDialog<PlacedOrder>(reload);
  const moving = useRowDialog<{ move: AdminMove; order: PlacedOrder }>(reload);
  const [expanded, setExpanded] = useState<string | null>(null);
  // Read before the first paint: the dashboard is drawn in the browser only.
  const phone = useMediaQuery(onPhone, { noSsr: true });
  const toConfirm = confirming.row;
  const toMove = moving.row;

  const confirmPayment = async () => {
    if (!toConfirm) return;
    await confirm(toConfirm._id);
    confirming.done();
  };
  const searching = Boolean(filter.status || filter.q);
  const expand = (order: PlacedOrder) => setExpanded(expanded === order._id ? null : order._id);

  return (
    <ListPage
      sx={phoneCells}
      title="Manage All Order"
      label="All orders"
      columns={orderColumns({ expanded, expand, confirm: confirming.open, startMove: moving.open, phone })}
      rowKey={(order) => order._id}
      detail={shippingDetail(expanded)}
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
