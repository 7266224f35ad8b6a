// firestore.rules against DESIGN.md "Who writes what": every collection x operation x role, the query shapes
// that must fail, and the emulator's coverage report showing every rule expression was evaluated.
// Checks are in one file because the coverage check must run after all the others (tests in a file run in order).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collections, ORDER_EVENTS, STOCK_ADJUSTMENTS } from '@toolshop/domain';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { artifactsDir } from '../support/emulators';
import { FIRESTORE_RULES_PATH, RULES_PROJECT_ID, modular, startRulesTestEnvironment } from './support/rules-test-env';
import { firestoreAs, roles, uids, type Role } from './support/roles';
import {
  adminsUserDoc,
  checkedCollections,
  hiddenReview,
  seededDocs,
  seedWithRulesDisabled,
  type CheckedCollection,
} from './support/seeded-docs';
import { attempt, operations, type Operation } from './support/operations';
import { conditionsSeenOneWayOnly, saveRuleCoverage, unevaluatedExpressions } from './support/rule-coverage';

const everyone = roles;

/** Who may do what; anything not listed is denied. No write is listed: the API writes with the Admin SDK. */
const allowed: Record<CheckedCollection, Partial<Record<Operation, readonly Role[]>>> = {
  products: { get: everyone, list: everyone },
  reviews: { get: everyone, list: everyone },
  orders: { get: ['customer', 'admin'], list: ['customer', 'admin'] },
  users: { get: ['customer', 'admin'], list: ['admin'] },
  profiles: { get: ['customer'] },
  stripeEvents: {},
  testPaymentIntents: {},
  paymentIntentUses: {},
  rateLimits: {},
  contactMessages: {},
  mail: {},
  audit: {},
  // The owner gets their cart; the matrix's writes (another id, a quantity past the cap, a delete) are all refused.
  // The owner's valid writes are in 'a cart (carts/{uid})' below. The API reads the address book.
  carts: { get: ['customer'] },
  addressBooks: {},
  // The catalogue's categories and SKU claims: read and written through the API only.
  categories: {},
  skus: {},
  // Zones, business details and invoice counters: the API reads and writes them (GET /api/shipping/zones is public).
  shippingZones: {},
  settings: {},
  invoiceSequences: {},
  documentNumberRequests: {},
  salesDays: {},
  salesRollupEvents: {},
  // Published posts: anyone reads them (a list asks for posts already visible); slug claims are the API's.
  posts: { get: everyone, list: everyone },
  postSlugs: {},
  // A trade account's member gets the company and their membership and lists its members; an invitation is got by
  // its proved address only (below), which no role of the matrix holds.
  companies: { get: ['customer'] },
  companyMembers: { get: ['customer'], list: ['customer'] },
  companyInvites: {},
  // A company's shared address book: the API reads and writes it for the company's members.
  companyAddressBooks: {},
  // The home page's words are public (the page shows them to everyone); only the API writes them.
  content: { get: everyone, list: everyone },
  // Returns, their per-order tallies and the return counter: the API reads and writes them (GET /api/returns).
  returns: {},
  returnTallies: {},
  counters: {},
  // Serial numbers shipped: the API writes them when shipping and reads them for registrations.
  serials: {},
  // Registered tools: even their owner reads them through the API only (GET /api/registrations).
  registrations: {},
  // Quotes: their customers and the shop's admins read and write them through the API only (GET /api/quotes).
  quotes: {},
  // Warranty claims: even their owner reads them through the API only (GET /api/claims).
  claims: {},
  somethingNew: {},
};

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  await seedWithRulesDisabled(env);
});

afterAll(async () => {
  await env?.cleanup();
});

describe.each(checkedCollections)('%s', (name) => {
  for (const operation of operations) {
    for (const role of roles) {
      const allows = allowed[name][operation]?.includes(role) ?? false;
      it(`${operation} by ${role}: ${allows ? 'allowed' : 'denied'}`, async () => {
        const result = attempt(firestoreAs(env, role), name, operation);
        await (allows ? assertSucceeds(result) : assertFails(result));
      });
    }
  }
});

