// What the payment handlers touch: Firestore, the clock, the configured provider and a logger.
// Production gets them from Deps and the configuration; tests pass a Stripe pointed at a local stand-in.
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { Deps } from '../platform/deps';
import type { PaymentProvider } from './payment-provider';

export interface PaymentLog {
  info(message: string, data?: object): void;
  warn(message: string, data?: object): void;
  error(message: string, data?: object): void;
}

export interface PaymentDeps {
  db: Firestore;
  now: () => Date;
  provider: PaymentProvider;
  log: PaymentLog;
}

export function paymentDepsFor(deps: Pick<Deps, 'db' | 'now' | 'paymentProvider'>): PaymentDeps {
  return { db: deps.db, now: deps.now, provider: deps.paymentProvider(), log: logger };
}
