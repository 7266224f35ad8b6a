// An order's lines in an admin's confirm dialog, one per line with its quantity, and the pieces in all when there
// are several: what the confirm, ship, refund or cancel is about.
import { Box } from '@mui/material';
import type { PlacedOrder } from '../../../lib/placed-order';
import { dialogLines, linePieces, piecesInAll } from './order-line';

export function OrderLinesInDialog({ order }: { order: PlacedOrder }) {
  const lines = dialogLines(order);
  return (
    <>
      <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
        {lines.map((line, index) => (
          <li key={index}>{linePieces(line)}</li>
        ))}
      </Box>
      {lines.length > 1 && (
        <Box component="span" sx={{ display: 'block' }}>
          {piecesInAll(lines)}
        </Box>
      )}
    </>
  );
}
