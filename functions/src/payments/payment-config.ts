// Which payment provider the API uses: Stripe when STRIPE_SECRET_KEY is set, the built-in test gateway otherwise.
//
// In production the keys are Firebase secrets (`firebase functions:secrets:set`). A function can read a secret
// only when it binds it, and binding a secret makes `firebase deploy` require it to exist. So the api function
// binds them only when the deployment opts in with STRIPE_ENABLED=true (functions/.env.<project>, read at
// deploy time): a project without Stripe deploys and runs on the test gateway. The emulator never prompts for
// secrets; it injects the values of functions/.secret.local (when that file exists) whether bound or not.
import { defineSecret } from 'firebase-functions/params';
import Stripe from 'stripe';
import type { Deps } from '../platform/deps';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';
import { TestGateway } from './test-gateway';

export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/** The secrets the api function binds (see above). */
export function paymentSecrets(env: NodeJS.ProcessEnv = process.env) {
  return env.STRIPE_ENABLED === 'true' ? [stripeSecretKey, stripeWebhookSecret] : [];
}

const providers = new WeakMap<Deps['db'], PaymentProvider>();

/** The configured provider for this database, made once. Secrets are read from the environment at first use. */
export function configuredPaymentProvider(
  deps: Pick<Deps, 'db' | 'now'>,
  env: NodeJS.ProcessEnv = process.env,
): PaymentProvider {
  let provider = providers.get(deps.db);
  if (!provider) {
    const secretKey = env.STRIPE_SECRET_KEY?.trim();
    provider = secretKey
      ? new StripePaymentProvider(
          new Stripe(secretKey, { maxNetworkRetries: 2 }),
          env.STRIPE_WEBHOOK_SECRET?.trim() ?? '',
        )
      : new TestGateway(deps.db, deps.now);
    providers.set(deps.db, provider);
  }
  return provider;
}
