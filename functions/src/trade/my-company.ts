// GET /api/companies/mine: the caller's company as it stands, their role, its credit and terms, and its members
// and open invitations. Credit used stays 0 until orders are paid on account.
import {
  centsToDollars,
  collections,
  toCompany,
  tradeMessages as t,
  type CompanyInviteDoc,
  type CompanyMemberDoc,
  type MyCompany,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { notFound } from '../http/http-error';
import { membershipOf } from './company-membership';

export async function myCompany(deps: Deps, caller: Caller): Promise<MyCompany> {
  const membership = await membershipOf(deps, caller);
  if (!membership) throw notFound(t.notMember);
  const { companyId, company, role } = membership;
  const [memberDocs, inviteDocs] = await Promise.all([
    deps.db.collection(collections.companyMembers).where('companyId', '==', companyId).get(),
    deps.db.collection(collections.companyInvites).where('companyId', '==', companyId).get(),
  ]);
  const limit = centsToDollars(company.creditLimitCents);
  const used = 0;
  return {
    company: toCompany(companyId, company),
    role,
    credit: { limit, used, available: limit - used },
    terms: company.terms,
    members: memberDocs.docs
      .map((doc) => ({
        uid: doc.id,
        email: (doc.data() as CompanyMemberDoc).email,
        role: (doc.data() as CompanyMemberDoc).role,
      }))
      .sort((a, b) => a.email.localeCompare(b.email)),
    invites: inviteDocs.docs
      .map((doc) => ({ email: doc.id, role: (doc.data() as CompanyInviteDoc).role }))
      .sort((a, b) => a.email.localeCompare(b.email)),
  };
}
