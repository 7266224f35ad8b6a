// The audit log: one record per admin action, written by the server in the same transaction as the change it
// records, so a record exists if and only if the change happened. The collection is server-only; admins read it
// through GET /audit.
import { isoTime } from '../iso-time';

export const AUDIT_ACTIONS = [
  'product.add',
  'product.edit',
  'product.delete',
  'stock.adjust',
  'order.confirm',
  'order.cancel',
  'order.refund',
  'order.ship',
  'user.role',
  'review.hide',
  'review.show',
  'review.delete',
  'contact.handled',
  'category.put',
  'category.delete',
  'zone.save',
  'zone.delete',
  'settings.business',
  'post.publish',
  'post.schedule',
  'post.unpublish',
  'post.delete',
  'post.restore',
  'company.update',
  'content.home',
  'return.approve',
  'return.reject',
  'return.receive',
  'return.refund',
  'return.replace',
  'claim.repair',
  'claim.replace',
  'claim.parts',
  'claim.reject',
  'content.page.save',
  'content.page.delete',
  'quote.price',
  'quote.send',
  'quote.withdraw',
  'quote.accept',
  'quote.decline',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** audit/{id}: who did what to which document, when, and the document's fields before and after (null: none). */
export interface AuditRecordDoc {
  action: AuditAction;
  actor: { uid: string; email: string };
  /** The collection and id of the document the action changed. */
  target: { collection: string; id: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: unknown;
}

/** GET /audit: one record, newest first in the list. */
export interface AuditRecord {
  _id: string;
  action: AuditAction;
  actorEmail: string;
  actorUid: string;
  targetCollection: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

/** A stored value as the API answers it: Firestore timestamps (at any depth) become ISO 8601 text. */
function readable(value: unknown): unknown {
  const time = typeof value === 'object' && value !== null && !Array.isArray(value) ? isoTime(value) : undefined;
  if (time !== undefined) return time;
  if (Array.isArray(value)) return value.map(readable);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, readable(inner)]));
  }
  return value;
}

const readableFields = (fields: Record<string, unknown> | null) =>
  fields ? (readable(fields) as Record<string, unknown>) : null;

export function toAuditRecord(id: string, doc: AuditRecordDoc): AuditRecord {
  return {
    _id: id,
    action: doc.action,
    actorEmail: doc.actor.email,
    actorUid: doc.actor.uid,
    targetCollection: doc.target.collection,
    targetId: doc.target.id,
    before: readableFields(doc.before),
    after: readableFields(doc.after),
    at: isoTime(doc.at) ?? '',
  };
}
