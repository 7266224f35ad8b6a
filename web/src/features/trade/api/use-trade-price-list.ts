// The price list a signed-in buyer's cart is quoted at: their company's while it is approved (GET
// /api/companies/mine), so the cart shows what the checkout will charge. Nothing for visitors, consumers, or a
// company not approved; the server prices every order itself either way.
import { useEffect, useState } from 'react';
import { toPriceListDoc, type MyCompany, type PriceListDoc } from '@toolshop/domain';
import { apiRequest } from '../../../lib/api-client';

/** `loaded`: the answer is in (at once for a visitor), so a quote never shows list prices first and then others. */
export function useTradePriceList(uid: string | null): { loaded: boolean; priceList: PriceListDoc | undefined } {
  const [priceList, setPriceList] = useState<{ uid: string; list: PriceListDoc | undefined }>();
  useEffect(() => {
    if (!uid) return;
    let live = true;
    apiRequest<MyCompany>('GET', '/companies/mine').then(
      (mine) =>
        live &&
        setPriceList({
          uid,
          list: mine.company.status === 'approved' ? toPriceListDoc(mine.company.priceList) : undefined,
        }),
      // No company (404) or no answer: list prices, as the server would charge a consumer.
      () => live && setPriceList({ uid, list: undefined }),
    );
    return () => {
      live = false;
    };
  }, [uid]);
  if (!uid) return { loaded: true, priceList: undefined };
  return priceList?.uid === uid ? { loaded: true, priceList: priceList.list } : { loaded: false, priceList: undefined };
}
