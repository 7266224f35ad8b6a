// Approvals, in the company area of a company admin (/trade): each order of a buyer over its limit, with the
// company's spend this month and available credit beside it, to approve or to reject with a reason. The server
// refuses the buyer's own order; the panel shows every order and lets the API's message say so.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import {
  dollarsToCents,
  formatCents,
  orderNumberLabel,
  orderRejectSchema,
  type ListedOrder,
  type OrderRejectInput,
} from '@toolshop/domain';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { formatOrderDate } from '../../../lib/placed-order';
import { approveOrder, rejectOrder, useApprovals } from '../api/approvals';

const money = (dollars: number) => formatCents(dollarsToCents(dollars));

export function ApprovalsPanel() {
  const approvals = useApprovals();
  const [toReject, setToReject] = useState<ListedOrder | null>(null);
  const approve = useApiMutation(approveOrder, {
    success: (order) => `Order ${orderNumberLabel(order._id, order.number)} approved`,
  });
  return (
    <Box component="section" aria-labelledby="approvals-title" id="approvals" sx={{ mt: 4 }}>
      <Typography id="approvals-title" variant="h5" component="h2" gutterBottom>
        Approvals
      </Typography>
      {approvals.status === 'error' && <Alert severity="error">The approvals could not be loaded.</Alert>}
      {approvals.status === 'success' && (
        <Stack spacing={2}>
          <Typography aria-label="Company budget">
            Spend this month: <strong>{money(approvals.data.spendThisMonth)}</strong> · Available credit:{' '}
            <strong>{money(approvals.data.credit.available)}</strong>
          </Typography>
          {approvals.data.orders.length === 0 && (
            <Typography color="text.secondary">No order is waiting for approval.</Typography>
          )}
          {approvals.data.orders.map((order) => {
            const name = orderNumberLabel(order._id, order.number);
            return (
              <Box
                key={order._id}
                component="article"
                aria-label={`Order ${name}`}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
              >
                <Typography variant="subtitle1" component="h3">
                  Order {name} · {money(order.amount)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {order.email} · {formatOrderDate(order.createdAt ? new Date(order.createdAt) : null)}
                  {order.approval ? ` · over the limit of ${money(order.approval.limit)}` : ''}
                  {order.paymentMethod === 'account' ? ' · on account' : ' · by card'}
                </Typography>
                <Typography variant="body2">
                  {order.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Spend this month with it: {money(approvals.data.spendThisMonth + order.amount)} · Available credit:{' '}
                  {money(approvals.data.credit.available)}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button
                    variant="contained"
                    disabled={approve.pending}
                    onClick={async () => {
                      const result = await approve.run(order._id);
                      if (result.ok) approvals.reload();
                    }}
                  >
                    Approve
                  </Button>
                  <Button variant="outlined" color="error" onClick={() => setToReject(order)}>
                    Reject
                  </Button>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
      {toReject && (
        <RejectDialog
          order={toReject}
          onClose={(rejected) => {
            setToReject(null);
            if (rejected) approvals.reload();
          }}
        />
      )}
    </Box>
  );
}

function RejectDialog({ order, onClose }: { order: ListedOrder; onClose: (rejected: boolean) => void }) {
  const name = orderNumberLabel(order._id, order.number);
  const reject = useApiMutation(rejectOrder, { success: `Order ${name} rejected` });
  const { control, handleSubmit } = useForm<OrderRejectInput>({
    resolver: zodResolver(orderRejectSchema),
    defaultValues: { reason: '' },
  });
  const onConfirm = handleSubmit(async (input) => {
    const result = await reject.run({ orderId: order._id, input });
    if (result.ok) onClose(true);
  });
  return (
    <ConfirmDialog
      open
      title={`Reject order ${name}?`}
      confirmLabel="Reject order"
      destructive
      pending={reject.pending}
      onConfirm={onConfirm}
      onClose={() => onClose(false)}
      fields={<FormTextField control={control} name="reason" label="Reason" fullWidth autoFocus />}
    >
      {order.email} ordered {money(order.amount)}. Its stock goes back on sale and the buyer is told why.
    </ConfirmDialog>
  );
}
