// GET /api/companies/mine: the caller's company as it stands, their role, its credit and terms, and its members
// and open invitations. Credit used is what its orders on account still owe (trade/account-checkout.ts).
import {
  centsToDollars,
  creditOf,
  collections,
  toCompany,
  tradeMessages as t,
  type CompanyInviteDoc,
  type CompanyMemberDoc,
  type MyCompany,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { notFound } from '../platform/refusal';
import { membershipOf } from './company-membership';

const centsOrNullAsDollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : centsToDollars(cents);

export async function myCompany(deps: Deps, caller: Caller): Promise<MyCompany> {
  const membership = await membershipOf(deps, caller);
  if (!membership) throw notFound(t.notMember);
  const { companyId, company, role } = membership;
  const [memberDocs, inviteDocs] = await Promise.all([
    deps.db.collection(collections.companyMembers).where('companyId', '==', companyId).get(),
    deps.db.collection(collections.companyInvites).where('companyId', '==', companyId).get(),
  ]);
  return {
    company: toCompany(companyId, company),
    role,
    credit: creditOf(company),
    terms: company.terms,
    members: memberDocs.docs
      .map((doc) => ({
        uid: doc.id,
        email: (doc.data() as CompanyMemberDoc).email,
        role: (doc.data() as CompanyMemberDoc).role,
        orderLimit: centsOrNullAsDollars((doc.data() as CompanyMemberDoc).orderLimitCents),
      }))
      .sort((a, b) => a.email.localeCompare(b.email)),
    invites: inviteDocs.docs
      .map((doc) => ({ email: doc.id, role: (doc.data() as CompanyInviteDoc).role }))
      .sort((a, b) => a.email.localeCompare(b.email)),
  };
}
