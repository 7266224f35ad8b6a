// Every admin action appends its audit record through here, inside the transaction that makes the change: the
// record and the change commit together or not at all.
import { collections, type AuditRecordDoc } from '@toolshop/domain';
import type { Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';

/** The record to store, its time a Date. */
export type AuditEntry = Omit<AuditRecordDoc, 'at'> & { at: Date };

/** Firestore keeps no undefined values: the record stores only what the documents held. */
function plain(fields: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!fields) return null;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** `tx`: the transaction, or the batch, that makes the change. */
export function appendAudit(tx: Transaction | WriteBatch, db: Firestore, entry: AuditEntry): void {
  const record: AuditRecordDoc = {
    action: entry.action,
    actor: { uid: entry.actor.uid, email: entry.actor.email },
    target: entry.target,
    before: plain(entry.before),
    after: plain(entry.after),
    at: entry.at,
  };
  tx.create(db.collection(collections.audit).doc(), record);
}
