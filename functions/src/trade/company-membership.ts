// Which company the caller buys for, read from Firestore on every request that charges, reserves, approves or
// manages rather than kept in a token or an instance's memory: a buyer removed, a company rejected or suspended,
// loses its rights on the next such request, as a revoked admin does (http/live-account.ts). The calls that only
// show prices take it from the instance's listeners (held-memberships.ts), as they take the products and zones.
// An address invited before it had an account joins here, at its first call, once its account has confirmed the
// address (an unconfirmed sign-up could be anyone's).
import {
  collections,
  type CompanyDoc,
  type CompanyInviteDoc,
  type CompanyMemberDoc,
  type CompanyRole,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { runTransaction } from '../platform/run-transaction';
import type { Timestamp } from 'firebase-admin/firestore';
import { READ_FIRESTORE } from './held-memberships';

export interface Membership {
  companyId: string;
  role: CompanyRole;
  company: CompanyDoc;
  /** Above it (cents) the member's order waits for approval; undefined or null: the company's approval limit. */
  orderLimitCents?: number | null;
  /** The company document's version as read: a checkout on account commits its credit only over it. */
  companyUpdateTime?: Timestamp;
}

/**
 * The caller's company and role, or null when they belong to none (an invitation of theirs is taken up first). The
 * member, any invitation and the company this instance last saw them in are read in one round trip, all fresh.
 */
export async function membershipOf(deps: Deps, caller: Caller): Promise<Membership | null> {
  const companies = deps.db.collection(collections.companies);
  const guess = deps.knownCompanies.guess(caller.uid);
  const [member, invite, guessed] = await deps.db.getAll(
    deps.db.collection(collections.companyMembers).doc(caller.uid),
    deps.db.collection(collections.companyInvites).doc(caller.email),
    ...(guess ? [companies.doc(guess)] : []),
  );
  if (!member?.exists) {
    deps.knownCompanies.forget(caller.uid);
    return invite?.exists ? joinByInvite(deps, caller) : null;
  }
  const { companyId, role, orderLimitCents } = member.data() as CompanyMemberDoc;
  deps.knownCompanies.remember(caller.uid, companyId);
  const company = guess === companyId && guessed ? guessed : await companies.doc(companyId).get();
  if (!company.exists) return null;
  return {
    companyId,
    role,
    orderLimitCents,
    company: company.data() as CompanyDoc,
    companyUpdateTime: company.updateTime,
  };
}

/**
 * The caller's company for a call that only shows prices (the checkout's quote, GET /api/prices): from this
 * instance's memory, which learns other instances' changes within moments; read fresh where memory cannot say.
 */
export async function membershipToShow(deps: Deps, caller: Caller): Promise<Membership | null> {
  const held = await deps.heldMemberships.of(caller);
  return held === READ_FIRESTORE ? membershipOf(deps, caller) : held;
}

async function joinByInvite(deps: Deps, caller: Caller): Promise<Membership | null> {
  const inviteRef = deps.db.collection(collections.companyInvites).doc(caller.email);
  const account = await deps.auth.getUser(caller.uid);
  if (!account.emailVerified) return null;
  const joined = await runTransaction(deps.db, async (tx): Promise<Membership | null | 'member already'> => {
    const memberRef = deps.db.collection(collections.companyMembers).doc(caller.uid);
    const [invite, member] = await Promise.all([tx.get(inviteRef), tx.get(memberRef)]);
    if (member.exists) return 'member already';
    if (!invite.exists) return null;
    const { companyId, role } = invite.data() as CompanyInviteDoc;
    const company = await tx.get(deps.db.collection(collections.companies).doc(companyId));
    tx.delete(inviteRef);
    if (!company.exists) return null;
    const newMember: CompanyMemberDoc = { companyId, role, email: caller.email, joinedAt: deps.now() };
    tx.create(memberRef, newMember);
    return { companyId, role, company: company.data() as CompanyDoc };
  });
  // Another request of theirs took the invitation up meanwhile.
  if (joined === 'member already') return membershipOf(deps, caller);
  // The listeners may bring the invitation's deletion before the membership: this instance reads both again.
  if (joined) await deps.heldMemberships.reload();
  return joined;
}
