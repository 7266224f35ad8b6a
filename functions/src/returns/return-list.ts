// GET /api/returns?status=&orderId=&cursor=: a page of the caller's own returns, or of every return for an admin,
// optionally of one status or one order, newest first, as the other admin lists page (docs/decisions/0016).
import { collections, toReturn, type Page, type Return, type ReturnDoc, type ReturnListQuery } from '@toolshop/domain';
import type { Query } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { adminItems } from '../platform/firestore-page';

export async function listReturns(deps: Deps, caller: Caller, query: ReturnListQuery): Promise<Page<Return>> {
  const returns = deps.db.collection(collections.returns);
  let filtered: Query = returns;
  if (!caller.admin) filtered = filtered.where('uid', '==', caller.uid);
  if (query.status) filtered = filtered.where('status', '==', query.status);
  if (query.orderId) filtered = filtered.where('orderId', '==', query.orderId);
  return adminItems<ReturnDoc, Return>(returns, filtered.orderBy('createdAt', 'desc'), query.cursor, toReturn);
}
