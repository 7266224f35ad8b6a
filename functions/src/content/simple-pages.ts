// content/page-{slug}: the simple pages (terms, privacy, warranty, imprint, the portfolio). A save replaces the
// page, its body sanitised exactly as a post's (posts/sanitize-post-body.ts), and is audited in the same
// transaction; so is a delete. The portfolio answers SPEC's copy until an admin saves one, and is never deleted.
import {
  collections,
  contentMessages,
  DEFAULT_PORTFOLIO_PAGE,
  PORTFOLIO_PAGE_SLUG,
  SIMPLE_PAGE_KIND,
  simplePageDocId,
  type SimplePage,
  type SimplePageDoc,
  type SimplePageInput,
  type SimplePageLink,
} from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { invalid, notFound } from '../platform/refusal';
import { deleteAudited, setAudited } from '../audit';
import { sanitizePostBody } from '../posts';

const pageRef = (db: Firestore, slug: string) => db.collection(collections.content).doc(simplePageDocId(slug));

const pageOf = (doc: SimplePageDoc): SimplePage => ({
  slug: doc.slug,
  title: doc.title,
  bodyHtml: doc.body,
  seoTitle: doc.seoTitle,
  seoDescription: doc.seoDescription,
  stored: true,
});

/** The page at `slug`, SPEC's portfolio for an unsaved portfolio, undefined for any other unsaved slug. */
export async function readSimplePage(db: Firestore, slug: string): Promise<SimplePage | undefined> {
  const doc = (await pageRef(db, slug).get()).data() as SimplePageDoc | undefined;
  if (doc) return pageOf(doc);
  return slug === PORTFOLIO_PAGE_SLUG ? { ...DEFAULT_PORTFOLIO_PAGE } : undefined;
}

/** The pages that exist, by title (the footer's links); the portfolio has its own link and is left out. */
export async function listSimplePages(db: Firestore): Promise<SimplePageLink[]> {
  const snapshot = await db.collection(collections.content).where('kind', '==', SIMPLE_PAGE_KIND).get();
  return snapshot.docs
    .map((doc) => doc.data() as SimplePageDoc)
    .filter((doc) => doc.slug !== PORTFOLIO_PAGE_SLUG)
    .map((doc) => ({ slug: doc.slug, title: doc.title }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

export async function saveSimplePage(
  deps: Pick<Deps, 'db' | 'now' | 'imageStore'>,
  caller: Caller,
  slug: string,
  input: SimplePageInput,
): Promise<SimplePage> {
  const body = await sanitizePostBody(input.body, (src) => deps.imageStore.issued(src));
  const at = deps.now();
  const doc: SimplePageDoc = { kind: SIMPLE_PAGE_KIND, slug, ...input, body, updatedAt: at };
  const ref = pageRef(deps.db, slug);
  await setAudited(deps.db, { action: 'content.page.save', caller, ref, at, view: pageOf }, doc);
  return pageOf(doc);
}

export async function deleteSimplePage(deps: Pick<Deps, 'db' | 'now'>, caller: Caller, slug: string): Promise<void> {
  if (slug === PORTFOLIO_PAGE_SLUG) throw invalid(contentMessages.portfolioKept);
  const ref = pageRef(deps.db, slug);
  const missing = notFound(contentMessages.pageNotFound);
  await deleteAudited(deps.db, { action: 'content.page.delete', caller, ref, at: deps.now(), view: pageOf }, missing);
}
