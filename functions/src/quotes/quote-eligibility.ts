// Who may ask for a quote: a buyer of an approved company always; any other signed-in customer only while the
// business details open quotes to everyone. The request itself and the cart's button both ask here, so the
// button shows exactly when the request would be taken.
import { tradesAsCompany } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { membershipOf, type Membership } from '../trade';
import { readBusinessDetails } from '../settings';

export interface QuoteEligibility {
  allowed: boolean;
  /** The caller's membership when it trades for an approved company (its price list prices the request). */
  trading: Membership | null;
}

export async function quoteEligibility(deps: Deps, caller: Caller): Promise<QuoteEligibility> {
  const [membership, details] = await Promise.all([membershipOf(deps, caller), readBusinessDetails(deps.db)]);
  const trading = membership && tradesAsCompany(membership.company.status) ? membership : null;
  return { allowed: Boolean(trading || details.quotesForAllCustomers), trading };
}
