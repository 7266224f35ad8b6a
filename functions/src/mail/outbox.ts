// Puts an email in the outbox (mail/{id}) as one more write of the caller's transaction or batch, so the email
// exists if and only if the change it announces is committed. The sender (send-mail.ts) takes it from there.
import { collections, type MailDoc } from '@toolshop/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/** A Transaction or a WriteBatch. */
export interface Writes {
  create(ref: DocumentReference, data: MailDoc): unknown;
}

export function queueMail(writes: Writes, db: Firestore, mail: MailDoc): void {
  writes.create(db.collection(collections.mail).doc(), mail);
}
