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
  type PostLink,
  type PostSummary,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { Refusal, invalid, notFound } from '../platform/refusal';
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
      throw invalid(validationMessages.cursorInvalid, { cursor: validationMessages.cursorInvalid });
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
  const doc = found?.data() as PostDoc | undefined;
  if (!found || !doc || (!preview && !isPostVisibleAt(doc, now))) throw notFound(postMessages.postNotFound);
  const post = toPost(found.id, doc, now);
  if (!isPostVisibleAt(doc, now)) return post;
  return { ...post, ...(await neighboursOf(deps, doc.visibleFrom, now)) };
}

/** The visible posts just older and just newer than a visible post's time (the page's previous and next links). */
async function neighboursOf(
  deps: Pick<Deps, 'db'>,
  visibleFrom: PostDoc['visibleFrom'],
  now: Date,
): Promise<{ previous: PostLink | null; next: PostLink | null }> {
  const posts = deps.db.collection(collections.posts);
  const [older, newer] = await Promise.all([
    posts.where('visibleFrom', '<', visibleFrom).orderBy('visibleFrom', 'desc').limit(1).get(),
    posts
      .where('visibleFrom', '>', visibleFrom)
      .where('visibleFrom', '<=', now)
      .orderBy('visibleFrom', 'asc')
      .limit(1)
      .get(),
  ]);
  const linkOf = (docs: typeof older.docs): PostLink | null => {
    const data = docs[0]?.data() as PostDoc | undefined;
    return data ? { slug: data.slug, title: data.title } : null;
  };
  return { previous: linkOf(older.docs), next: linkOf(newer.docs) };
}

/** Every post visitors see now, newest first, with what the sitemap and the feed need (its full words). */
export async function allPublishedPosts(
  deps: Pick<Deps, 'db' | 'now'>,
  limit?: number,
): Promise<{ slug: string; doc: PostDoc }[]> {
  let query = deps.db
    .collection(collections.posts)
    .where('visibleFrom', '<=', deps.now())
    .orderBy('visibleFrom', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  const snapshot = await query.get();
  return snapshot.docs.map((doc) => ({ slug: (doc.data() as PostDoc).slug, doc: doc.data() as PostDoc }));
}

/** The post at `slug` with its neighbours if visitors see it now, otherwise undefined (the page's 404). */
export async function publicPost(deps: Pick<Deps, 'db' | 'now'>, slug: string): Promise<Post | undefined> {
  try {
    return await readPost(deps, slug, false);
  } catch (error) {
    if (error instanceof Refusal && error.kind === 'not-found') return undefined;
    throw error;
  }
}
