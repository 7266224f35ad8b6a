// /dashboard/myOrder: the user's orders; an unpaid one can be paid (-> /payment/{id}) or cancelled after
// the confirm 'Are You sure cancel?'. Pending and paid orders have both actions disabled.
import { useState } from 'react';
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents, dollarsToCents, toastMessages, type Order } from '@toolshop/domain';
import { useSession } from '../../../lib/auth/use-session';
import { TableReadStates, hideOnPhone } from '../../../components/data/table-read-states';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useMyOrders } from '../api/use-my-orders';
import { useCancelOrder } from '../api/cancel-order';
import { OrderStatus } from './order-status';

const LOAD_ERROR = 'Your orders could not be loaded. Please try again.';

export default function MyOrdersPage() {
  const { user } = useSession();
  const { status, orders } = useMyOrders(user?.uid ?? '');
  const { run: cancel, pending } = useCancelOrder();
  const [toCancel, setToCancel] = useState<Order | null>(null);

  const confirmCancel = async () => {
    if (!toCancel) return;
    await cancel(toCancel._id);
    setToCancel(null);
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        My Orders
      </Typography>
      <TableReadStates
        status={status}
        rows={orders.length}
        loadError={LOAD_ERROR}
        empty={
          <Alert
            severity="info"
            action={
              <Button color="inherit" component={RouterLink} to="/">
                Products
              </Button>
            }
          >
            You have no orders yet.
          </Alert>
        }
      >
        <Table size="small" aria-label="My orders">
          <TableHead>
            <TableRow>
              <TableCell sx={hideOnPhone}>Picture</TableCell>
              <TableCell>Product</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right" sx={hideOnPhone}>
                Total
              </TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => {
              const unpaid = !order.status;
              return (
                <TableRow key={order._id}>
                  <TableCell sx={hideOnPhone}>
                    <Box
                      component="img"
                      src={order.picture}
                      alt=""
                      width={56}
                      height={40}
                      sx={{ objectFit: 'contain', display: 'block' }}
                    />
                  </TableCell>
                  <TableCell>{order.productName}</TableCell>
                  <TableCell align="right">{order.quantity}</TableCell>
                  <TableCell align="right" sx={hideOnPhone}>
                    {formatCents(dollarsToCents(order.amount))}
                  </TableCell>
                  <TableCell>
                    <OrderStatus order={order} />
                  </TableCell>
                  <TableCell>
                    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
                      {unpaid ? (
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
                        disabled={!unpaid}
                        onClick={() => setToCancel(order)}
                      >
                        Cancel
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableReadStates>
      <ConfirmDialog
        open={toCancel !== null}
        title={toastMessages.cancelConfirm}
        confirmLabel="Yes, cancel"
        cancelLabel="No"
        destructive
        pending={pending}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      >
        {toCancel && `${toCancel.productName}, quantity ${toCancel.quantity}`}
      </ConfirmDialog>
    </Box>
  );
}
