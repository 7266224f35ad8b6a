// The paged admin lists (audit log, contact inbox, review moderation): newest first, ADMIN_PAGE_SIZE a page, the
// cursor being the id of the previous page's last document, so a page never shifts when new documents arrive.
import { ADMIN_PAGE_SIZE, validationMessages } from '@toolshop/domain';
import type { CollectionReference, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpError } from './http-error';

export interface DocPage {
  docs: QueryDocumentSnapshot[];
  nextCursor: string | null;
}

/** One page of `query` (already filtered and ordered) after the document `cursor` of `collection`. */
export async function adminPage(
  collection: CollectionReference,
  query: Query,
  cursor: string | undefined,
): Promise<DocPage> {
  let paged = query.limit(ADMIN_PAGE_SIZE + 1);
  if (cursor) {
    const last = await collection.doc(cursor).get();
    if (!last.exists) {
      throw new HttpError(400, validationMessages.cursorInvalid, { cursor: validationMessages.cursorInvalid });
    }
    paged = paged.startAfter(last);
  }
  const docs = (await paged.get()).docs;
  const page = docs.slice(0, ADMIN_PAGE_SIZE);
  return { docs: page, nextCursor: docs.length > ADMIN_PAGE_SIZE ? page.at(-1)!.id : null };
}
