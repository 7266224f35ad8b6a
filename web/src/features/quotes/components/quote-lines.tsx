// A quote's lines as both sides see them: what was asked, at what price, the quoted price, shipping, the total and
// how long the quote holds. A company's buyer reads the price asked at as "Your trade price", as everywhere else.
import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { dollarsToCents, formatCents, type Quote, type QuoteStatus } from '@toolshop/domain';

const money = (dollars: number | null) => (dollars === null ? '–' : formatCents(dollarsToCents(dollars)));

/** The status in words (a plain chip: the coloured ones fall short of AA contrast at this size). */
export function QuoteStatusChip({ status }: { status: QuoteStatus }) {
  return <Chip size="small" label={status} variant={status === 'quoted' ? 'outlined' : 'filled'} />;
}

export function QuoteLines({ quote, customer = false }: { quote: Quote; customer?: boolean }) {
  return (
    <Stack spacing={1}>
      <Table size="small" aria-label="Quote lines">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">{customer && quote.companyId ? 'Your trade price' : 'Your price'}</TableCell>
            <TableCell align="right">Quoted</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.lines.map((line) => (
            <TableRow key={line.productId}>
              <TableCell>{line.productName}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.requestedPrice)}</TableCell>
              <TableCell align="right">{money(line.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography>Shipping: {quote.shipping === null ? 'as at checkout' : money(quote.shipping)}</Typography>
      <Typography variant="h6" component="p">
        Total before tax: <strong>{money(quote.total)}</strong>
      </Typography>
      {quote.validUntil && <Typography>Valid until {quote.validUntil.slice(0, 10)}</Typography>}
      {quote.message && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{quote.message}</Typography>}
    </Stack>
  );
}
