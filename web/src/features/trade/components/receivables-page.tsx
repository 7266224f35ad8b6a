// Dashboard -> Receivables (admin): the open invoices on account, the earliest due first, per company, with what
// each still owes and how many days overdue it is; an admin records a payment received (partial allowed), and the
// company's credit is available again at once.
import { useState } from 'react';
import { Alert, Button, Chip, FormControlLabel, Switch, Typography } from '@mui/material';
import { dollarsToCents, formatCents, type Receivable } from '@toolshop/domain';
import { titleColumn, wrapAnywhere, type TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { formatOrderDate } from '../../../lib/placed-order';
import { useReceivables } from '../api/receivables';
import { RecordPaymentDialog } from './record-payment-dialog';

const money = (dollars: number) => formatCents(dollarsToCents(dollars));

export default function ReceivablesPage() {
  const [overdueOnly, setOverdueOnly] = useState(false);
  const { status, receivables, reload } = useReceivables(overdueOnly);
  const paying = useRowDialog<Receivable & { invoiceNumber: string }>(reload);
  const owed = receivables.reduce((sum, receivable) => sum + dollarsToCents(receivable.balance), 0);
  const columns: TableColumn<Receivable>[] = [
    titleColumn(
      'Invoice',
      (receivable) => receivable.invoiceNumber ?? 'Being issued',
      (receivable) => receivable.poNumber && <Typography variant="body2">PO {receivable.poNumber}</Typography>,
    ),
    {
      label: 'Company',
      hideOnPhone: true,
      sx: wrapAnywhere,
      cell: (receivable) => (
        <>
          <Typography variant="body2">{receivable.companyName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {receivable.email}
          </Typography>
        </>
      ),
    },
    {
      label: 'Owed',
      cell: (receivable) => (
        <>
          <Typography variant="body2">{money(receivable.balance)}</Typography>
          {receivable.paid > 0 && (
            <Typography variant="body2" color="text.secondary">
              of {money(receivable.amount)}
            </Typography>
          )}
        </>
      ),
    },
    {
      label: 'Due',
      cell: (receivable) => (
        <>
          <Typography variant="body2">{formatOrderDate(new Date(receivable.dueAt))}</Typography>
          {receivable.daysOverdue > 0 ? (
            <Chip size="small" color="error" label={`${receivable.daysOverdue} days overdue`} />
          ) : (
            <Chip size="small" label="Due" />
          )}
        </>
      ),
    },
    {
      label: 'Actions',
      cell: (receivable) => (
        <Button
          size="small"
          variant="contained"
          disabled={!receivable.invoiceNumber}
          onClick={() =>
            receivable.invoiceNumber && paying.open({ ...receivable, invoiceNumber: receivable.invoiceNumber })
          }
          aria-label={`Record payment: ${receivable.invoiceNumber ?? receivable.orderId}`}
        >
          Record payment
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title="Receivables"
      columns={columns}
      rowKey={(receivable) => receivable.orderId}
      rowTestId="receivable-row"
      empty={<Alert severity="info">No open invoices on account.</Alert>}
      read={{ status, items: receivables }}
      controls={
        <>
          <FormControlLabel
            control={<Switch checked={overdueOnly} onChange={(event) => setOverdueOnly(event.target.checked)} />}
            label="Overdue only"
          />
          {status === 'success' && receivables.length > 0 && (
            <Alert severity="info" sx={{ my: 2 }}>
              {receivables.length} open {receivables.length === 1 ? 'invoice' : 'invoices'}, {formatCents(owed)} owed.
            </Alert>
          )}
        </>
      }
    >
      {paying.row && <RecordPaymentDialog receivable={paying.row} onClose={paying.close} onDone={paying.done} />}
    </ListPage>
  );
}
