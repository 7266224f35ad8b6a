// /payment/{orderId} (SPEC §2, §8): the order's product, quantity and total, and a card form — Stripe's
// PaymentElement when a publishable key is configured, the test gateway's form otherwise (the server decides
// which provider pays; the page follows it). An order past unpaid (paid, cancelled, expired, ...) says what became
// of it instead (order-outcome.tsx). Not route-guarded in the spec: a visitor is asked to sign in.
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/feedback/page-loader';
import { ErrorBoundary } from '../../../components/feedback/error-boundary';
import { isPermissionDenied } from '../../../lib/failure-reason';
import { useSession } from '../../../lib/auth/use-session';
import { useOrder } from '../api/use-order';
import { usePaymentIntent } from '../api/use-payment-intent';
import { stripePublishableKey } from '../api/stripe-publishable-key';
import { OrderOutcome } from './order-outcome';
import { OrderSummary } from './order-summary';
import { PaymentSuccess } from './payment-success';
import { TestCardForm } from './test-card-form';
import { ShippingAddressChange } from './shipping-address-change';

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

export default function PaymentPage() {
  const { orderId = '' } = useParams();
  const session = useSession();
  const location = useLocation();

  return (
    <PageFrame title="Payment" maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      {session.status === 'loading' && <PageLoader />}
      {session.status === 'ready' && !session.user && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" component={RouterLink} to="/login" state={{ from: location }}>
              Login
            </Button>
          }
        >
          Sign in to pay for your order.
        </Alert>
      )}
      {session.user && (
        <ErrorBoundary resetKey={orderId} fallback={orderNotFoundOrRethrow}>
          <OrderPayment key={orderId} orderId={orderId} />
        </ErrorBoundary>
      )}
    </PageFrame>
  );
}

/** The rules refuse someone else's order and a missing one alike: both read as not found, revealing nothing. */
function orderNotFoundOrRethrow(error: unknown) {
  if (isPermissionDenied(error)) return <OrderNotFound />;
  throw error;
}

function OrderNotFound() {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" component={RouterLink} to="/dashboard/myOrder">
          My Orders
        </Button>
      }
    >
      Order not found
    </Alert>
  );
}

function OrderPayment({ orderId }: { orderId: string }) {
  const { status, order, statusAt } = useOrder(orderId);
  const [paidTransactionId, setPaidTransactionId] = useState<string | null>(null);
  // A failure stored by an earlier visit is shown until the customer tries again; then the form shows its own.
  const [attempted, setAttempted] = useState(false);
  const onAttempt = () => setAttempted(true);
  // Unpaid past its deadline: the server refuses to take the payment and expires the order in a moment.
  const lapsed = !!order?.expiresAt && !order.status && Date.parse(order.expiresAt) <= Date.now();
  const unpaid = !!order && !order.status && !paidTransactionId && !lapsed;
  // An order placed without an address is priced for the home country: the page asks where it ships before the
  // payment starts, since an open payment's amount cannot change (PATCH /order/{id}/shipping refuses then).
  const [keepHomePrice, setKeepHomePrice] = useState(false);
  const askAddress = unpaid && !!order.pricedFor?.addressChangeable && !keepHomePrice;
  const intent = usePaymentIntent(orderId, unpaid && !askAddress);

  if (status === 'loading') return <PageLoader />;
  if (!order) return <OrderNotFound />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <OrderSummary order={order} />
        {order.pricedFor && !order.status && <Alert severity="warning">{order.pricedFor.note}</Alert>}
        {askAddress && <ShippingAddressChange order={order} onKeepPrice={() => setKeepHomePrice(true)} />}
        {paidTransactionId && <PaymentSuccess transactionId={paidTransactionId} />}
        {!paidTransactionId && order.status && <OrderOutcome status={order.status} order={order} statusAt={statusAt} />}
        {lapsed && <OrderOutcome status="expired" order={order} statusAt={order.expiresAt} />}
        {unpaid && !attempted && order.paymentFailure && (
          <Alert severity="warning">Last attempt: {order.paymentFailure}</Alert>
        )}
        {unpaid && !askAddress && (intent.status === 'idle' || intent.status === 'loading') && <PageLoader />}
        {unpaid && intent.status === 'error' && <Alert severity="error">{intent.message}</Alert>}
        {unpaid && intent.status === 'ready' && intent.intent.provider === 'test' && (
          <TestCardForm clientSecret={intent.intent.clientSecret} onPaid={setPaidTransactionId} onAttempt={onAttempt} />
        )}
        {unpaid && intent.status === 'ready' && intent.intent.provider === 'stripe' && stripePublishableKey && (
          <Suspense fallback={<PageLoader />}>
            <StripePaymentForm
              publishableKey={stripePublishableKey}
              clientSecret={intent.intent.clientSecret}
              orderId={orderId}
              onPaid={setPaidTransactionId}
              onAttempt={onAttempt}
            />
          </Suspense>
        )}
        {unpaid && intent.status === 'ready' && intent.intent.provider === 'stripe' && !stripePublishableKey && (
          <Alert severity="error">
            Card payments are not available: this site has no Stripe publishable key configured.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
