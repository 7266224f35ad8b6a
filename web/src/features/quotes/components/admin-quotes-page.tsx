// Dashboard -> Quotes (admin): every quote by status, oldest first; one quote (/dashboard/quotes/:quoteId) is priced
// in the editor while requested or quoted, then sent (emailed to the customer) or withdrawn, with its thread.
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { availableQuoteTransitions, isQuoteEditable } from '@toolshop/domain';
import { PageLoader } from '../../../components/feedback/page-loader';
import { EmailText } from '../../../components/data/email-text';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { moveQuote, useQuote } from '../api/quotes-api';
import { adminQuotePath } from '../quote-paths';
import { QuoteList } from './quote-list';
import { QuoteLines, QuoteStatusChip } from './quote-lines';
import { QuoteThread } from './quote-thread';
import { QuoteEditor } from './quote-editor';

export default function AdminQuotesPage() {
  const { quoteId } = useParams();
  return quoteId ? <AdminQuote id={quoteId} /> : <QuoteList title="Quotes" linkTo={adminQuotePath} showCustomer />;
}

function AdminQuote({ id }: { id: string }) {
  const { status, data: quote, reload } = useQuote(id);
  const move = useApiMutation(moveQuote, {
    success: (answer) => (answer.status === 'quoted' ? 'Quote sent' : 'Quote withdrawn'),
  });
  if (status === 'loading') return <PageLoader />;
  if (!quote) return <Alert severity="error">The quote could not be loaded.</Alert>;
  const moves = availableQuoteTransitions(quote.status);
  const run = async (to: 'send' | 'withdraw') => {
    await move.run({ id: quote.id, move: to });
    reload();
  };
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          Quote {quote.number}
        </Typography>
        <QuoteStatusChip status={quote.status} />
      </Stack>
      <Typography>
        {quote.name} · <EmailText email={quote.email} />
      </Typography>
      {quote.note && <Alert severity="info">Customer's note: {quote.note}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <QuoteLines quote={quote} />
      </Paper>
      {isQuoteEditable(quote.status) && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <QuoteEditor key={`${quote.id}-${quote.total}-${quote.validUntil}`} quote={quote} onSaved={reload} />
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            {moves.includes('send') && (
              <Button variant="contained" disabled={move.pending || quote.total === null} onClick={() => run('send')}>
                Send quote
              </Button>
            )}
            {moves.includes('withdraw') && (
              <Button color="error" disabled={move.pending} onClick={() => run('withdraw')}>
                Withdraw
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <QuoteThread quote={quote} onChange={reload} />
      </Paper>
    </Stack>
  );
}
