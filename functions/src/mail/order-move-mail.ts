// What an order's move puts in the outbox, inside the move's transaction (order-moves/move-order.ts): the customer's
// email, and, when the move pays the order, the admins' notice that it waits for confirmation. The customer's email of
// a payment names its invoice, so the sequencer that numbers the invoice sends it (invoices/number-sequencer.ts).
import type { OrderDoc, OrderTransition } from '@toolshop/domain';
import type { DocumentReference, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { adminRecipients } from './admin-recipients';
import { mailSettings } from './mail-settings';
import { orderMovedMail, paidOrderNotice } from './order-mail';
import { queueMail } from './outbox';

/**
 * Writes only (in a transaction, after its reads; or in the batch that places a paid order). `order` is the order as
 * the move leaves it.
 */
export async function queueOrderMoveMail(
  tx: Transaction | WriteBatch,
  ref: DocumentReference,
  order: OrderDoc,
  transition: OrderTransition,
  reason?: string | null,
  /** Who gets a payment's notice, when the caller asked beside its other reads. */
  admins?: ReturnType<typeof adminRecipients>,
): Promise<void> {
  const settings = mailSettings();
  const db = ref.firestore;
  if (transition !== 'pay') {
    queueMail(tx, db, orderMovedMail(settings, ref.id, order, transition, reason));
    return;
  }
  // Read outside the transaction: who the admins are is not part of the move, and a read here would come after
  // the move's writes.
  const recipients = await (admins ?? adminRecipients(db, settings));
  if (recipients) queueMail(tx, db, paidOrderNotice(settings, ref.id, order, recipients));
}
