import { describe, expect, it } from 'vitest';
import { configuredPaymentProvider } from './payment-config';
import { StripePaymentProvider } from './stripe-provider';
import { TestGateway } from './test-gateway';
import { HttpError } from '../http/http-error';

// A fresh stand-in database per call: the provider is cached per database.
const deps = () => ({ db: {} as never, now: () => new Date() });

describe('payment provider choice', () => {
  it('uses Stripe whenever its secret key is configured', () => {
    expect(configuredPaymentProvider(deps(), { STRIPE_SECRET_KEY: 'sk_test_123', FUNCTIONS_EMULATOR: 'true' })).toBeInstanceOf(StripePaymentProvider);
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
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).status).toBe(503);
  });
});
