// A small table of figures (a report's, an order's or a quote's lines): a name column first, wrapping anywhere, then
// figures aligned right. A column marked `wideOnly` is left out on a phone, so the table keeps within 390 px; an
// empty table says so in one row.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';

export interface FigureColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  /** Left out below the `sm` breakpoint. */
  wideOnly?: boolean;
}

const wideOnlySx = { display: { xs: 'none', sm: 'table-cell' } } as const;
const nameSx = { overflowWrap: 'anywhere' } as const;

export function FiguresTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  labelledBy,
  describedBy,
  empty,
  sx,
}: {
  columns: FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** The table's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  /** What an empty table says; without it, an empty table is its head alone. */
  empty?: string;
  sx?: SxProps<Theme>;
}) {
  const cell = (column: FigureColumn<Row>, index: number) => ({
    align: index === 0 ? undefined : ('right' as const),
    sx: index === 0 ? nameSx : column.wideOnly ? wideOnlySx : undefined,
  });
  return (
    <Table size="small" aria-label={label} aria-labelledby={labelledBy} aria-describedby={describedBy} sx={sx}>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={column.label} {...cell(column, index)}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && empty && (
          <TableRow>
            <TableCell colSpan={columns.length}>{empty}</TableCell>
          </TableRow>
        )}
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>
            {columns.map((column, index) => (
              <TableCell key={column.label} {...cell(column, index)}>
                {column.value(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
