// A quote's lines as both sides see them: what was asked, at what price, the quoted price, shipping, the total and
// how long the quote holds. A company's buyer reads the price asked at as "Your trade price", as everywhere else.
import { Chip, Stack, Typography } from '@mui/material';
import { dollarsToCents, formatCents, type Quote, type QuoteStatus } from '@toolshop/domain';
import { FiguresTable } from '../../../components/data/figures-table';
import type { TableColumn } from '../../../components/data/list-table';

const money = (dollars: number | null) => (dollars === null ? '–' : formatCents(dollarsToCents(dollars)));

/** The status in words (a plain chip: the coloured ones fall short of AA contrast at this size). */
export function QuoteStatusChip({ status }: { status: QuoteStatus }) {
  return <Chip size="small" label={status} variant={status === 'quoted' ? 'outlined' : 'filled'} />;
}

type QuoteLine = Quote['lines'][number];

/** The lines' columns; the price asked at is named for who reads it. */
const columnsFor = (askedAt: string): TableColumn<QuoteLine>[] => [
  { label: 'Product', cell: (line) => line.productName },
  { label: 'Qty', cell: (line) => line.quantity },
  { label: askedAt, cell: (line) => money(line.requestedPrice) },
  { label: 'Quoted', cell: (line) => money(line.price) },
];

export function QuoteLines({ quote, customer = false }: { quote: Quote; customer?: boolean }) {
  return (
    <Stack spacing={1}>
      <FiguresTable
        label="Quote lines"
        columns={columnsFor(customer && quote.companyId ? 'Your trade price' : 'Your price')}
        rows={quote.lines}
        rowKey={(line) => line.productId}
      />
      <Typography>Shipping: {quote.shipping === null ? 'as at checkout' : money(quote.shipping)}</Typography>
      <Typography variant="h6" component="p">
        Total before tax: <strong>{money(quote.total)}</strong>
      </Typography>
      {quote.validUntil && <Typography>Valid until {quote.validUntil.slice(0, 10)}</Typography>}
      {quote.message && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{quote.message}</Typography>}
    </Stack>
  );
}
