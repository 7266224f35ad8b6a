// The company a signed-in buyer orders for, and the price list their cart is quoted at: their company's while it
// is approved, so the cart shows what the checkout will charge. Read from Firestore (the rules let an account get
// its own membership and a member its company), on the connection the cart already holds open: a consumer's cart
// learns "no company" from one document read beside its own (and, its address proved, its invitation's), with no
// call to the API and no 404. Nothing for visitors, consumers, or a company not approved; the server prices and
// checks every order itself either way.
import { useEffect, useState } from 'react';
import { doc, getDoc } from 'firebase/firestore';
import { collections, tradesAsCompany, type CompanyDoc, type CompanyMemberDoc } from '@toolshop/domain';
import { firestore } from '../../../lib/firestore';
import { apiRequest } from '../../../lib/api-client';
import { loadAuth } from '../../../lib/auth/load-auth';

/** Accounts whose proof of address was asked again this page load: at most once each. */
const askedAgain = new Set<string>();

/**
 * An address a company invited before it had an account joins at its first API call (membershipOf). Its owner, once
 * the address is proved, may read the invitation, so the first page asks the API at once: an invited buyer who goes
 * straight to the catalogue sees the company's prices there.
 */
async function invited(): Promise<boolean> {
  const [, { auth }] = await loadAuth();
  const user = auth.currentUser;
  if (!user?.email) return false;
  let token = await user.getIdTokenResult();
  if (!token.claims.email_verified && !askedAgain.has(user.uid)) {
    // The address may have been proved since this session's token was made (the email's link opens elsewhere): the
    // account is read again and, proved, gets a token that says so, which the rules read.
    askedAgain.add(user.uid);
    await user.reload();
    if (user.emailVerified) token = await user.getIdTokenResult(true);
  }
  if (!token.claims.email_verified) return false;
  return (await getDoc(doc(firestore, collections.companyInvites, user.email.toLowerCase()))).exists();
}

export async function readTradeCompany(uid: string): Promise<CompanyDoc | undefined> {
  const memberRef = doc(firestore, collections.companyMembers, uid);
  const [firstRead, invitation] = await Promise.all([getDoc(memberRef), invited().catch(() => false)]);
  let member = firstRead;
  if (!member.exists() && invitation) {
    await apiRequest('GET', '/companies/mine').catch(() => undefined);
    member = await getDoc(memberRef);
  }
  if (!member.exists()) return undefined;
  const company = await getDoc(doc(firestore, collections.companies, (member.data() as CompanyMemberDoc).companyId));
  const data = company.data() as CompanyDoc | undefined;
  return data && tradesAsCompany(data.status) ? data : undefined;
}

/** `loaded`: the answer is in (at once for a visitor); `company`: the approved company the caller buys for. */
export function useTradeCompany(uid: string | null): { loaded: boolean; company: CompanyDoc | undefined } {
  const [read, setRead] = useState<{ uid: string; company: CompanyDoc | undefined }>();
  useEffect(() => {
    if (!uid) return;
    let live = true;
    readTradeCompany(uid).then(
      (company) => live && setRead({ uid, company }),
      // No answer: list prices and card payment, as the server would treat a consumer.
      () => live && setRead({ uid, company: undefined }),
    );
    return () => {
      live = false;
    };
  }, [uid]);
  if (!uid) return { loaded: true, company: undefined };
  return read?.uid === uid ? { loaded: true, company: read.company } : { loaded: false, company: undefined };
}
