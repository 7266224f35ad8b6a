// Per-user rate limit shared by every function instance: one Firestore document per user and action
// (rateLimits/{uid}_{action}) holds a fixed window's start and count, and is only ever written atomically
// against the version that was read, so parallel requests on any number of instances count exactly once each.
// Orders count their quota in the order's own atomic commit (place-order.ts: read with the product, written
// under an update-time precondition; a refused order uses none); other calls use the rateLimit() middleware
// (http/rate-limit.ts), a transaction that counts every attempt.
import { apiMessages, collections } from '@toolshop/domain';
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { Refusal } from './refusal';
import type { RateLimitedAction, RateLimitPolicy } from './rate-limit-config';
import type { RateLimitDoc } from './rate-limit-doc';

export const rateLimited = () => new Refusal('rate-limited', apiMessages.rateLimited);

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
