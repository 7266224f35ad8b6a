// POST /api/posts/{id}/revisions/{revisionId}/restore (admin): the revision's words (title, excerpt, body, cover,
// tags, SEO fields) become the post's again; its status, time, slug and author stay as they are. The restore is a
// save (a new revision) and is in the audit log.
import {
  collections,
  POST_RESTORED_FIELDS,
  POST_REVISIONS,
  postMessages,
  postSearchKeys,
  type PostDoc,
  type PostRevisionDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { notFound } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { appendAudit } from '../audit';
import { actorOf } from '../products';
import { postTarget } from './post-audit';
import { addRevision } from './save-post';

export async function restoreRevision(deps: Pick<Deps, 'db' | 'now'>, caller: Caller, id: string, revisionId: string) {
  const postRef = deps.db.collection(collections.posts).doc(id);
  const revisionRef = postRef.collection(POST_REVISIONS).doc(revisionId);
  return runTransaction(deps.db, async (tx) => {
    const [post, revision] = await Promise.all([tx.get(postRef), tx.get(revisionRef)]);
    if (!post.exists) throw notFound(postMessages.postNotFound);
    if (!revision.exists) throw notFound(postMessages.revisionNotFound);
    const before = post.data() as PostDoc;
    const words = revision.data() as PostRevisionDoc;
    const restored = Object.fromEntries(POST_RESTORED_FIELDS.map((field) => [field, words[field]]));
    const now = deps.now();
    const doc: PostDoc = {
      ...before,
      ...restored,
      searchKeys: postSearchKeys(words.title, before.slug),
      updatedAt: now,
    };
    tx.set(postRef, doc);
    addRevision(tx, postRef, doc, caller, now);
    appendAudit(tx, deps.db, {
      action: 'post.restore',
      actor: actorOf(caller),
      target: postTarget(id),
      before: { title: before.title },
      after: { title: doc.title, revisionId },
      at: now,
    });
    return { id, slug: before.slug };
  });
}
