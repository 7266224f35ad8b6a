// The five operations the rules distinguish, each done the way a browser client would try it on the seeded
// document (or its collection). Writes carry the change an attacker would want for that collection.
import { collections } from '@toolshop/domain';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { uids } from './roles';
import { seededDocs, type CheckedCollection } from './seeded-docs';

export const operations = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof operations)[number];

/** What a client would most like to change in each collection. */
const tampering: Record<CheckedCollection, Record<string, unknown>> = {
  // A customer would like to claim a part number, move a product or make it fit their tool.
  products: { priceCents: 1, sku: 'MINE-1', category: 'bargains', fits: ['my-tool'], featured: true },
  reviews: { rating: 1 },
  orders: { status: 'success', amountCents: 1 },
  users: { role: 'admin' },
  profiles: { location: 'Elsewhere' },
  stripeEvents: { processedAt: 0 },
  testPaymentIntents: { status: 'succeeded' },
  paymentIntentUses: { orderId: 'another-order' },
  rateLimits: { count: 0 },
  contactMessages: { handledBy: { uid: uids.customer, email: 'customer@toolshop.test' } },
  audit: { action: 'product.add' },
  mail: { to: ['attacker@example.com'] },
  carts: { lines: [{ productId: 'cordless-drill-18v', quantity: 100_001 }] },
  addressBooks: { defaultId: 'another' },
  categories: { name: 'Renamed' },
  skus: { productId: 'another-product' },
  shippingZones: { taxRate: 0 },
  settings: { taxId: 'forged' },
  invoiceSequences: { last: 0 },
  documentNumberRequests: { kind: 'invoice' },
  salesDays: { goodsCents: 0 },
  salesRollupEvents: { at: 0 },
  posts: { body: '<script>alert(1)</script>', visibleFrom: null },
  postSlugs: { postId: 'another-post' },
  companies: { status: 'approved', creditLimitCents: 99_999_999 },
  companyMembers: { role: 'admin' },
  companyInvites: { companyId: 'another-company' },
  companyAddressBooks: { defaultId: 'another' },
  content: { hero: { greeting: '<script>alert(1)</script>' } },
  returns: { status: 'refunded' },
  returnTallies: { requested: {} },
  counters: { last: 0 },
  serials: { uid: 'attacker' },
  registrations: { uid: 'attacker', status: 'registered' },
  quotes: { status: 'accepted', orderId: 'attacker-order' },
  claims: { uid: 'attacker', status: 'decided', decision: 'replace' },
  somethingNew: { note: 'changed' },
};

export function attempt(db: Firestore, name: CheckedCollection, operation: Operation): Promise<unknown> {
  const seeded = seededDocs[name];
  const seededRef = doc(db, name, seeded.id);
  switch (operation) {
    case 'get':
      return getDoc(seededRef);
    case 'list':
      // Orders are only ever listed filtered on their owner (the customer's "my orders" query), reviews on being
      // shown.
      if (name === collections.orders) return getDocs(query(collection(db, name), where('uid', '==', uids.customer)));
      if (name === collections.reviews) return getDocs(query(collection(db, name), where('hidden', '==', false)));
      // Posts, on asking for the visible ones only (the time a moment ago: the client's clock is not the server's).
      if (name === collections.posts) {
        return getDocs(
          query(collection(db, name), where('visibleFrom', '<=', Timestamp.fromMillis(Date.now() - 60_000))),
        );
      }
      // Members list their own company's members.
      if (name === collections.companyMembers)
        return getDocs(query(collection(db, name), where('companyId', '==', seededDocs.companies.id)));
      return getDocs(collection(db, name));
    case 'create':
      return setDoc(doc(db, name, 'created-by-client'), { ...seeded.data, ...tampering[name] });
    case 'update':
      return updateDoc(seededRef, tampering[name]);
    case 'delete':
      return deleteDoc(seededRef);
  }
}
