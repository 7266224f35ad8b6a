// How many orders and uploads one user may make per window. Read from the environment so an operator can
// change it without a code change (functions/.env in production, the shell for the emulators):
//   TOOLSHOP_RATE_LIMIT_ORDERS   orders a user may place per window   (default 100)
//   TOOLSHOP_RATE_LIMIT_UPLOADS  image uploads a user may make per window (default 60)
//   TOOLSHOP_RATE_LIMIT_CONTACT  Contact Us messages one client address may send per window (default 10)
//   TOOLSHOP_RATE_LIMIT_INTENTS  payment intents a user may ask for with a price and no order (default 60)
//   TOOLSHOP_RATE_LIMIT_REVIEWS  reviews a user may post per window (default 10)
//   TOOLSHOP_RATE_LIMIT_WINDOW_SECONDS  the window                    (default 3600, one hour)
// A value that is not a whole number >= 1 falls back to the default: a typo must never turn the limit off.

import { wholeNumber } from './settings';

export type RateLimitedAction = 'order' | 'upload' | 'contact' | 'intent' | 'review';

export interface RateLimitPolicy {
  action: RateLimitedAction;
  limit: number;
  windowMs: number;
}

export const RATE_LIMIT_DEFAULTS = {
  order: 100,
  upload: 60,
  contact: 10,
  intent: 60,
  review: 10,
  windowSeconds: 3600,
} as const;

const ENV_NAMES: Record<RateLimitedAction, string> = {
  order: 'TOOLSHOP_RATE_LIMIT_ORDERS',
  upload: 'TOOLSHOP_RATE_LIMIT_UPLOADS',
  contact: 'TOOLSHOP_RATE_LIMIT_CONTACT',
  intent: 'TOOLSHOP_RATE_LIMIT_INTENTS',
  review: 'TOOLSHOP_RATE_LIMIT_REVIEWS',
};

export function rateLimitPolicy(action: RateLimitedAction, env: NodeJS.ProcessEnv = process.env): RateLimitPolicy {
  return {
    action,
    limit: wholeNumber(env[ENV_NAMES[action]], RATE_LIMIT_DEFAULTS[action]),
    windowMs: wholeNumber(env.TOOLSHOP_RATE_LIMIT_WINDOW_SECONDS, RATE_LIMIT_DEFAULTS.windowSeconds) * 1000,
  };
}
