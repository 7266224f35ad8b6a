// A company admin's changes to its members, each in one transaction that first confirms, as things stand then,
// that the caller is an admin of this very company (a buyer of another company, a buyer, or an admin removed a
// moment ago: 403) and that the company is approved. A company keeps at least one admin: the admins are counted in
// the same transaction, so two admins demoting each other at once cannot both succeed.
import {
  collections,
  tradeMessages as t,
  type CompanyDoc,
  type CompanyInviteDoc,
  type CompanyMemberAdd,
  type CompanyMemberChange,
  type CompanyMemberDoc,
  type CompanyRole,
} from '@toolshop/domain';
import type { Transaction } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound, conflict } from '../platform/refusal';
import { runTransaction } from '../platform/run-transaction';
import { queueMail } from '../mail';
import { mailSettings } from '../mail';
import { memberAddedMail, memberInvitedMail } from './trade-mail';

const members = (deps: Deps) => deps.db.collection(collections.companyMembers);

/** The company, once the caller proves to be one of its admins and it is approved. */
async function asCompanyAdmin(deps: Deps, tx: Transaction, caller: Caller, companyId: string): Promise<CompanyDoc> {
  const [own, company] = await Promise.all([
    tx.get(members(deps).doc(caller.uid)),
    tx.get(deps.db.collection(collections.companies).doc(companyId)),
  ]);
  const membership = own.data() as CompanyMemberDoc | undefined;
  if (membership?.companyId !== companyId || membership.role !== 'admin') throw forbidden();
  if (!company.exists) throw notFound(t.companyNotFound);
  const doc = company.data() as CompanyDoc;
  if (doc.status !== 'approved') throw conflict(t.companyNotApproved);
  return doc;
}

/** The member `uid` of this company; one of another company, or none, is 404 alike. */
async function memberOf(deps: Deps, tx: Transaction, companyId: string, uid: string): Promise<CompanyMemberDoc> {
  const member = await tx.get(members(deps).doc(uid));
  const doc = member.data() as CompanyMemberDoc | undefined;
  if (doc?.companyId !== companyId) throw notFound(t.memberNotFound);
  return doc;
}

async function adminCount(deps: Deps, tx: Transaction, companyId: string): Promise<number> {
  const admins = await tx.get(members(deps).where('companyId', '==', companyId).where('role', '==', 'admin'));
  return admins.size;
}

async function accountOf(deps: Deps, email: string): Promise<UserRecord | null> {
  try {
    return await deps.auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

export type AddedMember =
  { joined: true; uid: string; email: string; role: CompanyRole } | { joined: false; email: string; role: CompanyRole };

/** An existing account joins at once and is told by email; an address with no account is invited to sign up. */
export async function addMember(
  deps: Deps,
  caller: Caller,
  companyId: string,
  add: CompanyMemberAdd,
): Promise<AddedMember> {
  const account = await accountOf(deps, add.email);
  const added = await runTransaction(deps.db, async (tx): Promise<AddedMember> => {
    const company = await asCompanyAdmin(deps, tx, caller, companyId);
    const now = deps.now();
    const settings = mailSettings();
    if (account) {
      const memberRef = members(deps).doc(account.uid);
      if ((await tx.get(memberRef)).exists) throw conflict(t.memberOfAnotherCompany);
      const member: CompanyMemberDoc = { companyId, role: add.role, email: add.email, joinedAt: now };
      tx.create(memberRef, member);
      queueMail(tx, deps.db, memberAddedMail(settings, add.email, company, add.role, caller.email));
      return { joined: true, uid: account.uid, email: add.email, role: add.role };
    }
    const inviteRef = deps.db.collection(collections.companyInvites).doc(add.email);
    if ((await tx.get(inviteRef)).exists) throw conflict(t.memberAlreadyInvited);
    const invite: CompanyInviteDoc = {
      companyId,
      role: add.role,
      invitedBy: { uid: caller.uid, email: caller.email },
      createdAt: now,
    };
    tx.create(inviteRef, invite);
    queueMail(tx, deps.db, memberInvitedMail(settings, add.email, company, add.role, caller.email));
    return { joined: false, email: add.email, role: add.role };
  });
  // This instance's quotes and prices show the new member their company's prices from the next call.
  await deps.heldMemberships.reload();
  return added;
}

/** A role and/or an order limit (cents; null: the company's approval limit); answers the member as changed. */
export async function changeMember(
  deps: Deps,
  caller: Caller,
  companyId: string,
  uid: string,
  change: CompanyMemberChange,
): Promise<CompanyMemberDoc> {
  return runTransaction(deps.db, async (tx) => {
    await asCompanyAdmin(deps, tx, caller, companyId);
    const member = await memberOf(deps, tx, companyId, uid);
    const role = change.role ?? member.role;
    if (member.role === 'admin' && role !== 'admin' && (await adminCount(deps, tx, companyId)) <= 1)
      throw conflict(t.lastAdmin);
    const fields: Partial<CompanyMemberDoc> = { role };
    if (change.orderLimit !== undefined) fields.orderLimitCents = change.orderLimit;
    tx.update(members(deps).doc(uid), fields);
    return { ...member, ...fields };
  });
}

export async function removeMember(deps: Deps, caller: Caller, companyId: string, uid: string): Promise<void> {
  await runTransaction(deps.db, async (tx) => {
    await asCompanyAdmin(deps, tx, caller, companyId);
    const member = await memberOf(deps, tx, companyId, uid);
    if (member.role === 'admin' && (await adminCount(deps, tx, companyId)) <= 1) throw conflict(t.lastAdmin);
    tx.delete(members(deps).doc(uid));
  });
  await deps.heldMemberships.reload();
}
