// The states every dashboard list shares: loading, failed (with its error toast), empty, or the table itself.
import type { ReactNode } from 'react';
import { Alert, Paper, TableContainer } from '@mui/material';
import { useReadErrorToast } from '../../lib/use-read-error-toast';
import { PageLoader } from '../feedback/page-loader';
import { ListTable, type ListTableProps } from './list-table';

export interface TableReadStatesProps extends ListTableProps {
  status: 'loading' | 'error' | 'success';
  rows: number;
  loadError: string;
  /** Shown when the read succeeded with no rows: a text (an info alert) or a node of its own. */
  empty: ReactNode;
}

export function TableReadStates({ status, rows, loadError, empty, ...table }: TableReadStatesProps) {
  useReadErrorToast(status, loadError);
  if (status === 'loading') return <PageLoader />;
  if (status === 'error') return <Alert severity="error">{loadError}</Alert>;
  if (rows === 0) return typeof empty === 'string' ? <Alert severity="info">{empty}</Alert> : empty;
  return (
    <TableContainer component={Paper} variant="outlined">
      <ListTable {...table} />
    </TableContainer>
  );
}
