// A small table of figures (a report's, an order's or a quote's lines): a ListTable whose first column names the row,
// wrapping anywhere (its heading too), and whose other columns are figures, aligned right. A column marked
// `hideOnPhone` is left out on a phone, so the table keeps within 390 px; an empty table says so in one row.
import type { SxProps, Theme } from '@mui/material';
import { ListTable, wrapAnywhere, type ListTableProps, type TableColumn } from './list-table';

const nameFirst = { '& .MuiTableCell-root:first-of-type': wrapAnywhere } as const;

export function FiguresTable<Row>({
  columns,
  rows,
  empty,
  sx,
  ...table
}: Omit<ListTableProps<Row>, 'items' | 'rowTestId' | 'detail' | 'emptyRow' | 'sx'> & {
  rows: readonly Row[];
  /** What an empty table says; without it, an empty table is its head alone. */
  empty?: string;
  sx?: SxProps<Theme>;
}) {
  const figures = columns.map((column, index): TableColumn<Row> =>
    index === 0 ? column : { ...column, numeric: true },
  );
  return (
    <ListTable
      {...table}
      columns={figures}
      items={rows}
      emptyRow={empty}
      sx={[nameFirst, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
    />
  );
}
