// The price list a signed-in buyer's cart is quoted at: their company's while it is approved, so the cart shows
// what the checkout will charge. Read from Firestore (the rules let an account get its own membership and a member
// its company), on the connection the cart already holds open: a consumer's cart learns "no company" from one
// document read beside its own, with no call to the API and no 404. Nothing for visitors, consumers, or a company
// not approved; the server prices every order itself either way.
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

async function readPriceList(uid: string): Promise<PriceListDoc | undefined> {
  const member = await getDoc(doc(firestore, collections.companyMembers, uid));
  if (!member.exists()) return undefined;
  const company = await getDoc(doc(firestore, collections.companies, (member.data() as CompanyMemberDoc).companyId));
  const data = company.data() as CompanyDoc | undefined;
  return data && tradesAsCompany(data.status) ? data.priceList : undefined;
}

/** `loaded`: the answer is in (at once for a visitor), so a quote never shows list prices first and then others. */
export function useTradePriceList(uid: string | null): { loaded: boolean; priceList: PriceListDoc | undefined } {
  const [priceList, setPriceList] = useState<{ uid: string; list: PriceListDoc | undefined }>();
  useEffect(() => {
    if (!uid) return;
    let live = true;
    readPriceList(uid).then(
      (list) => live && setPriceList({ uid, list }),
      // No answer: list prices, as the server would charge a consumer.
      () => live && setPriceList({ uid, list: undefined }),
    );
    return () => {
      live = false;
    };
  }, [uid]);
  if (!uid) return { loaded: true, priceList: undefined };
  return priceList?.uid === uid ? { loaded: true, priceList: priceList.list } : { loaded: false, priceList: undefined };
}
