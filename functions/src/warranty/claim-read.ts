// GET /claims/{id}: one claim, for the customer who made it or an admin.
import { claimMessages as m, collections, toClaim, type Claim, type ClaimDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound } from '../platform/refusal';

/** 404 when there is no such claim, 403 for anyone but its owner and the admins. */
export async function readClaim(deps: Deps, caller: Caller, id: string): Promise<Claim> {
  const claim = (await deps.db.collection(collections.claims).doc(id).get()).data() as ClaimDoc | undefined;
  if (!claim) throw notFound(m.claimNotFound);
  if (claim.uid !== caller.uid && !caller.admin) throw forbidden();
  return toClaim(id, claim);
}
