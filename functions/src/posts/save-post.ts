// POST /api/posts and PATCH /api/posts/{id} (admin): the post, its slug's claim and a revision of its words commit
// together in one transaction, with an audit record when the save publishes, schedules or unpublishes it. A slug
// another post holds is a 409 and nothing is stored.
import {
  collections,
  POST_REVISIONS,
  POST_WORD_FIELDS,
  postMessages,
  postSearchKeys,
  postStatusAt,
  slugFromTitle,
  type PostCreateInput,
  type PostDoc,
  type PostPatchInput,
  type PostRevisionDoc,
  type PostSlugClaimDoc,
  type PostStatus,
  type PostWords,
} from '@toolshop/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { invalid, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { appendAudit } from '../audit';
import { actorOf } from '../products';
import { postTarget, statusChangeAction } from './post-audit';
import { scheduleOf, type PostSchedule } from './post-schedule';
import { storedWords } from './post-words';
import { dateOf } from './post-times';

type PostDeps = Pick<Deps, 'db' | 'now' | 'imageStore'>;

export const postSlugRef = (deps: Pick<Deps, 'db'>, slug: string) =>
  deps.db.collection(collections.postSlugs).doc(slug);

function wordsOf(doc: PostWords): PostWords {
  return Object.fromEntries(POST_WORD_FIELDS.map((field) => [field, doc[field]])) as unknown as PostWords;
}

/** Keeps a revision of what the save leaves, in the save's own transaction. */
export function addRevision(tx: Transaction, postRef: DocumentReference, doc: PostDoc, caller: Caller, at: Date) {
  const revision: PostRevisionDoc = { ...wordsOf(doc), slug: doc.slug, status: doc.status, by: actorOf(caller), at };
  tx.create(postRef.collection(POST_REVISIONS).doc(), revision);
}

function auditSchedule(
  tx: Transaction,
  deps: PostDeps,
  caller: Caller,
  id: string,
  before: { status: PostStatus; publishAt: Date | null; slug: string; title: string } | null,
  after: PostSchedule & { slug: string; title: string },
  at: Date,
) {
  const millis = (date: Date | null) => date?.getTime() ?? null;
  const action = statusChangeAction(before && { status: before.status, publishAt: millis(before.publishAt) }, {
    status: after.status,
    publishAt: millis(after.publishAt),
  });
  if (!action) return;
  const fields = (post: { status: PostStatus; publishAt: Date | null; slug: string; title: string }) => ({
    status: post.status,
    publishAt: post.publishAt,
    slug: post.slug,
    title: post.title,
  });
  appendAudit(tx, deps.db, {
    action,
    actor: actorOf(caller),
    target: postTarget(id),
    before: before && fields(before),
    after: fields(after),
    at,
  });
}

function slugTakenError(slug: string) {
  return conflict(postMessages.slugTaken(slug));
}

export async function createPost(deps: PostDeps, caller: Caller, input: PostCreateInput) {
  const slug = input.slug ?? slugFromTitle(input.title);
  if (!slug) throw invalid(postMessages.slugFromTitleEmpty, { slug: postMessages.slugFromTitleEmpty });
  const { status, publishAt, slug: _given, ...words } = input;
  const stored = await storedWords(deps, words);
  const now = deps.now();
  const schedule = scheduleOf(status, publishAt, null, now);
  const postRef = deps.db.collection(collections.posts).doc();
  const claimRef = postSlugRef(deps, slug);
  await runTransaction(deps.db, async (tx) => {
    if ((await tx.get(claimRef)).exists) throw slugTakenError(slug);
    const doc: PostDoc = {
      ...stored,
      slug,
      ...schedule,
      searchKeys: postSearchKeys(stored.title, slug),
      createdAt: now,
      updatedAt: now,
    };
    tx.create(postRef, doc);
    tx.create(claimRef, { postId: postRef.id } satisfies PostSlugClaimDoc);
    addRevision(tx, postRef, doc, caller, now);
    auditSchedule(tx, deps, caller, postRef.id, null, { ...schedule, slug, title: stored.title }, now);
  });
  return { id: postRef.id, slug };
}

export async function patchPost(deps: PostDeps, caller: Caller, id: string, input: PostPatchInput) {
  const { status, publishAt, slug: newSlug, ...words } = input;
  const postRef = deps.db.collection(collections.posts).doc(id);
  const currentCover = words.coverImage ? ((await postRef.get()).data() as PostDoc | undefined)?.coverImage : undefined;
  const stored = await storedWords(deps, words, currentCover);
  const newClaimRef = newSlug === undefined ? null : postSlugRef(deps, newSlug);
  return runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(postRef);
    if (!snapshot.exists) throw notFound(postMessages.postNotFound);
    const newClaim = newClaimRef ? await tx.get(newClaimRef) : null;
    const before = snapshot.data() as PostDoc;
    const now = deps.now();
    const current = { status: postStatusAt(before, now), publishAt: dateOf(before.publishAt) };
    const slug = newSlug ?? before.slug;
    if (newClaim?.exists && (newClaim.data() as PostSlugClaimDoc).postId !== id) throw slugTakenError(slug);
    const schedule = scheduleOf(status ?? current.status, publishAt, current, now);
    const doc: PostDoc = {
      ...before,
      ...stored,
      slug,
      ...schedule,
      searchKeys: postSearchKeys(stored.title ?? before.title, slug),
      updatedAt: now,
    };
    if (slug !== before.slug) {
      tx.delete(postSlugRef(deps, before.slug));
      tx.set(newClaimRef!, { postId: id } satisfies PostSlugClaimDoc);
    }
    tx.set(postRef, doc);
    addRevision(tx, postRef, doc, caller, now);
    auditSchedule(
      tx,
      deps,
      caller,
      id,
      { ...current, slug: before.slug, title: before.title },
      { ...schedule, slug, title: doc.title },
      now,
    );
    return { id, slug, status: postStatusAt(doc, now) };
  });
}
