// A page of quotes, oldest first, filtered by status: the customer's My quotes and the admins' Quotes show it, each
// row linking to the quote's own screen.
import { useState } from 'react';
import { Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { dollarsToCents, formatCents, QUOTE_STATUSES, type Quote, type QuoteStatus } from '@toolshop/domain';
import { wrapAnywhere, type TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { StatusFilter, statusOptions } from '../../../components/data/status-filter';
import { useQuotePages } from '../api/quotes-api';
import { QuoteStatusChip } from './quote-lines';

// A quote's status is its own label here, as on its chip.
const statusChoices = statusOptions(QUOTE_STATUSES);

const quoteColumns = (linkTo: (id: string) => string, showCustomer: boolean): TableColumn<Quote>[] => [
  {
    label: 'Quote',
    sx: wrapAnywhere,
    cell: (quote) => (
      <>
        <RouterLink to={linkTo(quote.id)}>{quote.number}</RouterLink>
        {showCustomer && (
          <Typography variant="body2" color="text.secondary">
            {quote.email}
          </Typography>
        )}
      </>
    ),
  },
  { label: 'Status', cell: (quote) => <QuoteStatusChip status={quote.status} /> },
  { label: 'Asked', hideOnPhone: true, cell: (quote) => quote.createdAt?.slice(0, 10) },
  { label: 'Total', cell: (quote) => (quote.total === null ? '–' : formatCents(dollarsToCents(quote.total))) },
];

export function QuoteList({
  title,
  linkTo,
  showCustomer,
}: {
  title: string;
  linkTo: (id: string) => string;
  showCustomer: boolean;
}) {
  const [status, setStatus] = useState<QuoteStatus | ''>('');
  const { status: readStatus, items, pages } = useQuotePages(status);
  return (
    <ListPage
      title={title}
      columns={quoteColumns(linkTo, showCustomer)}
      rowKey={(quote) => quote.id}
      rowTestId="quote-row"
      pagerLabel={`${title} pages`}
      loadError="The quotes could not be loaded. Please try again."
      empty="There are no quotes here yet."
      read={{ status: readStatus, items: items, pages }}
      controls={<StatusFilter value={status} options={statusChoices} onChange={setStatus} />}
    />
  );
}
