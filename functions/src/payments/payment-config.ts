// Which payment provider the API uses: Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test gateway,
// but only where no real money can be at stake: on the emulators, or where the operator opts in with
// TOOLSHOP_TEST_PAYMENTS=true (a staging project). A production deployment that forgot its Stripe secrets must not
// mark orders paid for Stripe's public test card numbers: it answers 503 until payments are configured.
//
// In production the keys are Firebase secrets (`firebase functions:secrets:set`). A function can read a secret
// only when it binds it, and binding a secret makes `firebase deploy` require it to exist. So the api function
// binds them only when the deployment opts in with STRIPE_ENABLED=true (functions/.env.<project>, read at
// deploy time): a project without Stripe deploys and runs on the test gateway. The emulator never prompts for
// secrets; it injects the values of functions/.secret.local (when that file exists) whether bound or not.
import { defineSecret } from 'firebase-functions/params';
import type Stripe from 'stripe';
import { apiMessages } from '@toolshop/domain';
import type { Outside } from '../platform/deps';
import { unavailable } from '../platform/refusal';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';
import { TestGateway } from './test-gateway';
import { loadOnce } from '../platform/load-once';

export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/** Stripe's library, required when a Stripe provider is first made: the triggers and the test gateway never need it. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a top-level import would load it in every function
const stripeLibrary = loadOnce(() => require('stripe') as typeof Stripe);

/** The secrets the api function binds (see above). */
export function paymentSecrets(env: NodeJS.ProcessEnv = process.env) {
  return env.STRIPE_ENABLED === 'true' ? [stripeSecretKey, stripeWebhookSecret] : [];
}

/** The emulators (FUNCTIONS_EMULATOR is set by firebase-tools) or an explicit opt-in (staging, the test runner). */
export function testPaymentsAllowed(env: NodeJS.ProcessEnv): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' || env.TOOLSHOP_TEST_PAYMENTS === 'true';
}

/** The provider the configuration names. Secrets are read from the environment when it is made. */
export function configuredPaymentProvider(
  outside: Pick<Outside, 'db' | 'now'>,
  env: NodeJS.ProcessEnv = process.env,
): PaymentProvider {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (secretKey) {
    return new StripePaymentProvider(
      new (stripeLibrary())(secretKey, { maxNetworkRetries: 2 }),
      env.STRIPE_WEBHOOK_SECRET?.trim() ?? '',
    );
  }
  if (testPaymentsAllowed(env)) return new TestGateway(outside.db, outside.now);
  throw unavailable(apiMessages.paymentsNotConfigured);
}

/**
 * The provider made at first use and kept, for Deps: a deployment without payments configured still serves
 * everything else, and answers 503 only to calls that need a provider.
 */
export function lazyPaymentProvider(
  outside: Pick<Outside, 'db' | 'now'>,
  env: NodeJS.ProcessEnv = process.env,
): () => PaymentProvider {
  let provider: PaymentProvider | undefined;
  return () => (provider ??= configuredPaymentProvider(outside, env));
}
