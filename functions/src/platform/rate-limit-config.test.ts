import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_DEFAULTS, rateLimitPolicy } from './rate-limit-config';

describe('rate limit configuration', () => {
  it('defaults to 100 orders and 60 uploads an hour', () => {
    expect(rateLimitPolicy('order', {})).toEqual({ action: 'order', limit: 100, windowMs: 3_600_000 });
    expect(rateLimitPolicy('upload', {})).toEqual({
      action: 'upload',
      limit: RATE_LIMIT_DEFAULTS.upload,
      windowMs: 3_600_000,
    });
  });

  it('allows 60 payment intents asked for with a price an hour', () => {
    expect(rateLimitPolicy('intent', {})).toEqual({ action: 'intent', limit: 60, windowMs: 3_600_000 });
    expect(rateLimitPolicy('intent', { TOOLSHOP_RATE_LIMIT_INTENTS: '3' }).limit).toBe(3);
  });

  it('allows 10 reviews a user an hour, changed by TOOLSHOP_RATE_LIMIT_REVIEWS', () => {
    expect(rateLimitPolicy('review', {})).toEqual({ action: 'review', limit: 10, windowMs: 3_600_000 });
    expect(rateLimitPolicy('review', { TOOLSHOP_RATE_LIMIT_REVIEWS: '2' }).limit).toBe(2);
    expect(rateLimitPolicy('review', { TOOLSHOP_RATE_LIMIT_REVIEWS: '0' }).limit).toBe(10);
  });

  it('reads the environment', () => {
    const env = {
      TOOLSHOP_RATE_LIMIT_ORDERS: '5',
      TOOLSHOP_RATE_LIMIT_UPLOADS: ' 7 ',
      TOOLSHOP_RATE_LIMIT_WINDOW_SECONDS: '60',
    };
    expect(rateLimitPolicy('order', env)).toEqual({ action: 'order', limit: 5, windowMs: 60_000 });
    expect(rateLimitPolicy('upload', env).limit).toBe(7);
  });

  it('falls back to the default on a value that would weaken or break the limit', () => {
    for (const value of ['', '0', '-1', '2.5', 'many', '1e400', 'Infinity']) {
      expect(rateLimitPolicy('order', { TOOLSHOP_RATE_LIMIT_ORDERS: value }).limit, value).toBe(100);
    }
  });
});