describe('orders queries', () => {
  const orders = (role: Role) => collection(firestoreAs(env, role), collections.orders);

  it('a customer listing orders without the uid filter is denied, though their own order is among them', async () => {
    await assertFails(getDocs(orders('customer')));
  });

  it("a customer listing another customer's orders is denied", async () => {
    await assertFails(getDocs(query(orders('customer'), where('uid', '==', uids.otherCustomer))));
  });

  it('each customer lists exactly their own orders', async () => {
    const own = await assertSucceeds(getDocs(query(orders('other customer'), where('uid', '==', uids.otherCustomer))));
    expect(own.docs.map((d) => d.data().uid)).toEqual([uids.otherCustomer]);
  });

  it('an admin lists every order without a filter', async () => {
    const all = await assertSucceeds(getDocs(orders('admin')));
    expect(all.size).toBe(2);
  });

  it('a missing order is not readable by a customer (no resource, no owner)', async () => {
    await assertFails(getDoc(doc(orders('customer'), 'no-such-order')));
  });
});

// The shapes of web/src/features/*/api: the rules must let the app's own reads through.
describe("the web app's queries", () => {
  const ref = (role: Role, name: CheckedCollection) => collection(firestoreAs(env, role), name);

  it('catalogue and shown reviews for a visitor', async () => {
    expect((await assertSucceeds(getDocs(query(ref('anonymous', 'products'), orderBy('name'))))).size).toBe(1);
    const shown = where('hidden', '==', false);
    const reviews = query(ref('anonymous', 'reviews'), shown, orderBy('createdAt', 'desc'), limit(6));
    expect((await assertSucceeds(getDocs(reviews))).size).toBe(1);
  });

  it("a customer's orders and profile", async () => {
    const myOrders = query(ref('customer', 'orders'), where('uid', '==', uids.customer), orderBy('createdAt', 'desc'));
    expect((await assertSucceeds(getDocs(myOrders))).size).toBe(1);
    await assertSucceeds(getDoc(doc(ref('customer', 'profiles'), uids.customer)));
  });

  it("the admin's order and user lists", async () => {
    expect((await assertSucceeds(getDocs(query(ref('admin', 'orders'), orderBy('createdAt', 'desc'))))).size).toBe(2);
    expect((await assertSucceeds(getDocs(query(ref('admin', 'users'), orderBy('email'))))).size).toBe(2);
  });

  it('a signed-in customer still cannot sort their way into all orders', async () => {
    await assertFails(getDocs(query(ref('customer', 'orders'), orderBy('createdAt', 'desc'))));
  });
});

describe('a review an admin hid', () => {
  beforeAll(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(modular(context.firestore()), collections.reviews, hiddenReview.id), hiddenReview.data);
    });
  });
  afterAll(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(modular(context.firestore()), collections.reviews, hiddenReview.id));
    });
  });
  const reviews = (role: Role) => collection(firestoreAs(env, role), collections.reviews);

  for (const role of ['anonymous', 'customer', 'other customer'] as const) {
    it(`${role} neither gets it nor lists reviews without asking for shown ones only`, async () => {
      await assertFails(getDoc(doc(reviews(role), hiddenReview.id)));
      await assertFails(getDocs(reviews(role)));
      await assertFails(getDocs(query(reviews(role), orderBy('createdAt', 'desc'), limit(6))));
      const shown = await assertSucceeds(getDocs(query(reviews(role), where('hidden', '==', false))));
      expect(shown.docs.map((d) => d.id)).toEqual([seededDocs.reviews.id]);
    });
  }

  it('an admin gets it and lists every review (the moderation list)', async () => {
    expect((await assertSucceeds(getDoc(doc(reviews('admin'), hiddenReview.id)))).data()).toEqual(hiddenReview.data);
    expect((await assertSucceeds(getDocs(reviews('admin')))).size).toBe(2);
  });
});

