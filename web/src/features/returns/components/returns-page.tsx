// Dashboard -> Returns (admin): every return, newest first, filtered by status; open one to read it and take its
// next step (approve, reject, receive, refund, replace), each offered only where the return's state machine allows.
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import {
  availableReturnMoves,
  orderNumberLabel,
  returnReasonLabels,
  returnStatusLabel,
  RETURN_STATUSES,
  type ReturnStatus,
  type ReturnTransition,
} from '@toolshop/domain';
import { hideOnPhone, type TableColumn, TitleCell } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { StatusFilter, statusOptions } from '../../../components/data/status-filter';
import { EmailLine, EmailText } from '../../../components/data/email-text';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { useReturns } from '../api/returns-api';
import { ReturnDetails, ReturnStatusChip } from './return-details';
import { MOVE_LABELS, ReturnMoveDialog } from './return-move-dialog';

const columns: TableColumn[] = ['Return', { label: 'Reason', hideOnPhone: true }, 'Status', 'Actions'];
const statusChoices = statusOptions(RETURN_STATUSES, returnStatusLabel);

export default function ReturnsPage() {
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const returns = useReturns(status);
  const [openId, setOpenId] = useState<string | null>(() => new URLSearchParams(window.location.search).get('open'));
  const moving = useRowDialog<ReturnTransition>(returns.reload);
  const open = returns.items.find((ret) => ret.id === openId) ?? null;
  return (
    <ListPage
      title="Returns"
      columns={columns}
      empty="There are no returns here."
      read={returns}
      controls={<StatusFilter value={status} options={statusChoices} onChange={setStatus} />}
      row={(ret) => (
        <TableRow key={ret.id} data-testid="return-row">
          <TitleCell title={ret.number}>
            <EmailLine email={ret.email} />
            <Typography variant="caption">
              {ret.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}
            </Typography>
          </TitleCell>
          <TableCell sx={hideOnPhone}>{returnReasonLabels[ret.reason]}</TableCell>
          <TableCell>
            <ReturnStatusChip ret={ret} />
          </TableCell>
          <TableCell>
            <Button size="small" variant="outlined" onClick={() => setOpenId(ret.id)} aria-label={`Open ${ret.number}`}>
              Open
            </Button>
          </TableCell>
        </TableRow>
      )}
    >
      <Dialog open={open !== null && moving.row === null} onClose={() => setOpenId(null)} fullWidth maxWidth="sm">
        <DialogTitle>Return {open?.number}</DialogTitle>
        <DialogContent>
          {open && (
            <Stack spacing={1}>
              <Typography variant="body2">
                Order {orderNumberLabel(open.orderId, open.orderNumber)} · <EmailText email={open.email} />
              </Typography>
              <ReturnDetails ret={open} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {open &&
            availableReturnMoves(open.status).map((move) => (
              <Button
                key={move}
                variant={move === 'reject' ? 'outlined' : 'contained'}
                color={move === 'reject' ? 'error' : 'primary'}
                onClick={() => moving.open(move)}
              >
                {MOVE_LABELS[move]}
              </Button>
            ))}
          <Button onClick={() => setOpenId(null)}>Close</Button>
        </DialogActions>
      </Dialog>
      {open && moving.row && (
        <ReturnMoveDialog ret={open} move={moving.row} onClose={moving.close} onMoved={moving.done} />
      )}
    </ListPage>
  );
}
