// What an order's move puts in the outbox, inside the move's transaction (order-moves/move-order.ts): the customer's
// email, and, when the move pays the order, the admins' notice that it waits for confirmation. The customer's email of
// a payment names its invoice, so the sequencer that numbers the invoice sends it (invoices/number-sequencer.ts).
import type { OrderDoc, OrderTransition } from '@toolshop/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { adminRecipients } from './admin-recipients';
import { mailSettings } from './mail-settings';
import { orderMovedMail, paidOrderNotice } from './order-mail';
import { queueMail } from './outbox';

/** Writes only: call it after the transaction's reads. `order` is the order as the move leaves it. */
export async function queueOrderMoveMail(
  tx: Transaction,
  ref: DocumentReference,
  order: OrderDoc,
  transition: OrderTransition,
  reason?: string | null,
): Promise<void> {
  const settings = mailSettings();
  const db = ref.firestore;
  if (transition !== 'pay') {
    queueMail(tx, db, orderMovedMail(settings, ref.id, order, transition, reason));
    return;
  }
  // Read outside the transaction: who the admins are is not part of the move, and a read here would come after
  // the move's writes.
  const admins = await adminRecipients(db, settings);
  if (admins) queueMail(tx, db, paidOrderNotice(settings, ref.id, order, admins));
}
