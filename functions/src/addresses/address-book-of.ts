// Whose address book a caller works in: a member of an approved (or suspended) company shares the company's book
// with its other members, as everything they order is the company's; anyone else keeps their own. Read from the
// membership as it stands at each request, so a member removed is back in their own book on their next one.
import { collections, sharesCompanyRecords } from '@toolshop/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { membershipOf } from '../trade';

export async function addressBookOf(deps: Deps, caller: Caller): Promise<DocumentReference> {
  return (await whoseAddressBook(deps, caller)).book;
}

/** The book the caller works in, and, when it is their company's, the company's name and the caller's own book. */
export async function whoseAddressBook(
  deps: Deps,
  caller: Caller,
): Promise<{ book: DocumentReference; company: { name: string; own: DocumentReference } | null }> {
  const own = deps.db.collection(collections.addressBooks).doc(caller.uid);
  const membership = await membershipOf(deps, caller);
  if (membership && sharesCompanyRecords(membership.company.status)) {
    const book = deps.db.collection(collections.companyAddressBooks).doc(membership.companyId);
    return { book, company: { name: membership.company.name, own } };
  }
  return { book: own, company: null };
}
