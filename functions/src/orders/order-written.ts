// What follows every write of an order: a new unpaid order gets its expiry task (order-expiry.ts), a paid or
// refunded one starts the sequencer that numbers its invoice or credit note (invoices/numbering-task.ts), and the
// sales report's days follow the order (reports/sales-rollup.ts). One trigger runs them all, so each order write
// starts one function run (docs/decisions/0011).
import type { OrderDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { rollUpOrderWrite } from '../reports/sales-rollup';
import { scheduleExpiry, type ExpiryQueue } from './order-expiry';
import { scheduleNumbering, type NumberingQueue } from '../invoices/numbering-task';

export interface OrderWrittenDeps {
  db: Firestore;
  expiryQueue: ExpiryQueue;
  numberingQueue: NumberingQueue;
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
    write.before ? undefined : scheduleExpiry(deps.expiryQueue, write.orderId, write.after, deps.now()),
    scheduleNumbering(deps.numberingQueue, write.orderId, write.before, write.after, deps.now()),
    rollUpOrderWrite(deps.db, write.eventId, write.before, write.after),
  ]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
