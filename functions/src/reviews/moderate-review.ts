// An admin hides, shows or deletes a review: one transaction that reads the review, changes it and appends the
// audit record, so the record exists exactly when the change does.
import { apiMessages, collections, type ReviewDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { notFound } from '../platform/refusal';
import { appendAudit, deleteAudited } from '../audit';
import { runTransaction } from '../platform/run-transaction';

type ModerationDeps = Pick<Deps, 'db' | 'now'>;

const actorOf = (caller: Caller) => ({ uid: caller.uid, email: caller.email });

/** Sets the review's visibility; answers how many reviews changed (0: it was so already, and nothing is recorded). */
export async function setReviewHidden(deps: ModerationDeps, caller: Caller, id: string, hidden: boolean) {
  const ref = deps.db.collection(collections.reviews).doc(id);
  return runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound(apiMessages.reviewNotFound);
    const wasHidden = (snapshot.data() as ReviewDoc).hidden === true;
    if (wasHidden === hidden) return 0;
    tx.update(ref, { hidden });
    appendAudit(tx, deps.db, {
      action: hidden ? 'review.hide' : 'review.show',
      actor: actorOf(caller),
      target: { collection: collections.reviews, id },
      before: { hidden: wasHidden },
      after: { hidden },
      at: deps.now(),
    });
    return 1;
  });
}

export async function deleteReview(deps: ModerationDeps, caller: Caller, id: string): Promise<void> {
  const ref = deps.db.collection(collections.reviews).doc(id);
  await deleteAudited(
    deps.db,
    { action: 'review.delete', caller, ref, at: deps.now() },
    notFound(apiMessages.reviewNotFound),
  );
}
