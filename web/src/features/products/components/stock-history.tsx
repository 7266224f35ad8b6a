// A product's stock adjustments, newest first: when, the change, why, who, and the count before and after.
import { Alert, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import { stockReasonLabels, type StockAdjustment } from '@toolshop/domain';
import { PageLoader } from '../../../components/feedback/page-loader';
import { ListTable, hideOnPhone, type TableColumn } from '../../../components/data/list-table';
import { useStockHistory } from '../api/use-stock-history';

const columns: TableColumn[] = [
  { label: 'When' },
  { label: 'Change', numeric: true },
  { label: 'Reason' },
  { label: 'Before', numeric: true, hideOnPhone: true },
  { label: 'After', numeric: true },
  { label: 'By', hideOnPhone: true },
];

const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));
const when = (at: string) => (at ? new Date(at).toLocaleString() : '–');

export function StockHistory({ productId, available }: { productId: string; available: number }) {
  const state = useStockHistory(productId, available);
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error')
    return <Alert severity="error">The stock history could not be loaded: {state.message}</Alert>;
  if (state.adjustments.length === 0) return <Typography color="text.secondary">No stock adjustments yet.</Typography>;
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it too.
    <TableContainer tabIndex={0} role="region" aria-label="Stock history, scrollable">
      <ListTable label="Stock history" columns={columns}>
        {state.adjustments.map((adjustment: StockAdjustment) => (
          <TableRow key={adjustment._id}>
            <TableCell>{when(adjustment.at)}</TableCell>
            <TableCell align="right">{signed(adjustment.delta)}</TableCell>
            <TableCell>
              {stockReasonLabels[adjustment.reason]}
              {adjustment.note && (
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {adjustment.note}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={hideOnPhone}>
              {adjustment.before}
            </TableCell>
            <TableCell align="right">{adjustment.after}</TableCell>
            <TableCell sx={{ ...hideOnPhone, wordBreak: 'break-all' }}>{adjustment.byEmail}</TableCell>
          </TableRow>
        ))}
      </ListTable>
    </TableContainer>
  );
}
