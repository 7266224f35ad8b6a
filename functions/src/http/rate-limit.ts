// The rate-limit middleware: counts each attempt of a caller (or a client address) at an action in a transaction on
// its quota document (platform/quota.ts) and answers 429 past the limit.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Deps } from '../platform/deps';
import { callerOf } from './auth';
import { rateLimitPolicy, type RateLimitedAction } from '../platform/rate-limit-config';
import { rateLimitRef, takeQuota } from '../platform/quota';
import { runTransaction } from '../platform/run-transaction';

/** Middleware after requireUser: counts the caller's attempt at `action` and answers 429 past the limit. */
export function rateLimit(deps: Deps, action: RateLimitedAction): RequestHandler {
  return rateLimitBy(deps, action, (_req, res) => callerOf(res).uid);
}

/**
 * For calls anyone may make (Contact Us): counts per client address, hashed so no address is stored.
 * Best effort: behind a proxy the address comes from X-Forwarded-For, which a client can vary.
 */
export function rateLimitByClient(deps: Deps, action: RateLimitedAction): RequestHandler {
  return rateLimitBy(
    deps,
    action,
    (req) =>
      `client-${createHash('sha256')
        .update(req.ip ?? 'unknown')
        .digest('hex')
        .slice(0, 32)}`,
  );
}

function rateLimitBy(
  deps: Deps,
  action: RateLimitedAction,
  keyOf: (req: Request, res: Response) => string,
): RequestHandler {
  return async (req, res, next) => {
    const uid = keyOf(req, res);
    const policy = rateLimitPolicy(action);
    const ref = rateLimitRef(deps.db, action, uid);
    // Parallel uploads of one user contend for the document: the shared transaction runner retries the losers.
    await runTransaction(deps.db, async (tx) => takeQuota(tx, await tx.get(ref), policy, uid, deps.now()));
    next();
  };
}
