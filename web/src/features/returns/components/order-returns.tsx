// My Orders' part of returns, in a shipped order's row: "Request a return" while pieces are left to return, and
// each of the order's returns as a chip that opens its details and timeline; what its returns' refunds paid back.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { dollarsToCents, formatCents, type Order, type Return } from '@toolshop/domain';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { ReturnDetails, ReturnStatusChip } from './return-details';
import { RequestReturnDialog, returnableLeft } from './request-return-dialog';

export function OrderReturns({
  order,
  returns,
  onChanged,
}: {
  order: Order;
  returns: readonly Return[];
  onChanged: () => void;
}) {
  const asking = useRowDialog<Order>(onChanged);
  const [open, setOpen] = useState<Return | null>(null);
  const mine = returns.filter((ret) => ret.orderId === order._id);
  const anyLeft = [...returnableLeft(order, returns).values()].some((left) => left > 0);
  const refundedCents = mine.reduce((sum, ret) => sum + (ret.refund ? dollarsToCents(ret.refund.amount) : 0), 0);
  if (order.status !== 'shipped' || order.replacementFor) return null;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      {anyLeft && (
        <Button size="small" variant="outlined" onClick={() => asking.open(order)}>
          Request a return
        </Button>
      )}
      {mine.map((ret) => (
        <Button key={ret.id} size="small" onClick={() => setOpen(ret)} sx={{ p: 0 }}>
          <ReturnStatusChip ret={ret} />
        </Button>
      ))}
      {refundedCents > 0 && (
        <Typography variant="body2">Refunded through returns: {formatCents(refundedCents)}</Typography>
      )}
      {asking.row && (
        <RequestReturnDialog order={asking.row} returns={returns} onClose={asking.close} onRequested={asking.done} />
      )}
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="sm">
        <DialogTitle>Return {open?.number}</DialogTitle>
        <DialogContent>{open && <ReturnDetails ret={open} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
