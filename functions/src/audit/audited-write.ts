// A whole document replaced or deleted together with its audit record, in one transaction: the record exists
// exactly when the change does. The record's target is the document's collection and id.
import type { AuditAction } from '@toolshop/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../platform/caller';
import { runTransaction } from '../platform/run-transaction';
import { appendAudit } from './append-audit';

export interface AuditedWrite<T> {
  action: AuditAction;
  caller: Caller;
  ref: DocumentReference;
  at: Date;
  /** What the record keeps of the document; its stored fields when left out. */
  view?: (doc: T) => object;
}

const storedFields = (doc: unknown) => ({ ...(doc as object) });

function record<T>(write: AuditedWrite<T>, before: T | undefined, after: T | null) {
  const view = write.view ?? storedFields;
  return {
    action: write.action,
    actor: write.caller,
    target: { collection: write.ref.parent.id, id: write.ref.id },
    before: before === undefined ? null : { ...view(before) },
    after: after === null ? null : { ...view(after) },
    at: write.at,
  };
}

/** Replaces the document with `doc` (creates it when there is none). */
export async function setAudited<T>(db: Firestore, write: AuditedWrite<T>, doc: T): Promise<void> {
  await runTransaction(db, async (tx) => {
    const before = await tx.get(write.ref);
    tx.set(write.ref, doc as object);
    appendAudit(tx, db, record(write, before.data() as T | undefined, doc));
  });
}

/** Deletes the document; throws `missing` when there is none, and then nothing changes. */
export async function deleteAudited<T>(db: Firestore, write: AuditedWrite<T>, missing: Error): Promise<void> {
  await runTransaction(db, async (tx) => {
    const before = await tx.get(write.ref);
    if (!before.exists) throw missing;
    tx.delete(write.ref);
    appendAudit(tx, db, record(write, before.data() as T, null));
  });
}
