// The company a signed-in buyer orders for, and the price list their cart is quoted at: their company's while it
// is approved, so the cart shows what the checkout will charge. Read from Firestore (the rules let an account get
// its own membership and a member its company), on the connection the cart already holds open: a consumer's cart
// learns "no company" from one document read beside its own, with no call to the API and no 404. Nothing for
// visitors, consumers, or a company not approved; the server prices and checks every order itself either way.
import { useEffect, useState } from 'react';
import { doc, getDoc } from 'firebase/firestore';
import {
  collections,
  tradesAsCompany,
  type CompanyDoc,
  type CompanyMemberDoc,
  type PriceListDoc,
} from '@toolshop/domain';
import { firestore } from '../../../lib/firestore';

async function readTradeCompany(uid: string): Promise<CompanyDoc | undefined> {
  const member = await getDoc(doc(firestore, collections.companyMembers, uid));
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

/** So a quote never shows list prices first and then others, `loaded` says the answer is in. */
export function useTradePriceList(uid: string | null): { loaded: boolean; priceList: PriceListDoc | undefined } {
  const { loaded, company } = useTradeCompany(uid);
  return { loaded, priceList: company?.priceList };
}
