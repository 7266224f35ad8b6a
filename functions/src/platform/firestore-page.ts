// Paging with Firestore cursors: a page is the query's next `size` documents after the previous page's last one
// (startAfter its snapshot, so every orderBy field and the id break ties alike). The REST cursor is that last
// document's id: opaque to clients, and a cursor naming no document is a 400, never an empty page.
import { ADMIN_PAGE_SIZE, validationMessages, type Page as ItemsPage } from '@toolshop/domain';
import type {
  CollectionReference,
  DocumentSnapshot,
  FieldPath,
  Query,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { invalid } from './refusal';

export interface Page<T> {
  docs: DocumentSnapshot<T>[];
  /** The id to pass as the next page's cursor; null on the last page. */
  nextCursor: string | null;
}

/** The document a cursor names, to start after; no cursor: the first page. */
export async function cursorSnapshot(
  collection: CollectionReference,
  cursor: string | undefined,
): Promise<DocumentSnapshot | null> {
  if (cursor === undefined) return null;
  const snapshot = await collection.doc(cursor).get();
  if (!snapshot.exists) throw invalid(validationMessages.cursorInvalid, { cursor: validationMessages.cursorInvalid });
  return snapshot;
}

export async function pageOf<T>(query: Query, size: number, after: DocumentSnapshot | null): Promise<Page<T>> {
  // One document more than the page tells whether another page follows, so the last page never leads to an empty one.
  const snapshot = await (after ? query.startAfter(after) : query).limit(size + 1).get();
  const docs = snapshot.docs.slice(0, size) as DocumentSnapshot<T>[];
  return { docs, nextCursor: snapshot.size > size ? docs[docs.length - 1]!.id : null };
}

/** One admin-list page of `query` (already filtered and ordered) after the document of `collection` the cursor names. */
export async function adminPage<T>(
  collection: CollectionReference,
  query: Query,
  cursor: string | undefined,
): Promise<Page<T>> {
  return pageOf<T>(query, ADMIN_PAGE_SIZE, await cursorSnapshot(collection, cursor));
}

/** The same page as a list answers it: each document in its REST form, and the next page's cursor. */
export async function adminItems<T, Item>(
  collection: CollectionReference,
  query: Query,
  cursor: string | undefined,
  toItem: (id: string, doc: T) => Item,
): Promise<ItemsPage<Item>> {
  const page = await adminPage<T>(collection, query, cursor);
  return { items: page.docs.map((doc) => toItem(doc.id, doc.data()!)), nextCursor: page.nextCursor };
}

/** The documents whose `field` starts with `prefix` (Firestore sorts no code point above U+F8FF). */
export function startingWith(query: Query, field: string | FieldPath, prefix: string): Query {
  return query.where(field, '>=', prefix).where(field, '<', `${prefix}\uf8ff`);
}

/**
 * Every document of `query` (ordered, e.g. by `__name__`) a page of `size` at a time, each page handed to `onPage`
 * before the next is read: a job over a whole collection holds one page in memory. Answers how many there were.
 */
export async function forEachPage(
  query: Query,
  size: number,
  onPage: (docs: QueryDocumentSnapshot[]) => Promise<unknown>,
): Promise<number> {
  let count = 0;
  let page = await query.limit(size).get();
  while (!page.empty) {
    await onPage(page.docs);
    count += page.size;
    if (page.size < size) break;
    page = await query
      .limit(size)
      .startAfter(page.docs[page.docs.length - 1])
      .get();
  }
  return count;
}
