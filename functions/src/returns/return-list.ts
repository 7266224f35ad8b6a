// GET /api/returns: a customer's own returns, or every return for an admin (optionally of one status, or of one
// order), newest first. Returns are few beside orders: the latest RETURN_LIST_MAX are the whole list today.
import { collections, toReturn, type Return, type ReturnDoc, type ReturnListQuery } from '@toolshop/domain';
import type { Query } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';

export const RETURN_LIST_MAX = 200;

export async function listReturns(deps: Deps, caller: Caller, query: ReturnListQuery): Promise<Return[]> {
  let returns: Query = deps.db.collection(collections.returns);
  if (!caller.admin) returns = returns.where('uid', '==', caller.uid);
  if (query.status) returns = returns.where('status', '==', query.status);
  if (query.orderId) returns = returns.where('orderId', '==', query.orderId);
  const snapshot = await returns.orderBy('createdAt', 'desc').limit(RETURN_LIST_MAX).get();
  return snapshot.docs.map((doc) => toReturn(doc.id, doc.data() as ReturnDoc));
}
