// Stripe's PaymentElement (only when a publishable key is configured; this file is its own lazy chunk).
// After Stripe confirms, the order is reported to the server, which checks the intent with Stripe itself;
// the signed webhook settles it too, whichever comes first.
import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Box, Stack } from '@mui/material';
import { loadStripeOnce } from '../api/stripe-publishable-key';
import { reportPayment } from '../api/payment-calls';
import { CardError } from './card-error';
import { PayButton } from './pay-button';

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  orderId: string;
  onPaid: (transactionId: string) => void;
  /** Called as a payment is tried: the page then leaves the card error to this form. */
  onAttempt: () => void;
}

export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  orderId,
  onPaid,
  onAttempt,
}: StripePaymentFormProps) {
  return (
    <Elements stripe={loadStripeOnce(publishableKey)} options={{ clientSecret }}>
      <StripeCheckout orderId={orderId} onPaid={onPaid} onAttempt={onAttempt} />
    </Elements>
  );
}

function StripeCheckout({
  orderId,
  onPaid,
  onAttempt,
}: Pick<StripePaymentFormProps, 'orderId' | 'onPaid' | 'onAttempt'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setCardError(null);
    onAttempt();
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    if (error) {
      setCardError(error.message ?? 'The payment failed. Please try again.');
    } else if (paymentIntent?.status === 'succeeded') {
      // If this report fails (network), the webhook still moves the order; Stripe has the money either way.
      await reportPayment(orderId, paymentIntent.id).catch(() => undefined);
      onPaid(paymentIntent.id);
    } else {
      setCardError('The payment is still processing. This page updates when it completes.');
    }
    setPaying(false);
  };

  return (
    <Box component="form" onSubmit={pay} aria-label="Card payment">
      <Stack spacing={2}>
        <PaymentElement />
        <PayButton paying={paying} disabled={!stripe || !elements} />
        <CardError message={cardError} />
      </Stack>
    </Box>
  );
}
