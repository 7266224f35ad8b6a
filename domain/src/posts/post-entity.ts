// A blog post as stored (posts/{id}) and as the API answers it. Whether visitors see a post is decided when it is
// read, from `visibleFrom`: the publish time of a published or scheduled post, null for a draft. A scheduled post
// therefore goes live at its time with nothing to run, and every reader (the API, the rules) asks the same question.
import { isoTime } from '../iso-time';
import type { PostStatus } from './post-schema';

/** The words of a post a revision keeps and a restore puts back (never its status or time). */
export interface PostWords {
  title: string;
  excerpt: string;
  body: string;
  coverImage: string;
  tags: string[];
  author: string;
  seoTitle: string;
  seoDescription: string;
}

export const POST_WORD_FIELDS = [
  'title',
  'excerpt',
  'body',
  'coverImage',
  'tags',
  'author',
  'seoTitle',
  'seoDescription',
] as const satisfies readonly (keyof PostWords)[];

/** The words a restore puts back: the author stays who it is now. */
export const POST_RESTORED_FIELDS = [
  'title',
  'excerpt',
  'body',
  'coverImage',
  'tags',
  'seoTitle',
  'seoDescription',
] as const satisfies readonly (keyof PostWords)[];

export interface PostDoc extends PostWords {
  slug: string;
  /** What the admin chose; a scheduled post whose time has come reads as published. */
  status: PostStatus;
  publishAt: unknown;
  /** publishAt for a published or scheduled post, null for a draft: visitors see a post once this has passed. */
  visibleFrom: unknown;
  /** Lower-case prefixes of the title's and slug's words, for the back office's search. */
  searchKeys: string[];
  createdAt: unknown;
  updatedAt: unknown;
}

/** posts/{id}/revisions/{id}: the words as one save left them, who saved and when. */
export interface PostRevisionDoc extends PostWords {
  slug: string;
  status: PostStatus;
  by: { uid: string; email: string };
  at: unknown;
}

/** postSlugs/{slug}: the post that holds a slug, so two posts never share one. */
export interface PostSlugClaimDoc {
  postId: string;
}

/** GET /api/posts: one card of the public list. */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string;
  tags: string[];
  author: string;
  publishedAt: string;
}

/** A post beside another one in the blog's order: the link to it. */
export interface PostLink {
  slug: string;
  title: string;
}

/** GET /api/posts/{slug}: the whole post. */
export interface Post extends PostSummary {
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  updatedAt: string;
  /** What visitors see it as now: published, or (in an admin's preview) draft or scheduled. */
  status: PostStatus;
  /** The published post just before it (older) and just after it (newer); null at either end and in a preview. */
  previous: PostLink | null;
  next: PostLink | null;
}

/** GET /api/admin/posts: one row of the back office's list, with everything its editor needs. */
export interface AdminPost extends PostWords {
  id: string;
  slug: string;
  status: PostStatus;
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/posts/{id}/revisions: newest first. */
export interface PostRevision extends PostWords {
  id: string;
  slug: string;
  status: PostStatus;
  byEmail: string;
  at: string;
}

const millisOf = (value: unknown): number | null => {
  const iso = isoTime(value);
  return iso === undefined ? null : Date.parse(iso);
};

/** The status a post has at `now`: a scheduled post whose time has passed is published. */
export function postStatusAt(doc: Pick<PostDoc, 'status' | 'visibleFrom'>, now: Date): PostStatus {
  if (doc.status === 'draft') return 'draft';
  const from = millisOf(doc.visibleFrom);
  return from !== null && from <= now.getTime() ? 'published' : 'scheduled';
}

export const isPostVisibleAt = (doc: Pick<PostDoc, 'status' | 'visibleFrom'>, now: Date) =>
  postStatusAt(doc, now) === 'published';

const wordsOf = (doc: PostWords): PostWords => ({
  title: doc.title,
  excerpt: doc.excerpt,
  body: doc.body,
  coverImage: doc.coverImage,
  tags: [...doc.tags],
  author: doc.author,
  seoTitle: doc.seoTitle,
  seoDescription: doc.seoDescription,
});

export function toPostSummary(id: string, doc: PostDoc): PostSummary {
  return {
    id,
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt,
    coverImage: doc.coverImage,
    tags: [...doc.tags],
    author: doc.author,
    publishedAt: isoTime(doc.publishAt) ?? '',
  };
}

export function toPost(id: string, doc: PostDoc, now: Date): Post {
  return {
    ...toPostSummary(id, doc),
    bodyHtml: doc.body,
    seoTitle: doc.seoTitle,
    seoDescription: doc.seoDescription,
    updatedAt: isoTime(doc.updatedAt) ?? '',
    status: postStatusAt(doc, now),
    previous: null,
    next: null,
  };
}

export function toAdminPost(id: string, doc: PostDoc, now: Date): AdminPost {
  return {
    id,
    slug: doc.slug,
    ...wordsOf(doc),
    status: postStatusAt(doc, now),
    publishAt: isoTime(doc.publishAt) ?? null,
    createdAt: isoTime(doc.createdAt) ?? '',
    updatedAt: isoTime(doc.updatedAt) ?? '',
  };
}

export function toPostRevision(id: string, doc: PostRevisionDoc): PostRevision {
  return { id, slug: doc.slug, status: doc.status, ...wordsOf(doc), byEmail: doc.by.email, at: isoTime(doc.at) ?? '' };
}

/** Longer words are found by their first this many characters. */
const SEARCH_KEY_MAX_LENGTH = 40;

/** The back office finds a post by the start of any word of its title or slug ("sharp" finds "Sharpening ..."). */
export function postSearchKeys(title: string, slug: string): string[] {
  const keys = new Set<string>();
  const words = `${title} ${slug}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of words) {
    const capped = word.slice(0, SEARCH_KEY_MAX_LENGTH);
    for (let length = 1; length <= capped.length; length++) keys.add(capped.slice(0, length));
  }
  return [...keys];
}

/** A search term as postSearchKeys stored it: its first word, lower-cased and capped ('' when it has none). */
export function postSearchKey(q: string): string {
  const word = q.toLowerCase().match(/[\p{L}\p{N}]+/u)?.[0] ?? '';
  return word.slice(0, SEARCH_KEY_MAX_LENGTH);
}
