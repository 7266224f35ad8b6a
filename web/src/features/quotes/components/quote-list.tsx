// A page of quotes, oldest first, filtered by status: the customer's My quotes and the admins' Quotes show it, each
// row linking to the quote's own screen.
import { useState } from 'react';
import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { dollarsToCents, formatCents, QUOTE_STATUSES, type QuoteStatus } from '@toolshop/domain';
import { hideOnPhone, type TableColumn } from '../../../components/data/list-table';
import { PagedTable } from '../../../components/data/paged-table';
import { StatusFilter, statusOptions } from '../../../components/data/status-filter';
import { useQuotePages } from '../api/quotes-api';
import { QuoteStatusChip } from './quote-lines';

const columns: TableColumn[] = [
  { label: 'Quote' },
  { label: 'Status' },
  { label: 'Asked', hideOnPhone: true },
  { label: 'Total' },
];
// A quote's status is its own label here, as on its chip.
const statusChoices = statusOptions(QUOTE_STATUSES);

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
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <StatusFilter value={status} options={statusChoices} onChange={setStatus} />
      <PagedTable
        label={title}
        columns={columns}
        pagerLabel={`${title} pages`}
        pages={pages}
        status={readStatus}
        rows={items.length}
        loadError="The quotes could not be loaded. Please try again."
        empty="There are no quotes here yet."
      >
        {items.map((quote) => (
          <TableRow key={quote.id} data-testid="quote-row">
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <RouterLink to={linkTo(quote.id)}>{quote.number}</RouterLink>
              {showCustomer && (
                <Typography variant="body2" color="text.secondary">
                  {quote.email}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <QuoteStatusChip status={quote.status} />
            </TableCell>
            <TableCell sx={hideOnPhone}>{quote.createdAt?.slice(0, 10)}</TableCell>
            <TableCell>{quote.total === null ? '–' : formatCents(dollarsToCents(quote.total))}</TableCell>
          </TableRow>
        ))}
      </PagedTable>
    </Box>
  );
}