describe("an order's timeline (orders/{id}/events)", () => {
  beforeAll(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = modular(context.firestore());
      await setDoc(doc(db, collections.orders, seededDocs.orders.id, ORDER_EVENTS, 'event-1'), {
        from: 'unpaid',
        to: 'pending',
        by: null,
        at: Timestamp.fromMillis(Date.UTC(2026, 0, 15)),
        reason: null,
      });
    });
  });
  const events = (role: Role) =>
    collection(firestoreAs(env, role), collections.orders, seededDocs.orders.id, ORDER_EVENTS);

  for (const role of roles) {
    it(`${role}, even the order's owner or an admin, neither reads nor writes it (the API answers them)`, async () => {
      await assertFails(getDoc(doc(events(role), 'event-1')));
      await assertFails(getDocs(events(role)));
      await assertFails(setDoc(doc(events(role), 'event-2'), { from: 'unpaid', to: 'cancelled' }));
    });
  }
});

describe("a product's stock adjustments (products/{id}/stockAdjustments)", () => {
  beforeAll(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = modular(context.firestore());
      await setDoc(doc(db, collections.products, seededDocs.products.id, STOCK_ADJUSTMENTS, 'adjustment-1'), {
        by: { uid: uids.admin, email: 'admin@toolshop.test' },
        at: Timestamp.fromMillis(Date.UTC(2026, 0, 15)),
        delta: 5,
        reason: 'received',
        note: null,
        before: 10,
        after: 15,
      });
    });
  });
  const adjustments = (role: Role) =>
    collection(firestoreAs(env, role), collections.products, seededDocs.products.id, STOCK_ADJUSTMENTS);

  for (const role of roles) {
    it(`${role}, even an admin, cannot get, list, create, update or delete one (the API answers admins)`, async () => {
      const adjustment = doc(adjustments(role), 'adjustment-1');
      await assertFails(getDoc(adjustment));
      await assertFails(getDocs(adjustments(role)));
      await assertFails(setDoc(doc(adjustments(role), 'adjustment-2'), { delta: 1000, reason: 'received' }));
      await assertFails(setDoc(adjustment, { delta: 1000 }, { merge: true }));
      await assertFails(deleteDoc(adjustment));
    });
  }
});

describe('the admin claim', () => {
  for (const claim of [false, 'true', 1]) {
    it(`admin: ${JSON.stringify(claim)} is not admin`, async () => {
      const db = modular(
        env.authenticatedContext('pretender-uid', { admin: claim } as Record<string, unknown>).firestore(),
      );
      await assertFails(getDocs(collection(db, collections.orders)));
      await assertFails(getDocs(collection(db, collections.users)));
    });
  }
});

// The claim lives in an ID token for up to an hour after the API removed it: the users/{uid} mirror, which the
// API changes in the same step, must say admin as well.
describe('the admin mirror', () => {
  const readsAsAdmin = async (db: ReturnType<typeof modular>) => {
    await assertFails(getDocs(collection(db, collections.orders)));
    await assertFails(getDocs(collection(db, collections.users)));
    await assertFails(getDoc(doc(db, collections.users, uids.otherCustomer)));
  };

  it('an admin claim whose mirror no longer says admin (rights removed) is not admin', async () => {
    await readsAsAdmin(modular(env.authenticatedContext(uids.customer, { admin: true }).firestore()));
  });

  it('an admin claim without any mirror (account unknown to the shop) is not admin', async () => {
    await readsAsAdmin(modular(env.authenticatedContext('claim-only-uid', { admin: true }).firestore()));
  });

  it('a mirror that says admin without the claim is not admin', async () => {
    await readsAsAdmin(modular(env.authenticatedContext(uids.admin, {}).firestore()));
  });
});

