// Gives every unpaid order its expiry task again. The Cloud Tasks emulator keeps its queue in memory, so after the
// emulators restart (data imported, tasks gone) `npm start` runs this once; orders already due expire at their
// own task's first attempt, the others at their window's end as before. Enqueuing a task that still exists does
// nothing (the task id is the window's, or the due order's).
import { collections, RESERVING_STATUSES, type OrderDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { forEachPage } from '../platform/firestore-page';
import { scheduleExpiry, type ExpiryQueue } from './order-expiry';

const PAGE_SIZE = 200;

/** Returns how many unpaid orders (and orders awaiting approval, which hold their stock alike) were enqueued. */
export function requeueUnpaidOrders(db: Firestore, queue: ExpiryQueue, now: Date): Promise<number> {
  const unpaid = db.collection(collections.orders).where('status', 'in', RESERVING_STATUSES).orderBy('__name__');
  return forEachPage(unpaid, PAGE_SIZE, (docs) =>
    Promise.all(docs.map((doc) => scheduleExpiry(queue, doc.id, doc.data() as OrderDoc, now))),
  );
}
