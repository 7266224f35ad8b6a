// The one place a return changes status, inside the caller's transaction once the return was read in it: checks the
// move against the return's state machine (409 otherwise), writes the new status with the move's fields, appends the
// step to the return's timeline, records the admin's action in the audit log and puts both emails in the outbox.
import {
  canMoveReturn,
  collections,
  returnMessages as r,
  returnMoveTarget,
  type ReturnDoc,
  type ReturnTransition,
} from '@toolshop/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../platform/caller';
import { conflict } from '../platform/refusal';
import { appendAudit } from '../audit';
import type { MailSettings } from '../mail';
import { queueReturnMails, type ReturnMailRecipients } from './return-mail';

export interface ReturnMove {
  transition: ReturnTransition;
  by: Caller;
  at: Date;
  /** What the timeline and the emails say of the step (instructions, a reason, what arrived). */
  note: string | null;
  fields: Partial<ReturnDoc>;
  mail: { settings: MailSettings; admins: ReturnMailRecipients };
}

/** 409 unless the return may make this move now: it reads the return's status in the caller's transaction. */
export function assertReturnMove(ret: ReturnDoc, transition: ReturnTransition): void {
  if (!canMoveReturn(ret.status, transition)) throw conflict(r.moveRefused(ret.status));
}

export function moveReturn(tx: Transaction, ref: DocumentReference, ret: ReturnDoc, move: ReturnMove): ReturnDoc {
  assertReturnMove(ret, move.transition);
  const status = returnMoveTarget(move.transition);
  const by = { uid: move.by.uid, email: move.by.email };
  const timeline = [...ret.timeline, { status, at: move.at, by, note: move.note }];
  const after: ReturnDoc = { ...ret, ...move.fields, status, timeline, updatedAt: move.at };
  tx.update(ref, { ...move.fields, status, timeline, updatedAt: move.at });
  appendAudit(tx, ref.firestore, {
    action: `return.${move.transition}`,
    actor: by,
    target: { collection: collections.returns, id: ref.id },
    before: { status: ret.status },
    after: { status, ...move.fields },
    at: move.at,
  });
  queueReturnMails(tx, ref, move.mail.settings, move.mail.admins, after, move.note);
  return after;
}
