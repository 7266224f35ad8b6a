// GET /api/claims?cursor=: a page of the caller's own claims, or of every claim for an admin, newest first, as the
// other admin lists page (docs/decisions/0016).
import { collections, toClaim, type Claim, type ClaimDoc, type Page } from '@toolshop/domain';
import type { Query } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { adminItems } from '../platform/firestore-page';

export async function listClaims(
  deps: Deps,
  caller: Caller,
  { cursor }: { cursor?: string | undefined },
): Promise<Page<Claim>> {
  const claims = deps.db.collection(collections.claims);
  let filtered: Query = claims;
  if (!caller.admin) filtered = filtered.where('uid', '==', caller.uid);
  return adminItems<ClaimDoc, Claim>(claims, filtered.orderBy('createdAt', 'desc'), cursor, toClaim);
}
