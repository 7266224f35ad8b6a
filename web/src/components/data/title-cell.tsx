// A list row's first cell: what the row is, in bold, with the lines under it (an email, a serial, a PO number); a
// long unbroken word (an id, a name) breaks rather than widening the column.
import type { ReactNode } from 'react';
import { TableCell, Typography } from '@mui/material';

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
