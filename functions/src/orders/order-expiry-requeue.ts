// Gives every unpaid order its expiry task again. The Cloud Tasks emulator keeps its queue in memory, so after the
// emulators restart (data imported, tasks gone) `npm start` runs this once; orders already due expire at their
// own task's first attempt, the others at their window's end as before. Enqueuing a task that still exists does
// nothing (the task id is the window's, or the due order's).
import { collections, type OrderDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { scheduleExpiry, type ExpiryQueue } from './order-expiry';

const PAGE_SIZE = 200;

/** Returns how many unpaid orders were enqueued. */
export async function requeueUnpaidOrders(db: Firestore, queue: ExpiryQueue, now: Date): Promise<number> {
  const unpaid = db.collection(collections.orders).where('status', '==', 'unpaid').orderBy('__name__').limit(PAGE_SIZE);
  let count = 0;
  let page = await unpaid.get();
  while (!page.empty) {
    await Promise.all(page.docs.map((doc) => scheduleExpiry(queue, doc.id, doc.data() as OrderDoc, now)));
    count += page.size;
    if (page.size < PAGE_SIZE) break;
    page = await unpaid.startAfter(page.docs[page.docs.length - 1]).get();
  }
  return count;
}
