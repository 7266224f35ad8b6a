// DELETE /api/posts/{id} (admin): the post and its slug's claim go in one transaction with the audit record; its
// revisions follow (a post saved many times has more of them than one transaction may delete).
import { collections, POST_REVISIONS, postMessages, postStatusAt, type PostDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { notFound } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { appendAudit } from '../audit';
import { actorOf } from '../products';
import { postTarget } from './post-audit';
import { postSlugRef } from './save-post';

export async function deletePost(deps: Pick<Deps, 'db' | 'now'>, caller: Caller, id: string): Promise<void> {
  const postRef = deps.db.collection(collections.posts).doc(id);
  await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(postRef);
    if (!snapshot.exists) throw notFound(postMessages.postNotFound);
    const doc = snapshot.data() as PostDoc;
    const now = deps.now();
    tx.delete(postRef);
    tx.delete(postSlugRef(deps, doc.slug));
    appendAudit(tx, deps.db, {
      action: 'post.delete',
      actor: actorOf(caller),
      target: postTarget(id),
      before: { slug: doc.slug, title: doc.title, status: postStatusAt(doc, now) },
      after: null,
      at: now,
    });
  });
  await deps.db.recursiveDelete(postRef.collection(POST_REVISIONS));
}
