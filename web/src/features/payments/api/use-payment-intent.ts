// Asks the server for a client secret once the owner's unpaid order is on screen. The server picks the
// provider (Stripe or the test gateway) and the amount.
import { useEffect, useState } from 'react';
import { apiMessage } from '../../../lib/api-client';
import { createPaymentIntent, type PaymentIntentAnswer } from './payment-calls';

export type PaymentIntentState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; intent: PaymentIntentAnswer }
  | { status: 'error'; message: string };

export function usePaymentIntent(orderId: string, enabled: boolean): PaymentIntentState {
  const [state, setState] = useState<PaymentIntentState>({ status: 'idle' });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    createPaymentIntent(orderId).then(
      (intent) => current && setState({ status: 'ready', intent }),
      (error: unknown) =>
        current && setState({ status: 'error', message: apiMessage(error, 'The payment could not be started') }),
    );
    return () => {
      current = false;
    };
  }, [orderId, enabled]);
  return state;
}
