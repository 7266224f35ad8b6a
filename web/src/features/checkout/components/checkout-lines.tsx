// The checkout's lines as the cart's quote prices them: quantity and name, the amount, a trade buyer's price beside
// the list price, the part number, and each line's problems.
import { Alert, Box, Stack, Typography } from '@mui/material';
import { centsToDollars, formatCents, type CartQuote } from '@toolshop/domain';
import { TradePriceLine } from '../../trade';

export function CheckoutLines({ lines }: { lines: CartQuote['lines'] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <Box component="li" key={line.productId} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Typography>
              {line.quantity} × {line.product?.name ?? line.productId}
            </Typography>
            <Typography sx={{ fontWeight: 500 }}>{line.quote ? formatCents(line.quote.amountCents) : '–'}</Typography>
          </Stack>
          {line.quote && line.quote.unitPriceCents < line.quote.listUnitPriceCents && (
            <TradePriceLine
              price={centsToDollars(line.quote.unitPriceCents)}
              listPrice={centsToDollars(line.quote.listUnitPriceCents)}
              variant="body2"
              component="p"
            />
          )}
          {line.product?.sku && (
            <Typography variant="body2" color="text.secondary">
              SKU: {line.product.sku}
            </Typography>
          )}
          {line.problems.map((problem) => (
            <Alert key={problem} severity="warning" sx={{ mt: 1 }}>
              {problem}
            </Alert>
          ))}
        </Box>
      ))}
    </Box>
  );
}
