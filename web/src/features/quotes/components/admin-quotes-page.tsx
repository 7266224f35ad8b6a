// Dashboard -> Quotes (admin): every quote by status, oldest first; one quote (/dashboard/quotes/:quoteId) is priced
// in the editor while requested or quoted, then sent (emailed to the customer) or withdrawn, with its thread.
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { availableQuoteTransitions, isQuoteEditable, type Quote } from '@toolshop/domain';
import { EmailText } from '../../../components/data/email-text';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { moveQuote } from '../api/quotes-api';
import { adminQuotePath } from '../quote-paths';
import { QuoteList } from './quote-list';
import { QuoteEditor } from './quote-editor';
import { QuotePanel, QuoteScreen, type QuoteViewProps } from './quote-screen';

export default function AdminQuotesPage() {
  const { quoteId } = useParams();
  return quoteId ? (
    <QuoteScreen id={quoteId} Notes={AdminNotes} Actions={AdminActions} />
  ) : (
    <QuoteList title="Quotes" linkTo={adminQuotePath} showCustomer />
  );
}

function AdminNotes({ quote }: { quote: Quote }) {
  return (
    <>
      <Typography>
        {quote.name} · <EmailText email={quote.email} />
      </Typography>
      {quote.note && <Alert severity="info">Customer's note: {quote.note}</Alert>}
    </>
  );
}

// Priced in the editor while editable, then sent or withdrawn.
function AdminActions({ quote, reload }: QuoteViewProps) {
  const move = useApiMutation(moveQuote, {
    success: (answer) => (answer.status === 'quoted' ? 'Quote sent' : 'Quote withdrawn'),
  });
  if (!isQuoteEditable(quote.status)) return null;
  const moves = availableQuoteTransitions(quote.status);
  const run = async (to: 'send' | 'withdraw') => {
    await move.run({ id: quote.id, move: to });
    reload();
  };
  return (
    <QuotePanel>
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
    </QuotePanel>
  );
}
