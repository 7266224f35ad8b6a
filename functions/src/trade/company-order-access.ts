// Everything a buyer orders is the company's: besides its owner and the shop's admins, every member of the company
// it was placed for reads an order, its timeline and its documents, while the company shares its records (approved
// or suspended). The membership is read as it stands at this request (never from a token), so a member removed
// reads none of it from their next request on.
import {
  collections,
  sharesCompanyRecords,
  type CompanyDoc,
  type CompanyMemberDoc,
  type OrderDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';

export async function mayReadOrder(deps: Pick<Deps, 'db'>, caller: Caller, order: OrderDoc): Promise<boolean> {
  if (order.uid === caller.uid || caller.admin) return true;
  if (!order.companyId) return false;
  return (await companyOfMember(deps, caller.uid)) === order.companyId;
}

/**
 * The company whose records this account shares now (a member of an approved or suspended company, the rule the
 * address book follows too: sharesCompanyRecords), or null.
 */
export async function companyOfMember(deps: Pick<Deps, 'db'>, uid: string): Promise<string | null> {
  const member = await deps.db.collection(collections.companyMembers).doc(uid).get();
  const companyId = (member.data() as CompanyMemberDoc | undefined)?.companyId;
  if (!companyId) return null;
  const company = (await deps.db.collection(collections.companies).doc(companyId).get()).data() as
    CompanyDoc | undefined;
  return company && sharesCompanyRecords(company.status) ? companyId : null;
}
