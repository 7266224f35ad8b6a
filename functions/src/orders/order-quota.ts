// What placing one order does to the customer's order quota document (rateLimits/{uid}_order): one more use of
// the order rate limit (429 past it) and one more unpaid order (409 at TOOLSHOP_MAX_UNPAID_ORDERS). POST /order
// and POST /api/checkout both count an order here, once, and write the result in the order's own atomic commit
// under an update-time precondition, so parallel orders on any instance count exactly.
import { apiMessages } from '@toolshop/domain';
import type { DocumentReference, Timestamp, WriteBatch } from 'firebase-admin/firestore';
import { conflict } from '../platform/refusal';
import { rateLimitPolicy } from '../platform/rate-limit-config';
import { nextQuota } from '../platform/quota';
import type { RateLimitDoc } from '../platform/rate-limit-doc';
import { maxUnpaidOrders, unpaidOrdersOf } from '../order-moves';

export type OrderQuotaDoc = Partial<RateLimitDoc> & { unpaidOrders?: number };
export type CountedQuota = RateLimitDoc & { unpaidOrders: number };

/** The quota document as read: absent (no update time) until the customer's first order. */
export interface QuotaVersion {
  doc: OrderQuotaDoc | undefined;
  updateTime: Timestamp | undefined;
}

/** The quota after one more order, or the refusal (409 too many unpaid, 429 too many orders). */
export function countOrder(quota: OrderQuotaDoc | undefined, uid: string, now: Date): CountedQuota {
  const unpaid = unpaidOrdersOf(quota);
  const maxUnpaid = maxUnpaidOrders();
  if (unpaid >= maxUnpaid) throw conflict(apiMessages.tooManyUnpaidOrders(maxUnpaid));
  return { ...nextQuota(quota, rateLimitPolicy('order'), uid, now), unpaidOrders: unpaid + 1 };
}

/** The quota of an order paid in its own placement (on account): it never waits unpaid, so it is not counted so. */
export function paidAtOnce(counted: CountedQuota): CountedQuota {
  return { ...counted, unpaidOrders: counted.unpaidOrders - 1 };
}

/** Writes the counted quota in the order's batch, only over the version it was counted from. */
export function writeCountedQuota(
  batch: WriteBatch,
  ref: DocumentReference,
  version: QuotaVersion,
  after: CountedQuota,
): void {
  if (version.updateTime) batch.update(ref, { ...after }, { lastUpdateTime: version.updateTime });
  else batch.create(ref, after);
}
