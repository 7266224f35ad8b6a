// A user's quota document for one action (rateLimits/{uid}_{action}): rate-limit.ts counts in it, and the Deps'
// memory of the ones this instance wrote (orders/known-quotas.ts) keeps copies, so it sits below both.
import type { RateLimitedAction } from './rate-limit-config';

export interface RateLimitDoc {
  uid: string;
  action: RateLimitedAction;
  windowStart: Date;
  count: number;
}
