// One document per collection, written with the rules disabled before the checks. Orders, users and profiles
// belong to `customer`, so `other customer` shows that ownership (not just signing in) is what grants a read.
import { collections } from '@toolshop/domain';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, setDoc } from 'firebase/firestore';
import { modular } from './rules-test-env';
import { uids } from './roles';

/** A collection no rule names: the catch-all must keep it closed too. */
export const UNKNOWN_COLLECTION = 'somethingNew';

export const checkedCollections = [...Object.values(collections), UNKNOWN_COLLECTION] as const;
export type CheckedCollection = (typeof checkedCollections)[number];

const createdAt = Timestamp.fromMillis(Date.UTC(2026, 0, 15));

export const seededDocs: Record<CheckedCollection, { id: string; data: Record<string, unknown> }> = {
  products: {
    id: 'cordless-drill-18v',
    data: {
      name: 'Cordless Drill',
      description: 'Drill',
      picture: 'https://example.test/drill.png',
      priceCents: 12900,
      available: 10,
      minimum: 2,
      sku: 'CD-18V-01',
      category: 'drills-drivers',
      specs: { voltage: 18 },
      featured: true,
    },
  },
  categories: { id: 'drills-drivers', data: { name: 'Drills & drivers', createdAt } },
  skus: { id: 'cd-18v-01', data: { productId: 'cordless-drill-18v' } },
  reviews: {
    id: 'review-1',
    data: {
      uid: uids.customer,
      displayName: 'Casey',
      picture: '',
      rating: 5,
      description: 'Great drill',
      createdAt,
      hidden: false,
    },
  },
  orders: {
    id: 'order-1',
    data: {
      uid: uids.customer,
      email: 'customer@toolshop.test',
      productId: 'cordless-drill-18v',
      productName: 'Cordless Drill',
      picture: 'https://example.test/drill.png',
      unitPriceCents: 12900,
      quantity: 2,
      amountCents: 25800,
      address: '1 Main St',
      mobile: '+15550100',
      status: 'unpaid',
      transactionId: null,
      createdAt,
    },
  },
  users: { id: uids.customer, data: { email: 'customer@toolshop.test', displayName: 'Casey', role: '' } },
  profiles: {
    id: uids.customer,
    data: { email: 'customer@toolshop.test', education: 'BSc', location: 'Dhaka', number: '+15550100', linkedin: '' },
  },
  stripeEvents: { id: 'evt_1', data: { type: 'payment_intent.succeeded', processedAt: 1 } },
  paymentIntentUses: { id: 'pi_1', data: { orderId: 'order-1', uid: uids.customer, usedAt: 1 } },
  testPaymentIntents: {
    id: 'tpi_1',
    data: { orderId: 'order-1', amountCents: 25800, status: 'requires_payment_method' },
  },
  rateLimits: { id: uids.customer, data: { count: 1, windowStart: 1 } },
  contactMessages: {
    id: 'msg-1',
    data: {
      name: 'Ann',
      email: 'ann@example.com',
      phone: '+15550100',
      message: 'Hello',
      createdAt,
      handledBy: { uid: uids.admin, email: 'admin@toolshop.test' },
      handledAt: createdAt,
    },
  },
  audit: {
    id: 'audit-1',
    data: {
      action: 'review.hide',
      actor: { uid: uids.admin, email: 'admin@toolshop.test' },
      target: { collection: 'reviews', id: 'review-1' },
      before: { hidden: false },
      after: { hidden: true },
      at: createdAt,
    },
  },
  mail: {
    id: 'mail-1',
    data: {
      to: ['customer@toolshop.test'],
      message: { subject: 'Your order', text: 'Thanks', html: '<p>Thanks</p>' },
      delivery: { state: 'SUCCESS', attempts: 1, startTime: createdAt, endTime: createdAt, error: null },
    },
  },
  // The customer's cart; its owner's rules come with the cart page (branch cart-web).
  carts: {
    id: uids.customer,
    data: { lines: [{ productId: 'cordless-drill-18v', quantity: 2 }], updatedAt: createdAt },
  },
  addressBooks: {
    id: uids.customer,
    data: {
      entries: [{ id: 'a1', name: 'Casey', line1: '1 Lane', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' }],
      defaultId: 'a1',
    },
  },
  shippingZones: {
    id: 'us',
    data: {
      name: 'United States',
      countries: ['US'],
      taxRate: 0.0825,
      taxShipping: true,
      methods: [{ id: 'standard', name: 'Standard', priceCents: 995 }],
    },
  },
  settings: { id: 'business', data: { name: 'Toolshop', address: '1 Works Road', taxId: 'US-1', email: 'a@b.co' } },
  invoiceSequences: { id: 'INV-2026', data: { last: 1 } },
  documentNumberRequests: { id: 'order-1-INV', data: { orderId: 'order-1', kind: 'invoice', at: createdAt } },
  salesDays: { id: '2026-01-02', data: { orders: 1, goodsCents: 100, taxCents: 20 } },
  salesRollupEvents: { id: 'event-1', data: { at: createdAt } },
  posts: {
    id: 'post-1',
    data: {
      title: 'Sharpening a chisel',
      slug: 'sharpening-a-chisel',
      body: '<p>Hone it.</p>',
      status: 'published',
      publishAt: createdAt,
      visibleFrom: createdAt,
    },
  },
  postSlugs: { id: 'sharpening-a-chisel', data: { postId: 'post-1' } },
  // The customer is the admin of a trade account; the other customer belongs to none.
  companies: {
    id: 'company-1',
    data: {
      name: 'Casey Builders',
      nameLower: 'casey builders',
      status: 'approved',
      creditLimitCents: 100000,
      createdAt,
    },
  },
  companyMembers: {
    id: uids.customer,
    data: { companyId: 'company-1', role: 'admin', email: 'customer@toolshop.test' },
  },
  companyInvites: { id: 'new-buyer@toolshop.test', data: { companyId: 'company-1', role: 'buyer', createdAt } },
  companyAddressBooks: {
    id: 'company-1',
    data: {
      entries: [{ id: 'c1', name: 'Site', line1: '2 Yard', city: 'Leeds', postalCode: 'LS2 1AA', country: 'GB' }],
      defaultId: 'c1',
    },
  },
  content: {
    id: 'home',
    data: {
      hero: { greeting: 'Hello', heading: 'Tools', buttonLabel: 'Shop', buttonHref: '/portfolio' },
      summary: [{ value: '1', label: 'shop' }],
      faq: [{ question: 'Why?', answer: 'Because.' }],
      updatedAt: createdAt,
    },
  },
  // The customer's own return: even its owner reads it through the API only.
  returns: {
    id: 'return-1',
    data: { number: 'R-100001', orderId: 'order-1', uid: uids.customer, status: 'requested', createdAt },
  },
  returnTallies: { id: 'order-1', data: { requested: { 'cordless-drill-18v': 1 }, refunded: {}, refundedCents: 0 } },
  counters: { id: 'returns', data: { last: 100001 } },
  // A serial shipped to the customer: even its owner reads it through the API only.
  serials: {
    id: 'DD18-BL13-00000001',
    data: {
      productId: 'cordless-drill-18v',
      orderId: 'order-1',
      uid: uids.customer,
      purchasedAt: createdAt,
      shippedAt: createdAt,
    },
  },
  // The customer's registered drill: even its owner reads it through the API only.
  registrations: {
    id: 'DD18-BL13-00000001',
    data: { serial: 'DD18-BL13-00000001', productId: 'cordless-drill-18v', uid: uids.customer, status: 'registered' },
  },
  quotes: {
    id: 'quote-1',
    data: { number: 'Q-100001', uid: uids.customer, companyId: null, status: 'requested', lines: [], createdAt },
  },
  // The customer's claim on the drill: even its owner reads it through the API only.
  claims: {
    id: 'claim-1',
    data: { registrationId: 'DD18-BL13-00000001', uid: uids.customer, status: 'submitted', createdAt },
  },
  [UNKNOWN_COLLECTION]: { id: 'doc-1', data: { note: 'not named by any rule' } },
};

/** Clears the rules project and writes every seeded document (and the other customer's order). */
export async function seedWithRulesDisabled(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modular(context.firestore());
    for (const name of checkedCollections) {
      const { id, data } = seededDocs[name];
      await setDoc(doc(db, name, id), data);
    }
    await setDoc(doc(db, collections.orders, otherCustomersOrderId), {
      ...seededDocs.orders.data,
      uid: uids.otherCustomer,
    });
    await setDoc(doc(db, collections.users, uids.admin), adminsUserDoc);
  });
}

/** The admin's mirror: the rules grant admin reads only while it still says admin (as well as the claim). */
export const adminsUserDoc = { email: 'admin@toolshop.test', displayName: 'Ada', role: 'admin' };

/** Present so that a customer's unfiltered orders query would return someone else's order. */
export const otherCustomersOrderId = 'order-of-other-customer';

/** A review an admin hid: only admins read it (written and removed by the hidden-review checks). */
export const hiddenReview = {
  id: 'review-hidden',
  data: { ...seededDocs.reviews.data, description: 'Spam', hidden: true },
};
