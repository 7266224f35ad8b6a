// An order's products in a list row (My Orders, Manage All Order): a one-line order shows its product's name; a
// multi-line order its line count and first names, which fit a phone, and every line on opening.
import { useId, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { formatCents, dollarsToCents, type OrderLine } from '@toolshop/domain';

const NAMES_SHOWN = 2;

export function OrderLinesSummary({ lines, fallbackName }: { lines: readonly OrderLine[]; fallbackName: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (lines.length <= 1) {
    return (
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {lines[0]?.productName ?? fallbackName}
      </Typography>
    );
  }
  const names = lines.slice(0, NAMES_SHOWN).map((line) => line.productName);
  const more = lines.length - names.length;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {lines.length} lines: {names.join(', ')}
        {more > 0 && ` and ${more} more`}
      </Typography>
      <Button size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} sx={{ px: 0 }}>
        {open ? 'Hide lines' : 'Show lines'}
      </Button>
      {open && (
        <Box component="ul" id={listId} sx={{ m: 0, pl: 2 }}>
          {lines.map((line) => (
            <Typography component="li" variant="caption" key={line.productId} sx={{ display: 'list-item' }}>
              {line.quantity} × {line.productName} at {formatCents(dollarsToCents(line.price))} ={' '}
              {formatCents(dollarsToCents(line.amount))}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