describe('a cart (carts/{uid})', () => {
  // The other customer writes their own cart, so the seeded customer's stays as the last check expects.
  const cartOf = (role: Role, uid: string = uids.otherCustomer) => doc(firestoreAs(env, role), collections.carts, uid);
  const lines = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ productId: `product-${i}`, quantity: i + 1 }));
  afterAll(async () => {
    await env.withSecurityRulesDisabled((context) =>
      deleteDoc(doc(modular(context.firestore()), collections.carts, uids.otherCustomer)),
    );
  });
  const write = (data: Record<string, unknown>, role: Role = 'other customer') => setDoc(cartOf(role), data);

  it('its owner writes lines with the time of the write, and reads them back', async () => {
    await assertSucceeds(write({ lines: lines(2), updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(cartOf('other customer'), { lines: [], updatedAt: serverTimestamp() }));
    await assertSucceeds(getDoc(cartOf('other customer')));
  });

  it('keeps the id of the change that wrote it, at most 40 characters', async () => {
    await assertSucceeds(write({ lines: lines(50), updatedAt: serverTimestamp(), lastChange: 'c'.repeat(40) }));
    await assertFails(write({ lines: lines(1), updatedAt: serverTimestamp(), lastChange: 'c'.repeat(41) }));
    await assertFails(write({ lines: lines(1), updatedAt: serverTimestamp(), lastChange: 7 }));
  });

  it('holds 50 lines, not 51', async () => {
    await assertSucceeds(write({ lines: lines(50), updatedAt: serverTimestamp() }));
    await assertFails(write({ lines: lines(51), updatedAt: serverTimestamp() }));
  });

  // Within the 1,000 expressions a request may evaluate, a line gets two checks (firestore.rules): the quantity's
  // range and a line's exact keys are refused by the checkout's schema and flagged by the cart page's quote instead.
  it('leaves the quantity range and the line keys to the checkout', async () => {
    await assertSucceeds(write({ lines: [{ productId: 'a', quantity: 0 }], updatedAt: serverTimestamp() }));
    await assertSucceeds(write({ lines: [{ productId: 'a', quantity: 1, note: 1 }], updatedAt: serverTimestamp() }));
  });

  for (const role of ['anonymous', 'customer', 'admin'] as const) {
    it(`${role} neither reads nor writes another's cart`, async () => {
      await assertFails(getDoc(cartOf(role)));
      await assertFails(write({ lines: lines(1), updatedAt: serverTimestamp() }, role));
    });
  }

  it('a visitor has no cart document to write', async () => {
    await assertFails(setDoc(doc(firestoreAs(env, 'anonymous'), collections.carts, 'anonymous'), { lines: [] }));
  });

  const bad: [string, Record<string, unknown>][] = [
    ['an extra key', { lines: lines(1), updatedAt: serverTimestamp(), total: 1 }],
    ['no updatedAt', { lines: lines(1) }],
    ['an updatedAt of the client', { lines: lines(1), updatedAt: Timestamp.fromMillis(Date.UTC(2030, 0, 1)) }],
    ['no lines', { updatedAt: serverTimestamp() }],
    ['lines not a list', { lines: { productId: 'a', quantity: 1 }, updatedAt: serverTimestamp() }],
    ['a line not a map', { lines: ['a'], updatedAt: serverTimestamp() }],
    ['a line without its quantity', { lines: [{ productId: 'a' }], updatedAt: serverTimestamp() }],
    ['a product id not text', { lines: [{ productId: 7, quantity: 1 }], updatedAt: serverTimestamp() }],
    ['an empty product id', { lines: [{ productId: '', quantity: 1 }], updatedAt: serverTimestamp() }],
    [
      'a product id of 129 characters',
      { lines: [{ productId: 'p'.repeat(129), quantity: 1 }], updatedAt: serverTimestamp() },
    ],
    ['a fractional quantity', { lines: [{ productId: 'a', quantity: 1.5 }], updatedAt: serverTimestamp() }],
    ['a quantity as text', { lines: [{ productId: 'a', quantity: '2' }], updatedAt: serverTimestamp() }],
    ['a bad 50th line', { lines: [...lines(49), { productId: 'a', quantity: 1.5 }], updatedAt: serverTimestamp() }],
    ['a bad 41st line', { lines: [...lines(40), { productId: 7, quantity: 1 }], updatedAt: serverTimestamp() }],
  ];
  for (const [what, data] of bad) {
    it(`refuses ${what}`, async () => {
      await assertFails(write(data));
    });
  }

  it('its owner cannot delete it (an emptied cart keeps lines: [])', async () => {
    await assertFails(deleteDoc(cartOf('other customer')));
  });
});

