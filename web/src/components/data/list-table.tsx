// A table drawn from its columns: each column gives its heading and an item's cell, and the table draws the heading
// row, a row per item and each cell in it, a numeric column aligned right and a `hideOnPhone` one left out on a
// phone, heading and cells alike. Every dashboard list (ListPage) and every table of figures (FiguresTable) is one.
import { Fragment, type ReactNode } from 'react';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';

/** Table cells that phones leave out. */
export const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** A long unbroken word (an id, a name, an email) breaks rather than widening its column. */
export const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** A column's styles as one object, so that they spread over `hideOnPhone`. */
type CellStyle = Exclude<SxProps<Theme>, readonly unknown[] | ((theme: Theme) => unknown)>;

/** A column: its heading, and what it shows of an item. */
export interface TableColumn<T> {
  label: string;
  cell: (item: T) => ReactNode;
  /** Right-aligned, as numbers and money are. */
  numeric?: boolean;
  /** Left out on a phone. */
  hideOnPhone?: boolean;
  /** The cells' own styles (the heading keeps the table's). */
  sx?: CellStyle;
}

/** A row under an item's own, across every column, where `cell` gives it content (an order's details on a phone). */
export interface RowDetail<T> {
  cell: (item: T) => ReactNode;
  sx?: SxProps<Theme>;
}

export interface ListTableProps<T> {
  /** The table's accessible name, or the ids of what names and describes it. */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  columns: readonly TableColumn<T>[];
  items: readonly T[];
  rowKey: (item: T, index: number) => string;
  /** Each item's row's test id. */
  rowTestId?: string;
  detail?: RowDetail<T>;
  /** What an empty table says in a row of its own; without it, an empty table is its head alone. */
  emptyRow?: string;
  sx?: SxProps<Theme>;
}

const alignOf = (column: TableColumn<never>) => (column.numeric ? ('right' as const) : undefined);

export function ListTable<T>({
  label,
  labelledBy,
  describedBy,
  columns,
  items,
  rowKey,
  rowTestId,
  detail,
  emptyRow,
  sx,
}: ListTableProps<T>) {
  const cellSx = (column: TableColumn<T>) => (column.hideOnPhone ? { ...hideOnPhone, ...column.sx } : column.sx);
  return (
    <Table size="small" aria-label={label} aria-labelledby={labelledBy} aria-describedby={describedBy} sx={sx}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label} align={alignOf(column)} sx={column.hideOnPhone ? hideOnPhone : undefined}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.length === 0 && emptyRow && (
          <TableRow>
            <TableCell colSpan={columns.length}>{emptyRow}</TableCell>
          </TableRow>
        )}
        {items.map((item, index) => {
          const more = detail?.cell(item);
          return (
            <Fragment key={rowKey(item, index)}>
              <TableRow data-testid={rowTestId}>
                {columns.map((column) => (
                  <TableCell key={column.label} align={alignOf(column)} sx={cellSx(column)}>
                    {column.cell(item)}
                  </TableCell>
                ))}
              </TableRow>
              {more && (
                <TableRow sx={detail?.sx}>
                  <TableCell colSpan={columns.length}>{more}</TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
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

/** A row's last column: its action buttons (RowActions). */
export function actionsColumn<T>(label: string, actions: (item: T) => ReactNode): TableColumn<T> {
  return { label, cell: (item) => <RowActions>{actions(item)}</RowActions> };
}

/**
 * A row's first column: what the row is, in bold, with the lines under it (an email, a serial, a PO number); a long
 * unbroken word (an id, a name) breaks rather than widening the column.
 */
export function titleColumn<T>(
  label: string,
  title: (item: T) => ReactNode,
  lines?: (item: T) => ReactNode,
): TableColumn<T> {
  return {
    label,
    sx: wrapAnywhere,
    cell: (item) => (
      <>
        <Typography variant="subtitle2" component="p">
          {title(item)}
        </Typography>
        {lines?.(item)}
      </>
    ),
  };
}
