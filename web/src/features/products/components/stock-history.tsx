// A product's stock adjustments, newest first: when, the change, why, who, and the count before and after.
import { Alert, TableContainer, Typography } from '@mui/material';
import { stockReasonLabels, type StockAdjustment } from '@toolshop/domain';
import { PageLoader } from '../../../components/feedback/page-loader';
import { ListTable, type TableColumn } from '../../../components/data/list-table';
import { useStockHistory } from '../api/use-stock-history';

const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));
const when = (at: string) => (at ? new Date(at).toLocaleString() : '–');

const columns: TableColumn<StockAdjustment>[] = [
  { label: 'When', cell: (adjustment) => when(adjustment.at) },
  { label: 'Change', numeric: true, cell: (adjustment) => signed(adjustment.delta) },
  {
    label: 'Reason',
    cell: (adjustment) => (
      <>
        {stockReasonLabels[adjustment.reason]}
        {adjustment.note && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {adjustment.note}
          </Typography>
        )}
      </>
    ),
  },
  { label: 'Before', numeric: true, hideOnPhone: true, cell: (adjustment) => adjustment.before },
  { label: 'After', numeric: true, cell: (adjustment) => adjustment.after },
  { label: 'By', hideOnPhone: true, sx: { wordBreak: 'break-all' }, cell: (adjustment) => adjustment.byEmail },
];

export function StockHistory({ productId, available }: { productId: string; available: number }) {
  const state = useStockHistory(productId, available);
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error')
    return <Alert severity="error">The stock history could not be loaded: {state.message}</Alert>;
  if (state.adjustments.length === 0) return <Typography color="text.secondary">No stock adjustments yet.</Typography>;
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it too.
    <TableContainer role="region" aria-label="Stock history, scrollable">
      <ListTable
        label="Stock history"
        columns={columns}
        items={state.adjustments}
        rowKey={(adjustment) => adjustment._id}
      />
    </TableContainer>
  );
}
