// GET /api/admin/posts?status=&q=&cursor= (admin): every post, newest change first; by status (decided at the time
// of the read, as visitors' lists decide it: a scheduled post whose time has passed is published), and by the start
// of a word of its title or slug.
import {
  ADMIN_PAGE_SIZE,
  collections,
  POST_REVISIONS,
  postMessages,
  postSearchKey,
  toAdminPost,
  toPostRevision,
  validationMessages,
  type AdminPost,
  type Page,
  type PostDoc,
  type PostRevision,
  type PostRevisionDoc,
  type PostStatus,
} from '@toolshop/domain';
import type { Query } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import { invalid, notFound } from '../platform/refusal';
import { adminPage, pageOf } from '../platform/firestore-page';

function byStatus(query: Query, status: PostStatus | undefined, now: Date): { query: Query; orderField: string } {
  if (status === 'published') {
    return { query: query.where('visibleFrom', '<=', now).orderBy('visibleFrom', 'desc'), orderField: 'visibleFrom' };
  }
  if (status === 'scheduled') {
    return { query: query.where('visibleFrom', '>', now).orderBy('visibleFrom', 'asc'), orderField: 'visibleFrom' };
  }
  const filtered = status === 'draft' ? query.where('status', '==', 'draft') : query;
  return { query: filtered.orderBy('updatedAt', 'desc'), orderField: 'updatedAt' };
}

export async function listAdminPosts(
  deps: Pick<Deps, 'db' | 'now'>,
  input: { status?: PostStatus; q?: string; cursor?: string },
): Promise<Page<AdminPost>> {
  const now = deps.now();
  const posts = deps.db.collection(collections.posts);
  const key = input.q === undefined ? '' : postSearchKey(input.q);
  const searched = key ? posts.where('searchKeys', 'array-contains', key) : posts;
  const { query, orderField } = byStatus(searched, input.status, now);
  let after = null;
  if (input.cursor !== undefined) {
    after = await posts.doc(input.cursor).get();
    // A page starts after a post the list holds: one without the field it is ordered by cannot be in it.
    if (!after.exists || after.get(orderField) == null) {
      throw invalid(validationMessages.cursorInvalid, { cursor: validationMessages.cursorInvalid });
    }
  }
  const page = await pageOf<PostDoc>(query, ADMIN_PAGE_SIZE, after);
  return { items: page.docs.map((doc) => toAdminPost(doc.id, doc.data()!, now)), nextCursor: page.nextCursor };
}

/** GET /api/posts/{id}/revisions?cursor= (admin): newest first. */
export async function listPostRevisions(
  deps: Pick<Deps, 'db'>,
  id: string,
  cursor: string | undefined,
): Promise<Page<PostRevision>> {
  const postRef = deps.db.collection(collections.posts).doc(id);
  if (!(await postRef.get()).exists) throw notFound(postMessages.postNotFound);
  const revisions = postRef.collection(POST_REVISIONS);
  const page = await adminPage<PostRevisionDoc>(revisions, revisions.orderBy('at', 'desc'), cursor);
  return { items: page.docs.map((doc) => toPostRevision(doc.id, doc.data()!)), nextCursor: page.nextCursor };
}
