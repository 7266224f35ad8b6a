// The price list GET /api/prices shows the caller: their company's while it is approved, from the instance's
// memory of memberships (membershipToShow: company-membership.ts); undefined for everyone else, who pays list prices.
import { tradesAsCompany, type PriceListDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { membershipToShow } from './company-membership';

export async function tradePriceListOf(deps: Deps, caller: Caller): Promise<PriceListDoc | undefined> {
  const membership = await membershipToShow(deps, caller);
  return membership && tradesAsCompany(membership.company.status) ? membership.company.priceList : undefined;
}
