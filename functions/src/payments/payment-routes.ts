// Card payment routes. The provider is resolved at the first request, when secrets are in the env.
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { createPaymentIntentSchema, testConfirmSchema, type CreatePaymentIntentInput } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { callerOf, requireUser } from '../http/auth';
import { rawBodyOf } from '../http/body-size-limit';
import { rateLimit } from '../http/rate-limit';
import { notFound } from '../platform/refusal';
import { parseInput } from '../platform/parse-input';
import { serverTimingOf, startServerTiming } from '../http/server-timing';
import { createPaymentIntent } from './create-payment-intent';
import { paymentDepsFor } from './payment-deps';
import { StripePaymentProvider } from './stripe-provider';
import { handleStripeWebhook } from './stripe-webhook';
import { TestGateway } from './test-gateway';

export function paymentRoutes(deps: Deps): Router {
  const router = Router();

  // POST /create-payment-intent { orderId }: owner only, unpaid orders only; a client price/amount is dropped.
  // { price } alone: an intent for that amount bound to the caller (create-payment-intent.ts). Each of those is a
  // new intent at the provider, so they count against the caller's rate limit; an order's intent is made once.
  const limitCustomerIntents = rateLimit(deps, 'intent');
  router.post(
    '/create-payment-intent',
    requireUser(deps),
    async (req, res, next) => {
      res.locals.intentInput = parseInput(createPaymentIntentSchema, req.body);
      if ('amountCents' in res.locals.intentInput) await limitCustomerIntents(req, res, next);
      else next();
    },
    async (_req, res) => {
      const input = res.locals.intentInput as CreatePaymentIntentInput;
      res.json(await createPaymentIntent(paymentDepsFor(deps), callerOf(res), input));
    },
  );

  // POST /payments/test/confirm { clientSecret, card }: the test gateway's confirmCardPayment. 402 on a card error.
  // Server-Timing's `confirm` is the payment's own time (its order's move), apart from any queue before the handler.
  router.post('/payments/test/confirm', startServerTiming(), async (req, res) => {
    const { provider } = paymentDepsFor(deps);
    if (!(provider instanceof TestGateway)) throw notFound('The test gateway is off: payments go through Stripe');
    const { clientSecret, card } = parseInput(testConfirmSchema, req.body);
    const result = await provider.confirm(clientSecret, card);
    if (result.status === 'succeeded') await deps.bookkeeping.afterCommit(`paid-${result.transactionId}`);
    const timing = serverTimingOf(res);
    timing.step('confirm');
    res.setHeader('server-timing', timing.header());
    if (result.status === 'succeeded') res.json(result);
    else res.status(402).json(result.failure);
  });

  // POST /stripe/webhook: signed Stripe events (payment_intent.succeeded / payment_failed).
  router.post('/stripe/webhook', async (req, res) => {
    const payments = paymentDepsFor(deps);
    if (!(payments.provider instanceof StripePaymentProvider)) throw notFound('Stripe is not configured');
    const answer = await handleStripeWebhook(
      { ...payments, stripe: payments.provider },
      rawBodyOf(req),
      req.get('stripe-signature'),
    );
    const outcome = 'outcome' in answer.body ? answer.body.outcome : undefined;
    if (outcome === 'paid' || outcome === 'refunded')
      await deps.bookkeeping.afterCommit(`${outcome}-${deliveryKey(req.get('stripe-signature')!)}`);
    res.status(answer.status).json(answer.body);
  });

  return router;
}

/** One webhook delivery's own key: its signature header, which holds the delivery's time. */
function deliveryKey(signature: string): string {
  return createHash('sha256').update(signature).digest('hex').slice(0, 32);
}
