// The signed-in user's orders and, for a member of a company, every order placed for the company (everything a
// buyer orders is the company's), newest first, read straight from Firestore: the rules allow a query on one's own
// uid, and a member's query on their company's id. The membership is watched too, so a member removed stops
// seeing the company's orders at once.
import { useEffect, useMemo, useState } from 'react';
import { collection, doc, onSnapshot, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { collections, type CompanyMemberDoc, type OrderDoc } from '@toolshop/domain';
import { toPlacedOrder, type PlacedOrder } from '../../../lib/placed-order';

type ReadStatus = 'loading' | 'error' | 'success';

export interface MyOrder extends PlacedOrder {
  /** The colleague's email when another member of the company placed it; null for one's own. */
  placedBy: string | null;
}

export function useMyOrders(uid: string): { status: ReadStatus; orders: MyOrder[] } {
  const firestore = useFirestore();
  const ordersQuery = query(
    collection(firestore, collections.orders),
    where('uid', '==', uid),
    orderBy('createdAt', 'desc'),
  );
  const own = useFirestoreCollectionData(ordersQuery, { idField: '_id' });
  const membership = useFirestoreDocData(doc(firestore, collections.companyMembers, uid || 'signed-out'));
  const companyId = (membership.data as CompanyMemberDoc | undefined)?.companyId ?? null;
  const company = useCompanyOrders(firestore, companyId);

  const orders = useMemo(() => {
    const byId = new Map<string, MyOrder>();
    for (const data of own.data ?? []) {
      const order = toPlacedOrder(String(data._id), data as unknown as OrderDoc);
      byId.set(order._id, { ...order, placedBy: null });
    }
    for (const [id, data] of company.docs) {
      if (!byId.has(id)) byId.set(id, { ...toPlacedOrder(id, data), placedBy: data.uid === uid ? null : data.email });
    }
    return [...byId.values()].sort((a, b) => (b.placedAt?.getTime() ?? 0) - (a.placedAt?.getTime() ?? 0));
  }, [own.data, company.docs, uid]);

  const statuses = [own.status, membership.status, companyId ? company.status : 'success'];
  const status: ReadStatus = statuses.includes('error')
    ? 'error'
    : statuses.includes('loading')
      ? 'loading'
      : 'success';
  return { status, orders };
}

/** Every order placed for the company, live; none without a company. */
function useCompanyOrders(
  firestore: Firestore,
  companyId: string | null,
): { status: ReadStatus; docs: [string, OrderDoc][] } {
  const [read, setRead] = useState<{ companyId: string; status: ReadStatus; docs: [string, OrderDoc][] }>();
  useEffect(() => {
    if (!companyId) return;
    const companyQuery = query(
      collection(firestore, collections.orders),
      where('companyId', '==', companyId),
      orderBy('createdAt', 'desc'),
    );
    return onSnapshot(
      companyQuery,
      (snapshot) =>
        setRead({
          companyId,
          status: 'success',
          docs: snapshot.docs.map((snap) => [snap.id, snap.data() as OrderDoc]),
        }),
      () => setRead({ companyId, status: 'error', docs: [] }),
    );
  }, [firestore, companyId]);
  if (!companyId) return { status: 'success', docs: [] };
  return read?.companyId === companyId ? read : { status: 'loading', docs: [] };
}
