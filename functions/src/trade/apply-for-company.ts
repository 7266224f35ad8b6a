// POST /api/companies: a signed-in customer applies for a trade account and becomes the company's admin, in one
// transaction with the check that they belong to no company yet (an account's membership is keyed by its uid, so
// two applications at once cannot both pass). A rejected applicant may apply again: the new company takes the place
// of the rejected one in their membership.
import {
  collections,
  NEW_COMPANY_TERMS,
  tradeMessages as t,
  type CompanyApplication,
  type CompanyDoc,
  type CompanyMemberDoc,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';

/** The new company's id and status: POST /companies' answer. */
export async function applyForCompany(
  deps: Deps,
  caller: Caller,
  application: CompanyApplication,
): Promise<{ id: string; status: 'pending' }> {
  const companies = deps.db.collection(collections.companies);
  const memberRef = deps.db.collection(collections.companyMembers).doc(caller.uid);
  const companyRef = companies.doc();
  await runTransaction(deps.db, async (tx) => {
    const member = await tx.get(memberRef);
    if (member.exists) {
      const current = await tx.get(companies.doc((member.data() as CompanyMemberDoc).companyId));
      const status = (current.data() as CompanyDoc | undefined)?.status;
      if (status === 'pending') throw conflict(t.alreadyApplied);
      if (status !== undefined && status !== 'rejected') throw conflict(t.alreadyMember);
    }
    const now = deps.now();
    const company: CompanyDoc = {
      name: application.name,
      nameLower: application.name.toLowerCase(),
      vatId: application.vatId ?? null,
      billingAddress: application.billingAddress,
      phone: application.phone,
      note: application.note ?? null,
      status: 'pending',
      ...NEW_COMPANY_TERMS,
      applicant: { uid: caller.uid, email: caller.email },
      createdAt: now,
      updatedAt: now,
    };
    const admin: CompanyMemberDoc = { companyId: companyRef.id, role: 'admin', email: caller.email, joinedAt: now };
    tx.create(companyRef, company);
    tx.set(memberRef, admin);
  });
  return { id: companyRef.id, status: 'pending' };
}
