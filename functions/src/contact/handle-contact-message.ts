// An admin marks a Contact Us message handled, once: the transaction reads the message, refuses one already
// handled (409, naming nobody's work as undone), records who and when, and appends the audit record.
import { apiMessages, collections, type ContactMessageDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { notFound, conflict } from '../platform/refusal';
import { appendAudit } from '../audit';
import { runTransaction } from '../platform/run-transaction';

export async function markContactHandled(deps: Pick<Deps, 'db' | 'now'>, caller: Caller, id: string): Promise<void> {
  const ref = deps.db.collection(collections.contactMessages).doc(id);
  await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound(apiMessages.contactMessageNotFound);
    if ((snapshot.data() as ContactMessageDoc).handledAt) throw conflict(apiMessages.contactAlreadyHandled);
    const handledBy = { uid: caller.uid, email: caller.email };
    const handledAt = deps.now();
    tx.update(ref, { handledBy, handledAt });
    appendAudit(tx, deps.db, {
      action: 'contact.handled',
      actor: handledBy,
      target: { collection: collections.contactMessages, id },
      before: { handledBy: null, handledAt: null },
      after: { handledBy: caller.email, handledAt },
      at: handledAt,
    });
  });
}
