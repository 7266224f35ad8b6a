// The order quota documents this instance wrote last (rateLimits/{uid}_order), with the commit time of each.
// A customer's next order on the same instance can then skip reading it: the order's commit names that version
// as a precondition, so if any other instance counted an order since, the commit fails and the order reads the
// document again (place-order.ts). The count stays exact; this only saves a read.
import type { Timestamp } from 'firebase-admin/firestore';
import type { RateLimitDoc } from '../platform/rate-limit-doc';

const MAX_CUSTOMERS = 10_000;

export interface KnownQuota {
  doc: RateLimitDoc;
  updateTime: Timestamp;
}

export class KnownQuotas {
  private readonly byUid = new Map<string, KnownQuota>();

  get(uid: string): KnownQuota | undefined {
    return this.byUid.get(uid);
  }

  wrote(uid: string, doc: RateLimitDoc, updateTime: Timestamp): void {
    this.byUid.delete(uid); // re-inserted last: the map's order is least recently written first
    if (this.byUid.size >= MAX_CUSTOMERS) this.byUid.delete(this.byUid.keys().next().value!);
    this.byUid.set(uid, { doc, updateTime });
  }

  forget(uid: string): void {
    this.byUid.delete(uid);
  }
}