describe('a draft or scheduled post (posts/{id})', () => {
  const later = Timestamp.fromMillis(Date.now() + 86_400_000);
  const unseen = {
    'post-draft': { title: 'Draft', slug: 'draft', status: 'draft', publishAt: null, visibleFrom: null },
    'post-scheduled': { title: 'Soon', slug: 'soon', status: 'scheduled', publishAt: later, visibleFrom: later },
  };
  const posts = (role: Role) => collection(firestoreAs(env, role), collections.posts);

  beforeAll(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = modular(context.firestore());
      for (const [id, data] of Object.entries(unseen)) await setDoc(doc(db, collections.posts, id), data);
    });
  });
  afterAll(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = modular(context.firestore());
      for (const id of Object.keys(unseen)) await deleteDoc(doc(db, collections.posts, id));
    });
  });

  for (const role of roles) {
    it(`${role}, even an admin (who previews through the API), neither gets one nor lists posts without asking for visible ones`, async () => {
      for (const id of Object.keys(unseen)) await assertFails(getDoc(doc(posts(role), id)));
      await assertFails(getDocs(posts(role)));
      await assertFails(getDocs(query(posts(role), where('visibleFrom', '<=', later))));
      const visible = await assertSucceeds(
        getDocs(query(posts(role), where('visibleFrom', '<=', Timestamp.fromMillis(Date.now() - 60_000)))),
      );
      expect(visible.docs.map((d) => d.id)).toEqual([seededDocs.posts.id]);
    });
  }
});

describe('a member of another company (companies, companyMembers)', () => {
  const otherMembership = () => doc(firestoreAs(env, 'other customer'), collections.companyMembers, uids.otherCustomer);
  beforeAll(async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(modular(context.firestore()), collections.companyMembers, uids.otherCustomer), {
        companyId: 'company-2',
        role: 'admin',
        email: 'other@toolshop.test',
      }),
    );
  });
  afterAll(async () => {
    await env.withSecurityRulesDisabled((context) =>
      deleteDoc(doc(modular(context.firestore()), collections.companyMembers, uids.otherCustomer)),
    );
  });

  it('gets their own membership, but neither the first company nor its members', async () => {
    const db = firestoreAs(env, 'other customer');
    await assertSucceeds(getDoc(otherMembership()));
    await assertFails(getDoc(doc(db, collections.companies, seededDocs.companies.id)));
    const members = collection(db, collections.companyMembers);
    await assertFails(getDocs(query(members, where('companyId', '==', seededDocs.companies.id))));
    await assertFails(getDocs(members));
  });

  it("lists their own company's members, and the first company's member cannot list them", async () => {
    const mine = where('companyId', '==', 'company-2');
    await assertSucceeds(
      getDocs(query(collection(firestoreAs(env, 'other customer'), collections.companyMembers), mine)),
    );
    await assertFails(getDocs(query(collection(firestoreAs(env, 'customer'), collections.companyMembers), mine)));
  });
});

describe('an invitation to an address with no account yet (companyInvites/{email})', () => {
  const invited = seededDocs.companyInvites.id;
  const as = (email: string, emailVerified: boolean) =>
    modular(env.authenticatedContext('invited-uid', { email, email_verified: emailVerified }).firestore());

  it('its owner gets it once the address is proved, whatever its case; nobody else does', async () => {
    await assertSucceeds(getDoc(doc(as(invited, true), collections.companyInvites, invited)));
    await assertSucceeds(getDoc(doc(as(invited.toUpperCase(), true), collections.companyInvites, invited)));
    await assertFails(getDoc(doc(as(invited, false), collections.companyInvites, invited)));
    await assertFails(getDoc(doc(as('other@toolshop.test', true), collections.companyInvites, invited)));
    await assertFails(getDocs(collection(as(invited, true), collections.companyInvites)));
  });
});

