// A small table of a report's figures: a name column first, then figures aligned right. A column marked `wideOnly`
// is left out on a phone, so the table keeps within 390 px; an empty table says so in one row.
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

export interface FigureColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  /** Left out below the `sm` breakpoint. */
  wideOnly?: boolean;
}

const wideOnlySx = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function FiguresTable<Row>({
  columns,
  rows,
  rowKey,
  labelledBy,
  describedBy,
  empty,
}: {
  columns: FigureColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The id of the heading that names the table. */
  labelledBy: string;
  describedBy?: string;
  /** What an empty table says; without it, an empty table is its head alone. */
  empty?: string;
}) {
  const cell = (column: FigureColumn<Row>, index: number) => ({
    align: index === 0 ? undefined : ('right' as const),
    sx: column.wideOnly ? wideOnlySx : undefined,
  });
  return (
    <Table size="small" aria-labelledby={labelledBy} aria-describedby={describedBy}>
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
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
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
