// The price list the caller buys at: their company's while it is approved, read on every request (as membership
// is: company-membership.ts); undefined for everyone else, who pays list prices.
import { tradesAsCompany, type PriceListDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { membershipOf } from './company-membership';

export async function tradePriceListOf(deps: Deps, caller: Caller): Promise<PriceListDoc | undefined> {
  const membership = await membershipOf(deps, caller);
  return membership && tradesAsCompany(membership.company.status) ? membership.company.priceList : undefined;
}