describe("a company's orders (My Orders of a member)", () => {
  const companyOrderId = 'company-order-1';
  const membershipOf = (companyId: string) =>
    env.withSecurityRulesDisabled((context) =>
      setDoc(doc(modular(context.firestore()), collections.companyMembers, uids.otherCustomer), {
        companyId,
        role: 'buyer',
        email: 'other@toolshop.test',
      }),
    );
  const noMembership = () =>
    env.withSecurityRulesDisabled((context) =>
      deleteDoc(doc(modular(context.firestore()), collections.companyMembers, uids.otherCustomer)),
    );
  const companysOrders = (role: Role) =>
    query(
      collection(firestoreAs(env, role), collections.orders),
      where('companyId', '==', seededDocs.companies.id),
      orderBy('createdAt', 'desc'),
    );
  const theOrder = (role: Role) => doc(firestoreAs(env, role), collections.orders, companyOrderId);

  beforeAll(async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(modular(context.firestore()), collections.orders, companyOrderId), {
        ...seededDocs.orders.data,
        uid: 'a-colleague-uid',
        email: 'colleague@toolshop.test',
        companyId: seededDocs.companies.id,
      }),
    );
  });
  afterAll(async () => {
    await noMembership();
    await env.withSecurityRulesDisabled((context) =>
      deleteDoc(doc(modular(context.firestore()), collections.orders, companyOrderId)),
    );
  });

  it("a member lists and gets every order placed for their company, a colleague's included", async () => {
    const listed = await assertSucceeds(getDocs(companysOrders('customer')));
    expect(listed.docs.map((d) => d.id)).toEqual([companyOrderId]);
    await assertSucceeds(getDoc(theOrder('customer')));
  });

  it('a customer of no company, or of another company, neither lists nor gets them', async () => {
    await assertFails(getDocs(companysOrders('other customer')));
    await assertFails(getDoc(theOrder('other customer')));
    await membershipOf('company-2');
    await assertFails(getDocs(companysOrders('other customer')));
    await assertFails(getDoc(theOrder('other customer')));
  });

  it('a member removed reads them no more, at the next request', async () => {
    await membershipOf(seededDocs.companies.id);
    await assertSucceeds(getDocs(companysOrders('other customer')));
    await noMembership();
    await assertFails(getDocs(companysOrders('other customer')));
    await assertFails(getDoc(theOrder('other customer')));
  });
});

describe('after every attempt', () => {
  it('the seeded data is unchanged and nothing was created', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = modular(context.firestore());
      for (const name of checkedCollections) {
        const snapshot = await getDocs(collection(db, name));
        const expectedSize = name === collections.orders || name === collections.users ? 2 : 1;
        expect(snapshot.size, `documents in ${name}`).toBe(expectedSize);
        expect((await getDoc(doc(db, name, seededDocs[name].id))).data(), name).toEqual(seededDocs[name].data);
      }
      expect((await getDoc(doc(db, collections.users, uids.admin))).data()).toEqual(adminsUserDoc);
    });
  });
});

// Last: the report reflects every request made above.
describe('rule coverage', () => {
  it('is saved to artifacts/, covers the real firestore.rules, and every expression was evaluated', async () => {
    const report = await saveRuleCoverage(RULES_PROJECT_ID, artifactsDir);
    expect(report.rules.files[0]?.content).toBe(readFileSync(FIRESTORE_RULES_PATH, 'utf8'));
    expect(report.report.length).toBeGreaterThan(0);
    expect(unevaluatedExpressions(report)).toEqual([]);
    expect(conditionsSeenOneWayOnly(report)).toEqual([]);
  });
});
