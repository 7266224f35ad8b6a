// My quotes (/dashboard/myQuotes): the customer's quotes, oldest first; one quote (/dashboard/myQuotes/:quoteId)
// shows its lines, prices, validity and thread, and while quoted offers Accept (the order form) and Decline.
import { Alert, Box, Button } from '@mui/material';
import { useParams } from 'react-router-dom';
import { availableQuoteTransitions, type Quote } from '@toolshop/domain';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { moveQuote } from '../api/quotes-api';
import { myQuotePath } from '../quote-paths';
import { QuoteList } from './quote-list';
import { QuoteAcceptForm } from './quote-accept-form';
import { QuotePanel, QuoteScreen, type QuoteViewProps } from './quote-screen';

export default function MyQuotesPage() {
  const { quoteId } = useParams();
  return quoteId ? (
    <QuoteScreen id={quoteId} customer Notes={MyNotes} Actions={MyActions} />
  ) : (
    <QuoteList title="My quotes" linkTo={myQuotePath} showCustomer={false} />
  );
}

function MyNotes({ quote }: { quote: Quote }) {
  return (
    <>
      {quote.status === 'requested' && <Alert severity="info">We are pricing your request and will email you.</Alert>}
      {quote.orderNumber !== null && <Alert severity="success">Accepted: order #{quote.orderNumber}.</Alert>}
    </>
  );
}

// While quoted: accepted with the order form, or declined.
function MyActions({ quote, reload }: QuoteViewProps) {
  const decline = useApiMutation(moveQuote, { success: 'Quote declined' });
  if (!availableQuoteTransitions(quote.status).includes('accept')) return null;
  return (
    <QuotePanel>
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
    </QuotePanel>
  );
}
