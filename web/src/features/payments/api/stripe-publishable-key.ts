// Stripe.js is loaded only when a publishable key is configured, and from @stripe/stripe-js/pure: the plain
// entry point injects js.stripe.com on import, which cannot load offline (OFFLINE.md) and is not needed in test mode.
import type { Stripe } from '@stripe/stripe-js';

export const stripePublishableKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY?.trim() || null;

let stripe: Promise<Stripe | null> | undefined;

export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  stripe ??= import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
  return stripe;
}
