// GET /quotes?status=&cursor=: a page of the caller's own quotes, or of every quote for an admin, oldest first, as
// the other lists page (docs/decisions/0016). Quotes past their validity are written expired before any list shows
// them.
import { collections, toQuote, type Page, type Quote, type QuoteDoc, type QuoteListQuery } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { adminItems } from '../platform/firestore-page';
import { expireDueQuotes } from './quote-moves';

export async function listQuotes(deps: Deps, caller: Caller, query: QuoteListQuery): Promise<Page<Quote>> {
  await expireDueQuotes(deps);
  const quotes = deps.db.collection(collections.quotes);
  let listed = quotes.orderBy('createdAt', 'asc');
  if (!caller.admin) listed = listed.where('uid', '==', caller.uid);
  if (query.status) listed = listed.where('status', '==', query.status);
  return adminItems<QuoteDoc, Quote>(quotes, listed, query.cursor, (id, doc) => toQuote(id, doc, deps.now()));
}
