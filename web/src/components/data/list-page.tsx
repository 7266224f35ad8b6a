// A dashboard list page: its heading, the controls above the list (a filter, a summary), the list in the read
// states every list shares, drawn from its columns (each with its cell) as a ListTable, with the pager under it where
// the list is read a page at a time, and what opens over the list (its dialogs) as children.
import type { ReactNode } from 'react';
import { Box, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReadStatus } from '../../lib/use-api-read';
import type { PageMoves } from '../../lib/use-api-pages';
import { PagedTable } from './paged-table';
import { TableReadStates, type TableReadStatesProps } from './table-read-states';

/** What the list shows: a read's state and items, and its pages where it is read a page at a time. */
export interface ListRead<T> {
  status: ReadStatus;
  items: readonly T[];
  pages?: PageMoves;
}

interface ListPageProps<T> extends Omit<
  TableReadStatesProps<T>,
  'status' | 'items' | 'label' | 'labelledBy' | 'describedBy' | 'loadError' | 'sx'
> {
  /** The page's heading. */
  title: string;
  /** A button beside the heading ("New post"). */
  action?: ReactNode;
  /** The table's accessible name: the heading unless given. */
  label?: string;
  /** The pager's accessible name: "<label> pages" unless given. */
  pagerLabel?: string;
  /** What a failed read says: "The <label> could not be loaded. Please try again." unless given. */
  loadError?: string;
  read: ListRead<T>;
  controls?: ReactNode;
  children?: ReactNode;
  /** The page's own styles (its cells on a phone). */
  sx?: SxProps<Theme>;
}

export function ListPage<T>({
  title,
  action,
  label = title,
  pagerLabel = `${label} pages`,
  loadError = `The ${label.toLowerCase()} could not be loaded. Please try again.`,
  read,
  controls,
  children,
  sx,
  ...table
}: ListPageProps<T>) {
  const states = {
    ...table,
    label,
    loadError,
    status: read.status,
    items: read.items,
  };
  const heading = (
    <Typography variant="h4" component="h1" gutterBottom={!action}>
      {title}
    </Typography>
  );
  return (
    <Box sx={sx}>
      {action ? (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          {heading}
          {action}
        </Stack>
      ) : (
        heading
      )}
      {controls}
      {read.pages ? (
        <PagedTable {...states} pagerLabel={pagerLabel} pages={read.pages} />
      ) : (
        <TableReadStates {...states} />
      )}
      {children}
    </Box>
  );
}
