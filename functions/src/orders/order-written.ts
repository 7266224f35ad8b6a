// What follows every write of an order: a new unpaid order gets its expiry task (order-expiry.ts); the write's
// changes to the sales days are recorded (reports/sales-rollup.ts) and, for a payment or a refund, a bookkeeping
// run is enqueued that numbers its invoice or credit note and folds the sales in (bookkeeping.ts). One trigger runs
// them all, so each order write starts one function run (docs/decisions/0011).
import type { OrderDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { rollUpOrderWrite } from '../reports';
import { scheduleExpiry, type ExpiryQueue } from './order-expiry';
import { scheduleBookkeeping, type BookkeepingQueue } from './bookkeeping';
import { millisOf } from '../platform/millis-of';

export interface OrderWrittenDeps {
  db: Firestore;
  expiryQueue: ExpiryQueue;
  bookkeepingQueue: BookkeepingQueue;
  now: () => Date;
}

export interface OrderWrite {
  /** The trigger event's id: the roll-up counts each event once. */
  eventId: string;
  orderId: string;
  before: OrderDoc | undefined;
  after: OrderDoc | undefined;
}

export async function followOrderWrite(deps: OrderWrittenDeps, write: OrderWrite): Promise<void> {
  // All run to the end even when one fails, so a failed enqueue never costs the report its figures.
  const results = await Promise.allSettled([
    // A new order, or one whose deadline moved (an approved order gets its payment's time).
    write.before && millisOf(write.before.expiresAt) === millisOf(write.after?.expiresAt)
      ? undefined
      : scheduleExpiry(deps.expiryQueue, write.orderId, write.after, deps.now()),
    // The run is enqueued once the changes it folds are recorded.
    rollUpOrderWrite(deps.db, write.eventId, write.orderId, write.before, write.after).then((recordedSales) =>
      scheduleBookkeeping(deps.bookkeepingQueue, { ...write, recordedSales }, deps.now()),
    ),
  ]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
