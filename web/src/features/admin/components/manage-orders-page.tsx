// /dashboard/manageAllOrder (admin): every order. Unpaid shows unpaid with confirm disabled; pending can be
// confirmed after a dialog; success is final (disabled).
import { useState } from 'react';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { dollarsToCents, formatCents, type Order } from '@toolshop/domain';
import { TableReadStates, hideOnPhone } from '../../../components/data/table-read-states';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useAllOrders } from '../api/use-all-orders';
import { useConfirmOrder } from '../api/confirm-order';

const LOAD_ERROR = 'The orders could not be loaded. Please try again.';
const states = {
  unpaid: { label: 'unpaid', color: 'default' },
  pending: { label: 'pending', color: 'primary' },
  success: { label: 'success', color: 'success' },
  shipped: { label: 'shipped', color: 'success' },
  cancelled: { label: 'cancelled', color: 'default' },
  expired: { label: 'expired', color: 'default' },
  refunded: { label: 'refunded', color: 'default' },
} as const;

export default function ManageOrdersPage() {
  const { status, orders } = useAllOrders();
  const { run: confirm, pending } = useConfirmOrder();
  const [toConfirm, setToConfirm] = useState<Order | null>(null);

  const confirmPayment = async () => {
    if (!toConfirm) return;
    await confirm(toConfirm._id);
    setToConfirm(null);
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage All Order
      </Typography>
      <TableReadStates status={status} rows={orders.length} loadError={LOAD_ERROR} empty="There are no orders yet.">
        <Table size="small" aria-label="All orders">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell sx={hideOnPhone}>Customer</TableCell>
              <TableCell align="right" sx={hideOnPhone}>
                Quantity
              </TableCell>
              <TableCell align="right" sx={hideOnPhone}>
                Total
              </TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => {
              const state = states[order.status ?? 'unpaid'];
              return (
                <TableRow key={order._id}>
                  <TableCell>
                    {order.productName}
                    {/* On a phone the customer and quantity columns fold into this cell. */}
                    <Typography
                      variant="caption"
                      component="div"
                      sx={{ display: { sm: 'none' }, wordBreak: 'break-all' }}
                    >
                      {order.email}, quantity {order.quantity}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...hideOnPhone, wordBreak: 'break-all' }}>{order.email}</TableCell>
                  <TableCell align="right" sx={hideOnPhone}>
                    {order.quantity}
                  </TableCell>
                  <TableCell align="right" sx={hideOnPhone}>
                    {formatCents(dollarsToCents(order.amount))}
                  </TableCell>
                  <TableCell>
                    <Stack spacing={0.5} alignItems="flex-start">
                      <Chip size="small" variant="outlined" color={state.color} label={state.label} />
                      {order.transactionId && (
                        <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
                          Transaction id: {order.transactionId}
                        </Typography>
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      variant="contained"
                      disabled={order.status !== 'pending'}
                      onClick={() => setToConfirm(order)}
                    >
                      {order.status === 'success' ? 'Confirmed' : 'Confirm'}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableReadStates>
      <ConfirmDialog
        open={toConfirm !== null}
        title="Confirm this payment?"
        confirmLabel="Yes, confirm"
        pending={pending}
        onConfirm={confirmPayment}
        onClose={() => setToConfirm(null)}
      >
        {toConfirm &&
          `${toConfirm.email} paid ${formatCents(dollarsToCents(toConfirm.amount))} for ${toConfirm.quantity} x ${toConfirm.productName} (transaction ${toConfirm.transactionId ?? '-'}).`}
      </ConfirmDialog>
    </Box>
  );
}
