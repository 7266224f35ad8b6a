// /dashboard/manageAllOrder (admin): every order. Unpaid shows unpaid with confirm disabled; pending can be
// confirmed after a dialog; success is final (disabled).
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { dollarsToCents, formatCents, type Order } from '@toolshop/domain';
import { useReadErrorToast } from '../../../lib/use-read-error-toast';
import { PageLoader } from '../../../components/feedback/page-loader';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useAllOrders } from '../api/use-all-orders';
import { useConfirmOrder } from '../api/confirm-order';

const LOAD_ERROR = 'The orders could not be loaded. Please try again.';
const wide = { display: { xs: 'none', sm: 'table-cell' } };
const states = {
  unpaid: { label: 'unpaid', color: 'default' },
  pending: { label: 'pending', color: 'primary' },
  success: { label: 'success', color: 'success' },
} as const;

export default function ManageOrdersPage() {
  const { status, orders } = useAllOrders();
  useReadErrorToast(status, LOAD_ERROR);
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
      {status === 'loading' && <PageLoader />}
      {status === 'error' && <Alert severity="error">{LOAD_ERROR}</Alert>}
      {status === 'success' && orders.length === 0 && <Alert severity="info">There are no orders yet.</Alert>}
      {status === 'success' && orders.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="All orders">
            <TableHead>
              <TableRow>
                <TableCell>Product</TableCell>
                <TableCell sx={wide}>Customer</TableCell>
                <TableCell align="right" sx={wide}>
                  Quantity
                </TableCell>
                <TableCell align="right" sx={wide}>
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
                    <TableCell sx={{ ...wide, wordBreak: 'break-all' }}>{order.email}</TableCell>
                    <TableCell align="right" sx={wide}>
                      {order.quantity}
                    </TableCell>
                    <TableCell align="right" sx={wide}>
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
        </TableContainer>
      )}
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
