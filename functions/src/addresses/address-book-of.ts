// Whose address book a caller works in: a member of an approved (or suspended) company shares the company's book
// with its other members, as everything they order is the company's; anyone else keeps their own. Read from the
// membership as it stands at each request, so a member removed is back in their own book on their next one.
import { collections, sharesCompanyRecords } from '@toolshop/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { membershipOf } from '../trade';

export async function addressBookOf(deps: Deps, caller: Caller): Promise<DocumentReference> {
  const membership = await membershipOf(deps, caller);
  if (membership && sharesCompanyRecords(membership.company.status)) {
    return deps.db.collection(collections.companyAddressBooks).doc(membership.companyId);
  }
  return deps.db.collection(collections.addressBooks).doc(caller.uid);
}
