// Dashboard -> Returns (admin): every return, newest first, filtered by status; open one to read it and take its
// next step (approve, reject, receive, refund, replace), each offered only where the return's state machine allows.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import {
  availableReturnMoves,
  orderNumberLabel,
  returnReasonLabels,
  returnStatusLabel,
  RETURN_STATUSES,
  type Return,
  type ReturnStatus,
  type ReturnTransition,
} from '@toolshop/domain';
import { titleColumn, type TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { StatusFilter, statusOptions } from '../../../components/data/status-filter';
import { EmailLine, EmailText } from '../../../components/data/email-text';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { useReturns } from '../api/returns-api';
import { ReturnDetails, ReturnStatusChip } from './return-details';
import { MOVE_LABELS, ReturnMoveDialog } from './return-move-dialog';

const statusChoices = statusOptions(RETURN_STATUSES, returnStatusLabel);

/** The returns' columns; Open shows the return in `onOpen`'s dialog. */
const returnColumns = (onOpen: (id: string) => void): TableColumn<Return>[] => [
  titleColumn(
    'Return',
    (ret) => ret.number,
    (ret) => (
      <>
        <EmailLine email={ret.email} />
        <Typography variant="caption">
          {ret.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}
        </Typography>
      </>
    ),
  ),
  { label: 'Reason', hideOnPhone: true, cell: (ret) => returnReasonLabels[ret.reason] },
  { label: 'Status', cell: (ret) => <ReturnStatusChip ret={ret} /> },
  {
    label: 'Actions',
    cell: (ret) => (
      <Button size="small" variant="outlined" onClick={() => onOpen(ret.id)} aria-label={`Open ${ret.number}`}>
        Open
      </Button>
    ),
  },
];

export default function ReturnsPage() {
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const returns = useReturns(status);
  const [openId, setOpenId] = useState<string | null>(() => new URLSearchParams(window.location.search).get('open'));
  const moving = useRowDialog<ReturnTransition>(returns.reload);
  const open = returns.items.find((ret) => ret.id === openId) ?? null;
  return (
    <ListPage
      title="Returns"
      columns={returnColumns(setOpenId)}
      rowKey={(ret) => ret.id}
      rowTestId="return-row"
      empty="There are no returns here."
      read={returns}
      controls={<StatusFilter value={status} options={statusChoices} onChange={setStatus} />}
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
