// A dashboard table: its accessible name, one heading cell per column, and the rows given as children.
import type { ReactNode } from 'react';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

/** Table cells that phones leave out. */
export const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** A column: its heading alone where it is a plain one. */
export type TableColumn =
  | string
  | {
      label: string;
      /** Right-aligned, as numbers and money are. */
      numeric?: boolean;
      /** Left out on a phone; the row's cells of this column take `hideOnPhone` too. */
      hideOnPhone?: boolean;
    };

export interface ListTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn[];
  children: ReactNode;
}

export function ListTable({ label, columns, children }: ListTableProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <TableCell key={column}>{column}</TableCell>
            ) : (
              <TableCell
                key={column.label}
                align={column.numeric ? 'right' : undefined}
                sx={column.hideOnPhone ? hideOnPhone : undefined}
              >
                {column.label}
              </TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** A row's action buttons: side by side on wide screens, one under another on narrower ones. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
      {children}
    </Stack>
  );
}

/** A row's last cell: its action buttons. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <TableCell>
      <RowActions>{children}</RowActions>
    </TableCell>
  );
}

/**
 * A row's first cell: what the row is, in bold, with the lines under it (an email, a serial, a PO number); a long
 * unbroken word (an id, a name) breaks rather than widening the column.
 */
export function TitleCell({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <TableCell sx={{ overflowWrap: 'anywhere' }}>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      {children}
    </TableCell>
  );
}
