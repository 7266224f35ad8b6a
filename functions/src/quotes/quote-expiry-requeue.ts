// Gives every open quote its expiry task again. The Cloud Tasks emulator keeps its queue in memory, so after the
// emulators restart (data imported, tasks gone) `npm start` runs this once, beside the unpaid orders' requeue; a
// quote already past its date expires at its task's first attempt. Enqueuing a task that still exists does nothing
// (the task id is the quote's and its date's).
import { collections, type QuoteDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { forEachPage } from '../platform/firestore-page';
import { scheduleQuoteExpiry, type QuoteExpiryQueue } from './quote-expiry';

const PAGE_SIZE = 200;

/** Returns how many quoted quotes were enqueued. */
export function requeueQuotedQuotes(db: Firestore, queue: QuoteExpiryQueue): Promise<number> {
  const quoted = db.collection(collections.quotes).where('status', '==', 'quoted').orderBy('__name__');
  return forEachPage(quoted, PAGE_SIZE, (docs) =>
    Promise.all(docs.map((doc) => scheduleQuoteExpiry(queue, doc.id, undefined, doc.data() as QuoteDoc))),
  );
}
