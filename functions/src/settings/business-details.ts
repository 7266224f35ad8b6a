// settings/business: the seller's name, address, tax id and email, as the invoices print them. Admins change them
// through PUT /api/settings/business (audited, in the change's transaction); invoices read them when drawn.
import { collections, homeCountryOf, type BusinessDetails } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { setAudited } from '../audit';

export const BUSINESS_DETAILS_ID = 'business';

/** Until an admin fills them in: the shop's name alone, so an invoice still names its seller. */
export const DEFAULT_BUSINESS_DETAILS: BusinessDetails = {
  name: 'Toolshop',
  address: '',
  taxId: '',
  email: '',
};

export async function readBusinessDetails(db: Firestore): Promise<BusinessDetails> {
  const snapshot = await db.collection(collections.settings).doc(BUSINESS_DETAILS_ID).get();
  return (snapshot.data() as BusinessDetails | undefined) ?? DEFAULT_BUSINESS_DETAILS;
}

/** The shop's home country (home-pricing.ts): the details' country, the default when none is set. */
export async function readHomeCountry(db: Firestore): Promise<string> {
  return homeCountryOf(await readBusinessDetails(db));
}

export async function saveBusinessDetails(deps: Deps, caller: Caller, details: BusinessDetails): Promise<void> {
  const ref = deps.db.collection(collections.settings).doc(BUSINESS_DETAILS_ID);
  await setAudited(deps.db, { action: 'settings.business', caller, ref, at: deps.now() }, details);
}
