// /cart: every line quoted by the domain's quoteCart against the products as they are now (the quote the server
// makes at checkout), the goods total, and Checkout, enabled only when every line can be ordered.
import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@toolshop/domain';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useToast } from '../../../lib/toast';
import { cart } from '../api/cart-store';
import { useCartQuote } from '../api/use-cart-quote';
import { CartLineRow } from './cart-line-row';
import { useAddFromLink } from './use-add-from-link';

export default function CartPage() {
  const toast = useToast();
  useAddFromLink();
  const { status, quote } = useCartQuote();
  const report = (change: Promise<string | null>) =>
    change.then(
      (problem) => problem && toast.error(problem),
      () => toast.error('The cart could not be changed, please try again'),
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your cart
      </Typography>
      {status === 'loading' && <PageLoader />}
      {status === 'ready' && quote.lines.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" component={RouterLink} to="/">
              Products
            </Button>
          }
        >
          Your cart is empty.
        </Alert>
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
            {!quote.orderable && !quote.totalProblem && (
              <Alert severity="info">Fix the lines marked above to check out.</Alert>
            )}
            <Box>
              {quote.orderable ? (
                <Button variant="contained" size="large" component={RouterLink} to="/checkout">
                  Checkout
                </Button>
              ) : (
                <Button variant="contained" size="large" disabled>
                  Checkout
                </Button>
              )}
            </Box>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
