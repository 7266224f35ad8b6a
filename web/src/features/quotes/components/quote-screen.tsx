// One quote's screen, the admin's and the customer's alike: its number and status, what the viewer is told of it,
// its lines, what the viewer may do with it (a panel of its own, when there is anything), and its thread.
import type { ComponentType, ReactNode } from 'react';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import type { Quote } from '@toolshop/domain';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useQuote } from '../api/quotes-api';
import { QuoteLines, QuoteStatusChip } from './quote-lines';
import { QuoteThread } from './quote-thread';

export interface QuoteViewProps {
  quote: Quote;
  reload: () => void;
}

export function QuotePanel({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {children}
    </Paper>
  );
}

export function QuoteScreen({
  id,
  customer = false,
  Notes,
  Actions,
}: {
  id: string;
  /** The customer's view: the lines name a trade buyer's price as such. */
  customer?: boolean;
  Notes: ComponentType<{ quote: Quote }>;
  /** Renders its own QuotePanel, or nothing. */
  Actions: ComponentType<QuoteViewProps>;
}) {
  const { status, data: quote, reload } = useQuote(id);
  if (status === 'loading') return <PageLoader />;
  if (!quote) return <Alert severity="error">The quote could not be loaded.</Alert>;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          Quote {quote.number}
        </Typography>
        <QuoteStatusChip status={quote.status} />
      </Stack>
      <Notes quote={quote} />
      <QuotePanel>
        <QuoteLines quote={quote} customer={customer} />
      </QuotePanel>
      <Actions quote={quote} reload={reload} />
      <QuotePanel>
        <QuoteThread quote={quote} onChange={reload} />
      </QuotePanel>
    </Stack>
  );
}
