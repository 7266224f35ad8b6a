// The states every dashboard list shares: loading, failed (with its error toast), empty, or the table itself.
import type { ReactNode } from 'react';
import { Alert, Paper, TableContainer } from '@mui/material';
import { useReadErrorToast } from '../../lib/use-read-error-toast';
import { PageLoader } from '../feedback/page-loader';
import { ListTable, type ListTableProps } from './list-table';

export interface TableReadStatesProps<T> extends Omit<ListTableProps<T>, 'emptyRow'> {
  status: 'loading' | 'error' | 'success';
  loadError: string;
  /** Shown when the read succeeded with no items: a text (an info alert) or a node of its own. */
  empty: ReactNode;
}

export function TableReadStates<T>({ status, loadError, empty, ...table }: TableReadStatesProps<T>) {
  useReadErrorToast(status, loadError);
  if (status === 'loading') return <PageLoader />;
  if (status === 'error') return <Alert severity="error">{loadError}</Alert>;
  if (table.items.length === 0) return typeof empty === 'string' ? <Alert severity="info">{empty}</Alert> : empty;
  return (
    <TableContainer component={Paper} variant="outlined">
      <ListTable {...table} />
    </TableContainer>
  );
}
