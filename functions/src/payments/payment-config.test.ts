import { describe, expect, it } from 'vitest';
import { configuredPaymentProvider, lazyPaymentProvider } from './payment-config';
import { StripePaymentProvider } from './stripe-provider';
import { TestGateway } from './test-gateway';
import { Refusal } from '../platform/refusal';

const deps = () => ({ db: {} as never, now: () => new Date() });

describe('payment provider choice', () => {
  it('uses Stripe whenever its secret key is configured', () => {
    expect(
      configuredPaymentProvider(deps(), { STRIPE_SECRET_KEY: 'sk_test_123', FUNCTIONS_EMULATOR: 'true' }),
    ).toBeInstanceOf(StripePaymentProvider);
  });

  it('uses the test gateway on the emulators or with an explicit opt-in', () => {
    expect(configuredPaymentProvider(deps(), { FUNCTIONS_EMULATOR: 'true' })).toBeInstanceOf(TestGateway);
    expect(configuredPaymentProvider(deps(), { TOOLSHOP_TEST_PAYMENTS: 'true' })).toBeInstanceOf(TestGateway);
  });

  it('refuses payments (503) in a production deployment without Stripe, instead of accepting test cards', () => {
    let thrown: unknown;
    try {
      configuredPaymentProvider(deps(), {});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Refusal);
    expect((thrown as Refusal).status).toBe(503);
  });

  it('Deps make the provider at first use and keep it; without one, only a payment call fails', () => {
    const env: NodeJS.ProcessEnv = {};
    const provider = lazyPaymentProvider(deps(), env);
    env.FUNCTIONS_EMULATOR = 'true';
    const first = provider();
    expect(first).toBeInstanceOf(TestGateway);
    expect(provider()).toBe(first);

    const unconfigured = lazyPaymentProvider(deps(), {});
    expect(() => unconfigured()).toThrow(Refusal);
  });
});
