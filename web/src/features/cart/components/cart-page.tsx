// /cart: every line quoted by the domain's quoteCart against the products as they are now (the quote the server
// makes at checkout), the goods total, Checkout, enabled only when every line can be ordered, and Clear cart (asked
// first: a trade cart may hold many lines).
import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents, isHeldForApproval } from '@toolshop/domain';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useToast } from '../../../lib/toast';
import { useSession } from '../../../lib/auth/use-session';
import { RequestQuoteButton, useQuotesAllowed } from '../../quotes';
import { ApprovalHoldNotice, useApprovalHold } from '../../trade';
import { cart } from '../api/cart-store';
import { useCartQuote } from '../api/use-cart-quote';
import { piecesOf } from '../cart-lines';
import { CartLineRow } from './cart-line-row';
import { useAddFromLink } from './use-add-from-link';
import { ProductsLinkAlert } from '../../../components/feedback/products-link-alert';

export default function CartPage() {
  const toast = useToast();
  useAddFromLink();
  const { status, quote, trading } = useCartQuote();
  const [confirmClear, setConfirmClear] = useState(false);
  const uid = useSession().user?.uid ?? null;
  // A buyer of an approved company, or anyone when the shop opens quotes to all, may ask for a quote instead.
  const quotesAllowed = useQuotesAllowed(uid);
  // A buyer whose goods alone pass their limit learns here that the order will wait for approval.
  const hold = useApprovalHold(uid, trading);
  const report = (change: Promise<string | null>) =>
    change.then(
      (problem) => problem && toast.error(problem),
      () => toast.error('The cart could not be changed, please try again'),
    );

  return (
    <PageFrame title="Your cart" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {status === 'loading' && <PageLoader />}
      {status === 'ready' && quote.lines.length === 0 && (
        <ProductsLinkAlert severity="info">Your cart is empty.</ProductsLinkAlert>
      )}
      {status === 'ready' && quote.lines.length > 0 && (
        <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 3 }, py: 1 }}>
          <Box component="ul" aria-label="Cart lines" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {quote.lines.map((line) => (
              <CartLineRow
                key={line.productId}
                line={line}
                onQuantity={(quantity) => report(cart.setQuantity(line.productId, quantity))}
                onRemove={() => report(cart.remove(line.productId))}
              />
            ))}
          </Box>
          <Stack spacing={2} sx={{ py: 2 }}>
            <Typography variant="h6" component="p" aria-live="polite">
              Goods total: <strong>{formatCents(quote.goodsTotalCents)}</strong>
            </Typography>
            {quote.totalProblem && <Alert severity="warning">{quote.totalProblem}</Alert>}
            {isHeldForApproval(hold, quote.goodsTotalCents) && <ApprovalHoldNotice hold={hold} cart />}
            {!quote.orderable && !quote.totalProblem && (
              <Alert severity="info">Fix the lines marked above to check out.</Alert>
            )}
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              {quote.orderable ? (
                <Button variant="contained" size="large" component={RouterLink} to="/checkout">
                  Checkout
                </Button>
              ) : (
                <Button variant="contained" size="large" disabled>
                  Checkout
                </Button>
              )}
              {quotesAllowed && <RequestQuoteButton lines={quote.lines} />}
              <Button color="error" onClick={() => setConfirmClear(true)}>
                Clear cart
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
      <ConfirmDialog
        open={confirmClear && quote.lines.length > 0}
        destructive
        title="Clear your cart?"
        confirmLabel="Clear cart"
        cancelLabel="Keep it"
        onConfirm={() => {
          setConfirmClear(false);
          report(cart.clear());
        }}
        onClose={() => setConfirmClear(false)}
      >
        {`All ${quote.lines.length} ${quote.lines.length === 1 ? 'line' : 'lines'} (${piecesOf(quote.lines)} pieces) leave the cart.`}
      </ConfirmDialog>
    </PageFrame>
  );
}
