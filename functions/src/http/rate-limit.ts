// Per-user rate limit shared by every function instance: one Firestore document per user and action
// (rateLimits/{uid}_{action}) holds a fixed window's start and count, and is only ever written atomically
// against the version that was read, so parallel requests on any number of instances count exactly once each.
// Orders count their quota in the order's own atomic commit (place-order.ts: read with the product, written
// under an update-time precondition; a refused order uses none); other calls use the rateLimit() middleware,
// a transaction that counts every attempt.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { apiMessages, collections } from '@toolshop/domain';
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import { callerOf } from './auth';
import { HttpError } from './http-error';
import { rateLimitPolicy, type RateLimitedAction, type RateLimitPolicy } from './rate-limit-config';
import type { RateLimitDoc } from './rate-limit-doc';
import { runTransaction } from '../platform/run-transaction';

export const rateLimited = () => new HttpError(429, apiMessages.rateLimited);

export function rateLimitRef(db: Firestore, action: RateLimitedAction, uid: string): DocumentReference {
  return db.collection(collections.rateLimits).doc(`${uid}_${action}`);
}

function windowStartOf(value: unknown): number {
  // Firestore hands Dates back as Timestamps.
  if (value instanceof Date) return value.getTime();
  const millis = (value as { toMillis?: () => number } | null)?.toMillis?.();
  return typeof millis === 'number' ? millis : 0;
}

/**
 * Uses one unit of quota, given the document as just read in `tx` (all of the transaction's reads must come
 * before this write). Throws 429 when the window's quota is spent.
 */
export function takeQuota(
  tx: Transaction,
  snapshot: DocumentSnapshot,
  policy: RateLimitPolicy,
  uid: string,
  now: Date,
): void {
  tx.set(snapshot.ref, nextQuota(snapshot.data() as Partial<RateLimitDoc> | undefined, policy, uid, now));
}

/**
 * The quota document after one more use, given it as read (undefined: none yet); throws 429 when the window's
 * quota is spent.
 */
export function nextQuota(
  stored: Partial<RateLimitDoc> | undefined,
  policy: RateLimitPolicy,
  uid: string,
  now: Date,
): RateLimitDoc {
  const storedStart = windowStartOf(stored?.windowStart);
  const current = storedStart + policy.windowMs > now.getTime() && storedStart <= now.getTime();
  const count = current ? (stored?.count ?? 0) : 0;
  if (count >= policy.limit) throw rateLimited();
  return {
    uid,
    action: policy.action,
    windowStart: current ? new Date(storedStart) : now,
    count: count + 1,
  };
}

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
