// The posts visitors see: those whose `visibleFrom` has passed at the time of the read, newest first. A scheduled
// post therefore joins the list at its time by itself; a draft (visibleFrom null) is never in it.
import {
  collections,
  isPostVisibleAt,
  POST_PAGE_SIZE,
  postMessages,
  toPost,
  toPostSummary,
  validationMessages,
  type Page,
  type Post,
  type PostDoc,
  type PostSummary,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { HttpError, notFound } from '../http/http-error';
import { pageOf } from '../platform/firestore-page';

export async function listPublicPosts(
  deps: Pick<Deps, 'db' | 'now'>,
  query: { tag?: string; cursor?: string },
): Promise<Page<PostSummary>> {
  const now = deps.now();
  const posts = deps.db.collection(collections.posts);
  let visible = posts.where('visibleFrom', '<=', now).orderBy('visibleFrom', 'desc');
  if (query.tag) visible = visible.where('tags', 'array-contains', query.tag);
  let after = null;
  if (query.cursor !== undefined) {
    after = await posts.doc(query.cursor).get();
    // A cursor is a post visitors see: any other id says nothing about where a page of visible posts starts.
    if (!after.exists || !isPostVisibleAt(after.data() as PostDoc, now)) {
      throw new HttpError(400, validationMessages.cursorInvalid, { cursor: validationMessages.cursorInvalid });
    }
  }
  const page = await pageOf<PostDoc>(visible, POST_PAGE_SIZE, after);
  return { items: page.docs.map((doc) => toPostSummary(doc.id, doc.data()!)), nextCursor: page.nextCursor };
}

/** The post at `slug` if visitors see it now, or (`preview`) whatever its status. */
export async function readPost(deps: Pick<Deps, 'db' | 'now'>, slug: string, preview: boolean): Promise<Post> {
  const snapshot = await deps.db.collection(collections.posts).where('slug', '==', slug).limit(1).get();
  const found = snapshot.docs[0];
  const now = deps.now();
  if (!found || (!preview && !isPostVisibleAt(found.data() as PostDoc, now))) throw notFound(postMessages.postNotFound);
  return toPost(found.id, found.data() as PostDoc, now);
}

/** Whether visitors see the post at `slug` now: the question `readPost` answers with a 404. */
export async function isPostPublished(deps: Pick<Deps, 'db' | 'now'>, slug: string): Promise<boolean> {
  const snapshot = await deps.db.collection(collections.posts).where('slug', '==', slug).limit(1).get();
  const found = snapshot.docs[0];
  return found !== undefined && isPostVisibleAt(found.data() as PostDoc, deps.now());
}
