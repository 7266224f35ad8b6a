// My quotes (/dashboard/myQuotes): the customer's quotes, oldest first; one quote (/dashboard/myQuotes/:quoteId)
// shows its lines, prices, validity and thread, and while quoted offers Accept (the order form) and Decline.
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { availableQuoteTransitions } from '@toolshop/domain';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { moveQuote, useQuote } from '../api/quotes-api';
import { myQuotePath } from '../quote-paths';
import { QuoteList } from './quote-list';
import { QuoteLines, QuoteStatusChip } from './quote-lines';
import { QuoteThread } from './quote-thread';
import { QuoteAcceptForm } from './quote-accept-form';

export default function MyQuotesPage() {
  const { quoteId } = useParams();
  return quoteId ? <MyQuote id={quoteId} /> : <QuoteList title="My quotes" linkTo={myQuotePath} showCustomer={false} />;
}

function MyQuote({ id }: { id: string }) {
  const { status, data: quote, reload } = useQuote(id);
  const decline = useApiMutation(moveQuote, { success: 'Quote declined' });
  if (status === 'loading') return <PageLoader />;
  if (!quote) return <Alert severity="error">The quote could not be loaded.</Alert>;
  const moves = availableQuoteTransitions(quote.status);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          Quote {quote.number}
        </Typography>
        <QuoteStatusChip status={quote.status} />
      </Stack>
      {quote.status === 'requested' && <Alert severity="info">We are pricing your request and will email you.</Alert>}
      {quote.orderNumber !== null && <Alert severity="success">Accepted: order #{quote.orderNumber}.</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <QuoteLines quote={quote} customer />
      </Paper>
      {moves.includes('accept') && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <QuoteAcceptForm quote={quote} />
          <Box sx={{ mt: 2 }}>
            <Button
              color="error"
              disabled={decline.pending}
              onClick={async () => {
                await decline.run({ id: quote.id, move: 'decline' });
                reload();
              }}
            >
              Decline quote
            </Button>
          </Box>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <QuoteThread quote={quote} onChange={reload} />
      </Paper>
    </Stack>
  );
}
