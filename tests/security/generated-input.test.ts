// Generated bad input for every write call of the API: at least 1,000 invalid bodies, query strings
// and path ids per call, through Hosting with a token that is allowed to make the call, so the input itself is
// what gets judged. Every answer must be a 4xx with a message and Firestore, Auth claims and the image folder
// must be unchanged. (tests/api/bad-input.test.ts specifies the exact messages; this file attacks.)
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressBookEntrySchema,
  checkoutSchema,
  checkoutQuoteSchema,
  shippingZoneSchema,
  businessDetailsSchema,
  createPaymentIntentSchema,
  placeOrderSchema,
  productEditRequestSchema,
  productRequestSchema,
  stockAdjustmentRequestSchema,
  profileRequestSchema,
  reviewRequestSchema,
  reviewVisibilitySchema,
  noFieldsSchema,
  contactSchema,
  testConfirmSchema,
  upsertUserSchema,
  setRoleSchema,
  updateOrderSchema,
  collections,
  catalogueSearchSchema,
  categoryEditSchema,
  categorySlugField,
  quickOrderRequestSchema,
  QUICK_ORDER_MAX_LINES,
  postCreateSchema,
  postPatchSchema,
  POST_REVISIONS,
  companyApplicationSchema,
  companyUpdateSchema,
  companyMemberAddSchema,
  companyMemberChangeSchema,
  orderRejectSchema,
  homeContentSchema,
  invoicePaymentSchema,
  DEFAULT_HOME_CONTENT,
  returnRequestSchema,
  returnApproveSchema,
  returnRejectSchema,
  returnReceiveSchema,
  returnRefundSchema,
  returnReplaceSchema,
  postSlugField,
  simplePageSchema,
  shipOrderSchema,
  registrationRequestSchema,
  registrationTransferSchema,
  claimRequestSchema,
  claimDecideSchema,
  quoteRequestSchema,
  quoteUpdateSchema,
  quoteMessageSchema,
  quoteAcceptSchema,
  vatIdCountry,
} from '@toolshop/domain';
import type { z } from 'zod';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { createProduct, createRoles, markPaid, orderForm, placeOrder, type Roles } from '../api/helpers/fixtures';
import {
  badBodyText,
  badEmailPath,
  badEmailQuery,
  badId,
  badNumber,
  badString,
  junkValue,
  notQuiteNumbers,
} from './support/bad-input';
import { existingIds, takeSnapshot, type Snapshot } from './support/firestore-snapshot';
import { recordFigures } from './support/figures';
import { fuzzCall, type FuzzFigures } from './support/fuzz';
import { sendRaw, type RawRequest } from './support/raw-request';
import { SECURITY_SEED } from './support/seed';
import { startInProcessApi } from './support/in-process-api';

let roles: Roles;
let uploaders: TestAccount[];
let productId: string;
let ruledProductId: string;
let pendingOrderId: string;
let reviewId: string;
let contactMessageId: string;
let known: Set<string>;
let inProcess: Awaited<ReturnType<typeof startInProcessApi>>;
const results: FuzzFigures[] = [];
/** The shop after the last call (or before the first): where the next call's changes are counted from. */
let lastSnapshot: Snapshot;

beforeAll(async () => {
  [roles, uploaders] = await Promise.all([
    createRoles(),
    Promise.all(Array.from({ length: 16 }, () => createAccount())),
  ]);
  [productId, ruledProductId] = await Promise.all([
    createProduct({ available: 1000, minimum: 1 }),
    createProduct({ ...ruledProductDoc, available: 1000 }),
  ]);
  pendingOrderId = await placeOrder(roles.customer.token, productId);
  // What the calls are fuzzed on, written at once (each write waits on the emulator): the bad bodies must leave
  // every one of them as it is.
  const [reviewRef, contactRef] = await Promise.all([
    // A shown review and an unhandled message, for the moderation calls.
    testAdmin()
      .db.collection(collections.reviews)
      .add({ ...review, uid: roles.customer.uid, displayName: 'Casey', createdAt: new Date() }),
    testAdmin()
      .db.collection(collections.contactMessages)
      .add({ ...contact, createdAt: new Date() }),
    markPaid(pendingOrderId),
    // A category of this run's own, for the category calls.
    testAdmin().db.collection(collections.categories).doc(fuzzCategory).set({ name: 'Fuzz category' }),
    // A post of this run's own with one revision, for the post calls.
    seedFuzzPost(),
    seedFuzzCompany().then(async (companyAdmin) => {
      fuzzCompanyAdmin = companyAdmin;
      await seedFuzzQuote();
    }),
    seedFuzzReturn(),
    seedFuzzClaim(),
  ]);
  reviewId = reviewRef.id;
  contactMessageId = contactRef.id;
  [lastSnapshot, inProcess] = await Promise.all([takeSnapshot(), startInProcessApi()]);
  known = existingIds(lastSnapshot);
  console.log(`generated input: SECURITY_SEED=${SECURITY_SEED}`);
});

afterAll(async () => {
  await inProcess?.close();
  const total = (key: 'tried' | 'triedThroughHosting' | 'refused' | 'refusedByRuntime' | 'serverErrors' | 'accepted') =>
    results.reduce((sum, r) => sum + r[key], 0);
  recordFigures('generated-input', 'summary', {
    seed: SECURITY_SEED,
    calls: results.length,
    tried: total('tried'),
    triedThroughHosting: total('triedThroughHosting'),
    refused: total('refused'),
    refusedByRuntime: total('refusedByRuntime'),
    serverErrors: total('serverErrors'),
    accepted: total('accepted'),
    changes: results.reduce((sum, r) => sum + r.changes.length, 0),
  });
});

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'multipart/form-data',
    ),
  },
);

/**
 * Keeps only bodies the call's own API schema refuses, so that no generated input is accidentally a real write
 * (numbers sent as plain decimal text are valid input: "12", "9.99").
 */
const refusedBy = (schema: z.ZodType) => (text: string) => {
  try {
    return !schema.safeParse(JSON.parse(text)).success;
  } catch {
    return true;
  }
};

const unknownId = () => badId.filter((id) => !known.has(decodeURIComponentSafe(id)));
function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const post = (
  path: string,
  token: string | undefined,
  body: fc.Arbitrary<string>,
  method = 'POST',
): fc.Arbitrary<RawRequest> => fc.record({ body, contentType }).map((r) => ({ method, path, token, ...r }));

interface Call {
  name: string;
  requests: () => fc.Arbitrary<RawRequest>;
  tokens?: () => string[];
  inProcessEnv?: Record<string, string>;
  beforeHosting?: () => Promise<void>;
  inFlight?: number;
}

const product = { name: 'Fuzz Saw', price: 10, available: 5, minimum: 1, description: 'A saw.', picture: '/p.png' };
const productEdit = { price: 12, name: 'Fuzz Saw II' };
const stockAdjustment = { delta: 1, reason: 'other', note: 'Fuzz' };
/** The same product sold in packs of 6, at most 600 an order, cheaper from 60 and from 120. */
const ruledProduct = {
  ...product,
  minimum: 6,
  increment: 6,
  maximum: 600,
  priceBreaks: [
    { minQuantity: 60, price: 9 },
    { minQuantity: 120, price: 8 },
  ],
};
const ruledProductDoc = {
  priceCents: 1000,
  minimum: 6,
  increment: 6,
  maximum: 600,
  priceBreaks: [
    { minQuantity: 60, priceCents: 900 },
    { minQuantity: 120, priceCents: 800 },
  ],
};
// A picture the shop serves: the review shows on the home page of any later test file.
const review = { picture: '/reviews/avatar-1.svg', rating: 5, description: 'Fine saw.' };
const contact = { name: 'Ann', email: 'ann@example.com', phone: '+1 555 0100', message: 'Hello' };
const profile = {
  education: 'BSc',
  location: 'Leeds',
  number: '+44 113 496 0000',
  linkedin: 'https://linkedin.com/in/x',
};
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const address = { name: 'Ann', line1: '1 Lane', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' };
const zone = {
  name: 'Fuzz zone',
  countries: ['AQ'],
  taxRate: 0.2,
  taxShipping: true,
  eu: true,
  methods: [{ id: 'standard', name: 'Standard', price: 9.95, freeOver: 150 }],
};
const business = { name: 'Fuzz Ltd', address: '1 Lane', taxId: 'GB1', email: 'fuzz@example.com' };

/** A checkout's JSON text with these lines (any value) and address (JSON text, perhaps broken). */
const checkoutText = (lines: unknown, addressText = JSON.stringify(address)) =>
  `{"lines":${JSON.stringify(lines ?? null)},"shippingAddress":${addressText},"mobile":"+44 113 496 0000"}`;

/** Lines that break the contract: bad ids, bad quantities, extra fields, the same product twice, too many. */
const badLines: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(
    fc.oneof(
      fc.record({ productId: fc.oneof(fc.constant('p'), badString), quantity: fc.oneof(badNumber, fc.constant(1)) }),
      fc.record({ productId: fc.constant('p'), quantity: fc.constant(1), price: junkValue }),
      fc.record({ productId: junkValue, quantity: junkValue }),
      junkValue,
    ),
    { maxLength: 60 },
  ),
  fc
    .integer({ min: 51, max: 70 })
    .map((n) => Array.from({ length: n }, (_, i) => ({ productId: `p${i}`, quantity: 1 }))),
  fc.integer({ min: 2, max: 5 }).map((n) => Array.from({ length: n }, () => ({ productId: 'p', quantity: 1 }))),
  junkValue,
);

/** A valid body with one of its number fields sent as text that is not a plain decimal number ("1e3", " 12"). */
const numbersAsBadText = (template: Record<string, unknown>, fields: string[]): fc.Arbitrary<string> =>
  fc
    .record({ field: fc.constantFrom(...fields), text: notQuiteNumbers })
    .map(({ field, text }) => JSON.stringify({ ...template, [field]: text }));

/**
 * Quantity rules that are each well-formed and wrong together, or wrong in themselves: a pack size, a maximum and
 * a break table drawn from near the valid ranges and past them (the filter keeps what the schema refuses).
 */
const badRuleCombinations: fc.Arbitrary<string> = fc
  .record(
    {
      minimum: fc.integer({ min: -1, max: 60 }),
      increment: fc.oneof(fc.integer({ min: -1, max: 30 }), badNumber),
      maximum: fc.oneof(fc.integer({ min: -1, max: 200 }), badNumber),
      priceBreaks: fc.oneof(
        fc.array(
          fc.record({
            minQuantity: fc.oneof(fc.integer({ min: -1, max: 250 }), badNumber),
            price: fc.oneof(
              fc.integer({ min: -100, max: 1200 }).map((cents) => cents / 100),
              badNumber,
            ),
          }),
          { maxLength: 12 },
        ),
        junkValue,
      ),
    },
    { requiredKeys: ['minimum'] },
  )
  .map((rules) => JSON.stringify({ ...product, ...rules }));

/** The home page's content spoilt at its top, in its hero, in a counter or in a question. */
function badHomeContentText(): fc.Arbitrary<string> {
  const { hero, summary, faq } = DEFAULT_HOME_CONTENT;
  const json = (value: unknown) => JSON.stringify(value);
  return fc.oneof(
    badBodyText(DEFAULT_HOME_CONTENT),
    badBodyText(hero).map((text) => `{"hero":${text},"summary":${json(summary)},"faq":${json(faq)}}`),
    badBodyText(summary[0]!).map((text) => `{"hero":${json(hero)},"summary":[${text}],"faq":${json(faq)}}`),
    badBodyText(faq[0]!).map((text) => `{"hero":${json(hero)},"summary":${json(summary)},"faq":[${text}]}`),
  );
}

const fuzzCategory = 'fuzz-category';
/** A post and a revision of it, stored before the post calls; a good post body to spoil. */
const simplePage = { title: 'Fuzz terms', body: '<p>Terms.</p>', seoTitle: '', seoDescription: '' };
/** Page addresses the API refuses as slugs (so a well-formed page sent there is stored nowhere): what reaches the
 * API is the path before any `?` or `#`. */
const notASlug = () =>
  badId.filter((id) => !postSlugField.safeParse(decodeURIComponentSafe(id.split(/[?#]/)[0]!)).success);
const blogPost = { title: 'Fuzz post', excerpt: 'Short.', body: '<p>Hi</p>', tags: ['fuzz'], status: 'draft' };
const fuzzPost = { id: 'fuzz-post', slug: 'fuzz-post', revisionId: 'fuzz-revision' };
async function seedFuzzPost(): Promise<void> {
  const words = { title: 'Fuzz post', excerpt: '', body: '<p>Hi</p>', coverImage: '', tags: ['fuzz'], author: '' };
  const seo = { seoTitle: '', seoDescription: '' };
  const ref = testAdmin().db.collection(collections.posts).doc(fuzzPost.id);
  const at = new Date();
  await ref.set({
    ...words,
    ...seo,
    slug: fuzzPost.slug,
    status: 'draft',
    publishAt: null,
    visibleFrom: null,
    searchKeys: ['fuzz'],
    createdAt: at,
    updatedAt: at,
  });
  await ref
    .collection(POST_REVISIONS)
    .doc(fuzzPost.revisionId)
    .set({
      ...words,
      ...seo,
      slug: fuzzPost.slug,
      status: 'draft',
      by: { uid: 'fuzz', email: 'fuzz@toolshop.test' },
      at,
    });
  await testAdmin().db.collection(collections.postSlugs).doc(fuzzPost.slug).set({ postId: fuzzPost.id });
}
/** A product with every catalogue field; the category and the fitted tool do not exist. */
const catalogueProduct = {
  ...product,
  sku: 'FZ-SAW-1',
  category: 'fuzz-nowhere',
  specs: { voltage: 18, model: 'FZ1' },
  fits: ['fuzz-no-such-tool'],
  featured: false,
};
const catalogueEdit = {
  sku: 'FZ-SAW-2',
  category: 'fuzz-nowhere',
  specs: { discSize: 125 },
  fits: [],
  featured: false,
};
const specValue = fc.oneof(junkValue, fc.string({ maxLength: 60 }), fc.double());
/** Catalogue fields the schema accepts and the server must refuse: an unknown category or fitted product. */
const unknownReferences = fc
  .record({
    category: fc.stringMatching(/^fuzz-[a-z0-9]{1,12}$/),
    fits: fc.array(fc.stringMatching(/^fuzz-[A-Za-z0-9]{1,20}$/), { minLength: 1, maxLength: 3 }),
    which: fc.constantFrom('category', 'fits', 'both'),
  })
  .map(({ category, fits, which }) => ({
    ...(which !== 'fits' ? { category } : {}),
    ...(which !== 'category' ? { fits: [...new Set(fits)] } : {}),
  }));
const badCatalogueFields = fc.oneof(
  badBodyText(catalogueProduct),
  fc
    .record({ key: fc.constantFrom('sku', 'category', 'fits', 'featured', 'specs'), value: junkValue })
    .map(({ key, value }) => JSON.stringify({ ...catalogueProduct, [key]: value })),
  fc
    .dictionary(fc.string({ maxLength: 20 }), specValue, { minKeys: 1, maxKeys: 4 })
    .map((specs) => JSON.stringify({ ...catalogueProduct, specs })),
  fc.string({ maxLength: 50 }).map((sku) => JSON.stringify({ ...catalogueProduct, sku })),
);

/** Search parameters: one wrong or unknown, repeated parameters, or a cursor that was never given out. */
const searchValues = fc.oneof(badString, fc.string({ maxLength: 120 }), notQuiteNumbers, fc.constant(''));
const searchKeys = ['q', 'category', 'inStock', 'minPrice', 'maxPrice', 'sort', 'cursor', 'limit', 'voltage'];
const forgedCursor = fc.oneof(
  fc.json().map((json) => Buffer.from(json).toString('base64url')),
  fc
    .tuple(fc.integer({ min: -10, max: 200_000 }), fc.string({ maxLength: 14 }))
    .map((value) => Buffer.from(JSON.stringify(value)).toString('base64url')),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,200}$/),
);
const searchQuery: fc.Arbitrary<string> = fc
  .oneof(
    fc
      .dictionary(fc.oneof(fc.constantFrom(...searchKeys), fc.string({ maxLength: 12 })), searchValues, {
        minKeys: 1,
        maxKeys: 5,
      })
      .map((params) => new URLSearchParams(params).toString()),
    fc
      .tuple(fc.constantFrom(...searchKeys), searchValues, searchValues)
      .map(
        ([key, a, b]) =>
          `${encodeURIComponent(key)}=${encodeURIComponent(a)}&${encodeURIComponent(key)}=${encodeURIComponent(b)}`,
      ),
    fc
      .tuple(fc.constantFrom('q', 'category', 'minPrice', 'sort'), fc.string({ maxLength: 10 }))
      .map(([key, inner]) => `${key}[a]=${encodeURIComponent(inner)}`),
    forgedCursor.map((cursor) => `q=saw&cursor=${encodeURIComponent(cursor)}`),
  )
  .filter((query) => {
    // Keeps what the schema refuses, and the well-formed cursors no answer ever gave out.
    const params: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(query)) {
      const known = params[key];
      params[key] = known === undefined ? value : [...[known].flat(), value];
    }
    const read = catalogueSearchSchema.safeParse(params);
    return !read.success || read.data.cursor !== undefined;
  });

const calls: Call[] = [
  {
    name: 'POST /product (catalogue fields)',
    requests: () =>
      fc.oneof(
        post('/product', roles.admin.token, badCatalogueFields.filter(refusedBy(productRequestSchema))),
        post(
          '/product',
          roles.admin.token,
          unknownReferences.map((fields) => JSON.stringify({ ...product, sku: undefined, ...fields })),
        ),
      ),
  },
  {
    name: 'PATCH /product/{id} (catalogue fields)',
    requests: () =>
      fc.oneof(
        post(
          `/product/${productId}`,
          roles.admin.token,
          badBodyText(catalogueEdit).filter(refusedBy(productEditRequestSchema)),
          'PATCH',
        ),
        post(
          `/product/${productId}`,
          roles.admin.token,
          unknownReferences.map((f) => JSON.stringify(f)),
          'PATCH',
        ),
        post(`/product/${productId}`, roles.admin.token, fc.constant(JSON.stringify({ fits: [productId] })), 'PATCH'),
      ),
  },
  {
    name: 'PUT /categories/{slug}',
    requests: () =>
      fc.oneof(
        post(
          `/categories/${fuzzCategory}`,
          roles.admin.token,
          badBodyText({ name: 'Saws' }).filter(refusedBy(categoryEditSchema)),
          'PUT',
        ),
        badId
          .filter((slug) => !categorySlugField.safeParse(decodeURIComponentSafe(slug)).success)
          .map((slug) => ({
            method: 'PUT',
            path: `/categories/${slug}`,
            token: roles.admin.token,
            contentType: 'application/json',
            body: JSON.stringify({ name: 'Saws' }),
          })),
      ),
  },
  {
    name: 'DELETE /categories/{slug}',
    requests: () =>
      fc.oneof(
        unknownId().map((slug) => ({ method: 'DELETE', path: `/categories/${slug}`, token: roles.admin.token })),
        fc.constant({ method: 'DELETE', path: '/categories/saws', token: roles.admin.token }),
      ),
  },
  {
    name: 'POST /quick-order',
    requests: () =>
      fc.oneof(
        post(
          '/quick-order',
          roles.customer.token,
          badBodyText({ text: 'DD18-BL13 2' }).filter(refusedBy(quickOrderRequestSchema)),
        ),
        post(
          '/quick-order',
          roles.customer.token,
          fc
            .integer({ min: QUICK_ORDER_MAX_LINES + 1, max: QUICK_ORDER_MAX_LINES + 50 })
            .map((lines) => JSON.stringify({ text: Array.from({ length: lines }, (_, i) => `FZ-${i} 1`).join('\n') })),
        ),
      ),
  },
  {
    name: 'GET /search',
    requests: () => searchQuery.map((query) => ({ method: 'GET', path: `/search?${query}` })),
  },
  {
    name: 'POST /product',
    requests: () =>
      fc.oneof(
        post('/product', roles.admin.token, badBodyText(product).filter(refusedBy(productRequestSchema))),
        post('/product', roles.admin.token, numbersAsBadText(product, ['price', 'available', 'minimum'])),
        post('/product', roles.admin.token, badBodyText(ruledProduct).filter(refusedBy(productRequestSchema))),
        post('/product', roles.admin.token, numbersAsBadText(ruledProduct, ['increment', 'maximum'])),
        post('/product', roles.admin.token, badRuleCombinations.filter(refusedBy(productRequestSchema))),
      ),
  },
  {
    name: 'PATCH /product/{id}',
    requests: () =>
      fc.oneof(
        {
          weight: 8,
          arbitrary: post(
            `/product/${productId}`,
            roles.admin.token,
            badBodyText(productEdit).filter(refusedBy(productEditRequestSchema)),
            'PATCH',
          ),
        },
        {
          weight: 2,
          arbitrary: post(
            `/product/${productId}`,
            roles.admin.token,
            numbersAsBadText(productEdit, ['price', 'minimum']),
            'PATCH',
          ),
        },
        // The stock count, whatever else comes with it: only a stock adjustment changes it.
        {
          weight: 1,
          arbitrary: post(
            `/product/${productId}`,
            roles.admin.token,
            fc
              .record({ available: junkValue.map((v) => v ?? null), price: fc.constantFrom(undefined, 12) })
              .map((b) => JSON.stringify(b))
              .filter(refusedBy(productEditRequestSchema)),
            'PATCH',
          ),
        },
        // A well-formed edit of a product that does not exist.
        {
          weight: 1,
          arbitrary: unknownId().map((id) => ({
            method: 'PATCH',
            path: `/product/${id}`,
            token: roles.admin.token,
            contentType: 'application/json',
            body: JSON.stringify(productEdit),
          })),
        },
      ),
  },
  {
    name: 'POST /product/{id}/stock',
    requests: () =>
      fc.oneof(
        {
          weight: 8,
          arbitrary: post(
            `/product/${productId}/stock`,
            roles.admin.token,
            badBodyText(stockAdjustment).filter(refusedBy(stockAdjustmentRequestSchema)),
          ),
        },
        {
          weight: 2,
          arbitrary: post(
            `/product/${productId}/stock`,
            roles.admin.token,
            numbersAsBadText(stockAdjustment, ['delta']),
          ),
        },
        // Well-formed but impossible: more taken than the product holds, or a product that does not exist.
        {
          weight: 1,
          arbitrary: fc
            .record({
              delta: fc.integer({ min: -1_000_000, max: -1001 }),
              reason: fc.constantFrom('received', 'damaged', 'count correction'),
            })
            .map((body) => ({
              method: 'POST',
              path: `/product/${productId}/stock`,
              token: roles.admin.token,
              contentType: 'application/json',
              body: JSON.stringify(body),
            })),
        },
        {
          weight: 1,
          arbitrary: unknownId().map((id) => ({
            method: 'POST',
            path: `/product/${id}/stock`,
            token: roles.admin.token,
            contentType: 'application/json',
            body: JSON.stringify(stockAdjustment),
          })),
        },
      ),
  },
  {
    name: 'DELETE /product/{id}',
    requests: () => unknownId().map((id) => ({ method: 'DELETE', path: `/product/${id}`, token: roles.admin.token })),
  },
  {
    name: 'PUT /users?email=',
    requests: () =>
      fc.oneof(
        badEmailQuery(roles.other.email).map((query) => ({
          method: 'PUT',
          path: `/users${query}`,
          token: roles.customer.token,
          contentType: 'application/json',
          body: JSON.stringify({ email: roles.customer.email }),
        })),
        post(
          `/users?email=${encodeURIComponent(roles.customer.email)}`,
          roles.customer.token,
          badBodyText({ email: roles.customer.email }).filter(refusedBy(upsertUserSchema)),
          'PUT',
        ),
      ),
  },
  {
    name: 'PUT /user/{email}',
    requests: () =>
      fc.oneof(
        fc
          .record({
            email: badEmailPath,
            body: fc.oneof(fc.constant('{"roll":"admin"}'), badBodyText({ roll: 'admin' })),
          })
          .map(({ email, body }) => ({
            method: 'PUT',
            path: `/user/${email}`,
            token: roles.admin.token,
            contentType: 'application/json',
            body,
          })),
        post(
          `/user/${encodeURIComponent(roles.other.email)}`,
          roles.admin.token,
          badBodyText({ roll: 'admin' }).filter(refusedBy(setRoleSchema)),
          'PUT',
        ),
      ),
  },
  {
    name: 'POST /order',
    requests: () =>
      fc.oneof(
        {
          weight: 9,
          arbitrary: post(
            '/order',
            roles.customer.token,
            badBodyText({ productId, quantity: 1, ...orderForm }).filter(refusedBy(placeOrderSchema)),
          ),
        },
        {
          weight: 2,
          arbitrary: post(
            '/order',
            roles.customer.token,
            numbersAsBadText({ productId, quantity: 1, ...orderForm }, ['quantity']),
          ),
        },
        // Well-formed, and breaking the product's pack size or maximum per order.
        {
          weight: 2,
          arbitrary: fc
            .integer({ min: 6, max: 1000 })
            .filter((quantity) => quantity % ruledProductDoc.increment !== 0 || quantity > ruledProductDoc.maximum)
            .map((quantity) => ({
              method: 'POST',
              path: '/order',
              token: roles.customer.token,
              contentType: 'application/json',
              body: JSON.stringify({ productId: ruledProductId, quantity, ...orderForm }),
            })),
        },
        // Well-formed but impossible: more than the stock, or a product that does not exist.
        {
          weight: 1,
          arbitrary: fc
            .oneof(
              fc.integer({ min: 1001, max: 1_000_000 }).map((quantity) => ({ productId, quantity, ...orderForm })),
              fc
                .stringMatching(/^[a-z0-9-]{1,30}$/)
                .filter((id) => !known.has(id))
                .map((id) => ({ productId: id, quantity: 1, ...orderForm })),
            )
            .map((body) => ({
              method: 'POST',
              path: '/order',
              token: roles.customer.token,
              contentType: 'application/json',
              body: JSON.stringify(body),
            })),
        },
      ),
  },
  {
    name: 'POST /api/checkout',
    requests: () => {
      const valid = { lines: [{ productId, quantity: 1 }], shippingAddress: address, mobile: '+44 113 496 0000' };
      const asRequest = (body: string) => ({
        method: 'POST',
        path: '/checkout',
        token: roles.customer.token,
        contentType: 'application/json',
        body,
      });
      return fc.oneof(
        {
          weight: 4,
          arbitrary: post('/checkout', roles.customer.token, badBodyText(valid).filter(refusedBy(checkoutSchema))),
        },
        {
          weight: 4,
          arbitrary: badLines
            .map((lines) =>
              checkoutText(JSON.parse(JSON.stringify(lines ?? null).replaceAll('"p"', JSON.stringify(productId)))),
            )
            .filter(refusedBy(checkoutSchema))
            .map(asRequest),
        },
        {
          weight: 3,
          arbitrary: badBodyText(address)
            .map((text) => checkoutText(valid.lines, text))
            .filter(refusedBy(checkoutSchema))
            .map(asRequest),
        },
        // Well-formed and impossible, all-or-nothing: a good line beside one over the stock, one breaking the pack
        // size or maximum, or one of a product that does not exist (409, nothing reserved).
        {
          weight: 2,
          arbitrary: fc
            .oneof(
              fc.integer({ min: 1001, max: 100_000 }).map((quantity) => ({ productId, quantity })),
              fc
                .integer({ min: 6, max: 1000 })
                .filter((quantity) => quantity % ruledProductDoc.increment !== 0 || quantity > ruledProductDoc.maximum)
                .map((quantity) => ({ productId: ruledProductId, quantity })),
              fc
                .stringMatching(/^[a-z0-9-]{1,30}$/)
                .filter((id) => !known.has(id) && id !== productId)
                .map((id) => ({ productId: id, quantity: 1 })),
            )
            .map((line) =>
              asRequest(checkoutText(line.productId === productId ? [line] : [{ productId, quantity: 1 }, line])),
            ),
        },
      );
    },
  },
  {
    name: 'POST /api/addresses',
    requests: () =>
      fc.oneof(
        post(
          '/addresses',
          roles.customer.token,
          badBodyText({ ...address, isDefault: true }).filter(refusedBy(addressBookEntrySchema)),
        ),
        // A well-formed change of an address that does not exist (404), or a bad one (400).
        fc
          .record({ id: unknownId(), body: fc.oneof(fc.constant(JSON.stringify(address)), badBodyText(address)) })
          .map(({ id, body }) => ({
            method: 'PUT',
            path: `/addresses/${id}`,
            token: roles.customer.token,
            contentType: 'application/json',
            body,
          })),
        unknownId().map((id) => ({ method: 'DELETE', path: `/addresses/${id}`, token: roles.customer.token })),
      ),
  },
  {
    name: 'PUT /api/shipping/zones/{id}',
    requests: () =>
      fc.oneof(
        {
          weight: 8,
          arbitrary: post(
            '/shipping/zones/fuzz-zone',
            roles.admin.token,
            badBodyText(zone).filter(refusedBy(shippingZoneSchema)),
            'PUT',
          ),
        },
        // Well-formed and refused across zones: a country the seeded United States zone already serves (400).
        {
          weight: 1,
          arbitrary: fc
            .subarray(['US', 'AQ', 'BV'], { minLength: 1 })
            .filter((countries) => countries.includes('US'))
            .map((countries) => ({
              method: 'PUT',
              path: '/shipping/zones/fuzz-zone',
              token: roles.admin.token,
              contentType: 'application/json',
              body: JSON.stringify({ ...zone, countries }),
            })),
        },
        {
          weight: 1,
          arbitrary: unknownId().map((id) => ({
            method: 'DELETE',
            path: `/shipping/zones/${id}`,
            token: roles.admin.token,
          })),
        },
      ),
  },
  {
    name: 'POST /api/checkout/quote',
    requests: () => {
      const valid = { lines: [{ productId, quantity: 1 }], shippingAddress: address };
      return post('/checkout/quote', roles.customer.token, badBodyText(valid).filter(refusedBy(checkoutQuoteSchema)));
    },
  },
  {
    name: 'PUT /api/settings/business',
    requests: () =>
      post(
        '/settings/business',
        roles.admin.token,
        badBodyText(business).filter(refusedBy(businessDetailsSchema)),
        'PUT',
      ),
  },
  {
    name: 'PUT /api/content/home',
    requests: () =>
      post('/content/home', roles.admin.token, badHomeContentText().filter(refusedBy(homeContentSchema)), 'PUT'),
  },
  {
    name: 'POST /posts',
    requests: () =>
      fc.oneof(
        {
          weight: 8,
          arbitrary: post('/posts', roles.admin.token, badBodyText(blogPost).filter(refusedBy(postCreateSchema))),
        },
        // Well-formed and refused: the fuzz post's slug (409), a cover the image store never issued (400).
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(
              JSON.stringify({ ...blogPost, slug: fuzzPost.slug }),
              JSON.stringify({ ...blogPost, coverImage: '/api/images/00000000-0000-0000-0000-000000000000.png' }),
              JSON.stringify({ ...blogPost, coverImage: 'https://tracker.test/cover.png' }),
            )
            .map((body) => ({
              method: 'POST',
              path: '/posts',
              token: roles.admin.token,
              contentType: 'application/json',
              body,
            })),
        },
      ),
  },
  {
    name: 'PATCH /posts/{id}',
    requests: () =>
      fc.oneof(
        post(
          `/posts/${fuzzPost.id}`,
          roles.admin.token,
          badBodyText(blogPost).filter(refusedBy(postPatchSchema)),
          'PATCH',
        ),
        unknownId().map((id) => ({
          method: 'PATCH',
          path: `/posts/${id}`,
          token: roles.admin.token,
          contentType: 'application/json',
          body: JSON.stringify({ title: 'Renamed' }),
        })),
      ),
  },
  {
    name: 'DELETE /posts/{id}',
    requests: () => unknownId().map((id) => ({ method: 'DELETE', path: `/posts/${id}`, token: roles.admin.token })),
  },
  {
    name: 'POST /posts/{id}/revisions/{revisionId}/restore',
    requests: () =>
      fc.oneof(
        // The fuzz post's own revision: any field at all is refused and the post stays as it is.
        post(
          `/posts/${fuzzPost.id}/revisions/${fuzzPost.revisionId}/restore`,
          roles.admin.token,
          badBodyText({ status: 'draft' }).filter((text) => text !== '' && refusedBy(noFieldsSchema)(text)),
        ),
        fc.tuple(unknownId(), fc.boolean()).map(([id, ofPost]) => ({
          method: 'POST',
          path: ofPost
            ? `/posts/${fuzzPost.id}/revisions/${id}/restore`
            : `/posts/${id}/revisions/${fuzzPost.revisionId}/restore`,
          token: roles.admin.token,
        })),
      ),
  },
  {
    name: 'PUT /pages/{slug}',
    requests: () =>
      fc.oneof(
        post('/pages/fuzz-page', roles.admin.token, badBodyText(simplePage).filter(refusedBy(simplePageSchema)), 'PUT'),
        // A well-formed page at an address that is not a slug.
        notASlug().map((slug) => ({
          method: 'PUT',
          path: `/pages/${slug}`,
          token: roles.admin.token,
          contentType: 'application/json',
          body: JSON.stringify(simplePage),
        })),
      ),
  },
  {
    name: 'DELETE /pages/{slug}',
    requests: () =>
      fc
        .oneof(unknownId(), fc.constant('portfolio'))
        .map((slug) => ({ method: 'DELETE', path: `/pages/${slug}`, token: roles.admin.token })),
  },
  {
    name: 'DELETE /order/{id}',
    requests: () => unknownId().map((id) => ({ method: 'DELETE', path: `/order/${id}`, token: roles.customer.token })),
  },
  {
    name: 'PUT /order/{id}',
    requests: () =>
      fc.oneof(
        fc
          .record({
            id: unknownId(),
            body: fc.oneof(fc.constant('{"status":"success"}'), badBodyText({ status: 'success' })),
          })
          .map(({ id, body }) => ({
            method: 'PUT',
            path: `/order/${id}`,
            token: roles.admin.token,
            contentType: 'application/json',
            body,
          })),
        // The order is pending: anything but a confirm must leave it so (a made-up payment report included).
        post(
          `/order/${pendingOrderId}`,
          roles.admin.token,
          badBodyText({ status: 'pending', transactionId: 'pi_test_x' }).filter(
            (text) => refusedBy(updateOrderSchema)(text) || JSON.parse(text).status !== 'success',
          ),
          'PUT',
        ),
      ),
  },
  {
    name: 'POST /contact',
    requests: () => post('/contact', undefined, badBodyText(contact).filter(refusedBy(contactSchema))),
  },
  {
    name: 'POST /review',
    requests: () =>
      fc.oneof(
        post('/review', roles.customer.token, badBodyText(review).filter(refusedBy(reviewRequestSchema))),
        post('/review', roles.customer.token, numbersAsBadText(review, ['rating'])),
      ),
  },
  {
    name: 'PATCH /review/{id}',
    requests: () =>
      fc.oneof(
        fc
          .record({ id: unknownId(), body: fc.oneof(fc.constant('{"hidden":true}'), badBodyText({ hidden: true })) })
          .map(({ id, body }) => ({
            method: 'PATCH',
            path: `/review/${id}`,
            token: roles.admin.token,
            contentType: 'application/json',
            body,
          })),
        post(
          `/review/${reviewId}`,
          roles.admin.token,
          badBodyText({ hidden: true }).filter(refusedBy(reviewVisibilitySchema)),
          'PATCH',
        ),
      ),
  },
  {
    name: 'DELETE /review/{id}',
    requests: () => unknownId().map((id) => ({ method: 'DELETE', path: `/review/${id}`, token: roles.admin.token })),
  },
  {
    name: 'POST /contact/{id}/handled',
    requests: () =>
      fc.oneof(
        fc
          .record({ id: unknownId(), body: fc.oneof(fc.constant('{}'), badBodyText({ handled: true })) })
          .map(({ id, body }) => ({
            method: 'POST',
            path: `/contact/${id}/handled`,
            token: roles.admin.token,
            contentType: 'application/json',
            body,
          })),
        // The message exists: any field at all is refused and it stays unhandled (an empty body is the call
        // itself, not bad input).
        post(
          `/contact/${contactMessageId}/handled`,
          roles.admin.token,
          badBodyText({ handled: true }).filter((text) => text !== '' && refusedBy(noFieldsSchema)(text)),
        ),
      ),
  },
  {
    name: 'PUT /profileinformation?email=',
    requests: () =>
      fc.oneof(
        badEmailQuery(roles.other.email).map((query) => ({
          method: 'PUT',
          path: `/profileinformation${query}`,
          token: roles.customer.token,
          contentType: 'application/json',
          body: JSON.stringify(profile),
        })),
        post(
          `/profileinformation?email=${encodeURIComponent(roles.customer.email)}`,
          roles.customer.token,
          badBodyText(profile).filter(refusedBy(profileRequestSchema)),
          'PUT',
        ),
      ),
  },
  {
    name: 'POST /create-payment-intent',
    requests: () =>
      fc.oneof(
        // An unknown order (404) or a body the schema refuses.
        post(
          '/create-payment-intent',
          roles.customer.token,
          badBodyText({ orderId: 'no-such-order-fuzz', amount: 1 }).filter(
            (text) => refusedBy(createPaymentIntentSchema)(text) || JSON.parse(text).orderId !== undefined,
          ),
        ),
        // SPEC §7's { price } form with a price no card can carry or that is no price at all.
        post(
          '/create-payment-intent',
          roles.customer.token,
          badBodyText({ price: 59.97 }).filter(refusedBy(createPaymentIntentSchema)),
        ),
        post('/create-payment-intent', roles.customer.token, numbersAsBadText({ price: 59.97 }, ['price'])),
      ),
  },
  {
    name: 'POST /payments/test/confirm',
    requests: () =>
      post(
        '/payments/test/confirm',
        undefined,
        badBodyText({ clientSecret: 'pi_test_nope_secret_x', card }).filter(
          (t) =>
            refusedBy(testConfirmSchema)(t) ||
            !String(JSON.parse(t).clientSecret).startsWith(`pi_test_${pendingOrderId}`),
        ),
      ),
  },
  {
    name: 'POST /stripe/webhook',
    requests: () =>
      fc
        .record({
          body: fc.oneof(
            badBodyText({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } }),
            badString,
          ),
          signature: fc.oneof(badString, fc.constant('t=1,v1=00')),
        })
        .map(({ body, signature }) => ({
          method: 'POST',
          path: '/stripe/webhook',
          contentType: 'application/json',
          body,
          headers: { 'stripe-signature': signature.replace(/[^\x20-\x7e]/g, '') },
        })),
  },
  {
    name: 'POST /images',
    requests: () => fc.oneof({ weight: 4, arbitrary: badUpload() }, { weight: 1, arbitrary: badMultipartText() }),
    // Uploads whose bytes start as an image are rate limited (60 an hour by default), each taking a transaction on
    // the uploader's counter: should generated bytes get that far, the fuzz spreads over several uploaders and lifts
    // the limit for the in-process app (the limit itself is rate-limit.test.ts's subject).
    tokens: () => uploaders.map((u) => u.token),
    inProcessEnv: { TOOLSHOP_RATE_LIMIT_UPLOADS: '1000000' },
    inFlight: 16,
    beforeHosting: () =>
      Promise.all(
        uploaders.map((u) => testAdmin().db.collection(collections.rateLimits).doc(`${u.uid}_upload`).delete()),
      ).then(() => undefined),
  },
  // Trade accounts: an application from an account with no company, an admin's change of a pending company, and
  // a company admin's calls on its members (a valid one for an account that is already a member: 409).
  {
    name: 'POST /api/companies',
    requests: () =>
      fc.oneof(
        post(
          '/companies',
          roles.other.token,
          badBodyText(companyApplication).filter(refusedBy(companyApplicationSchema)),
        ),
        // VAT IDs of a member state's prefix and digits whose format or check digit is wrong (400).
        fc
          .tuple(
            fc.constantFrom('DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'PL', 'GB', 'EL'),
            fc.stringMatching(/^\d{8,12}$/),
          )
          .map(([prefix, digits]) => `${prefix}${digits}`)
          .filter((vatId) => vatIdCountry(vatId) === null)
          .map((vatId) => ({
            method: 'POST',
            path: '/companies',
            token: roles.other.token,
            contentType: 'application/json',
            body: JSON.stringify({ ...companyApplication, vatId }),
          })),
      ),
  },
  {
    name: 'PATCH /api/companies/{id}',
    requests: () =>
      fc.oneof(
        post(
          `/companies/${FUZZ_COMPANY_ID}`,
          roles.admin.token,
          badBodyText(companyChange).filter(refusedBy(companyUpdateSchema)),
          'PATCH',
        ),
        // Well-formed: a company that does not exist (404), a price for a product that does not (400).
        unknownId().map((id) => ({
          method: 'PATCH',
          path: `/companies/${id}`,
          token: roles.admin.token,
          contentType: 'application/json',
          body: JSON.stringify(companyChange),
        })),
        unknownId()
          .map(decodeURIComponentSafe)
          .filter((id) => /^[A-Za-z0-9_-]{1,128}$/.test(id))
          .map((id) => ({
            method: 'PATCH',
            path: `/companies/${FUZZ_COMPANY_ID}`,
            token: roles.admin.token,
            contentType: 'application/json',
            body: JSON.stringify({ priceList: { discountPercent: 5, prices: { [id]: 9.5 } } }),
          })),
        // Discounts by category: one for a category that does not exist (400), or ones that are no percentages.
        post(
          `/companies/${FUZZ_COMPANY_ID}`,
          roles.admin.token,
          fc
            .oneof(
              fc.stringMatching(/^fuzz-no-[a-z0-9]{1,12}$/).map((slug) => ({ [slug]: 5 })),
              fc.dictionary(fc.string({ maxLength: 20 }), junkValue, { minKeys: 1, maxKeys: 3 }),
            )
            .map((categoryDiscounts) => JSON.stringify({ priceList: { discountPercent: 5, categoryDiscounts } }))
            .filter((text) => text.includes('"fuzz-no-') || refusedBy(companyUpdateSchema)(text)),
          'PATCH',
        ),
      ),
  },
  {
    name: 'POST /api/companies/{id}/members',
    requests: () => {
      const members = `/companies/${FUZZ_COMPANY_ID}/members`;
      const memberAdd = { email: 'new-buyer@toolshop.test', role: 'buyer' };
      return fc.oneof(
        post(members, fuzzCompanyAdmin.token, badBodyText(memberAdd).filter(refusedBy(companyMemberAddSchema))),
        post(
          members,
          fuzzCompanyAdmin.token,
          fc.constant(JSON.stringify({ email: fuzzCompanyAdmin.email, role: 'buyer' })),
        ),
        fc
          .record({
            uid: fc.oneof(unknownId(), fc.constant(fuzzCompanyAdmin.uid)),
            body: badBodyText({ role: 'buyer' }),
          })
          .filter(({ body }) => refusedBy(companyMemberChangeSchema)(body))
          .map(({ uid, body }) => ({
            method: 'PATCH',
            path: `${members}/${uid}`,
            token: fuzzCompanyAdmin.token,
            contentType: 'application/json',
            body,
          })),
        unknownId().map((uid) => ({ method: 'DELETE', path: `${members}/${uid}`, token: fuzzCompanyAdmin.token })),
        // The last admin is never demoted or removed (409).
        post(`${members}/${fuzzCompanyAdmin.uid}`, fuzzCompanyAdmin.token, fc.constant('{"role":"buyer"}'), 'PATCH'),
        fc.constant({ method: 'DELETE', path: `${members}/${fuzzCompanyAdmin.uid}`, token: fuzzCompanyAdmin.token }),
      );
    },
  },
  {
    // A member's address calls reach the company's shared book (companyAddressBooks), which holds one entry: bad
    // bodies for a new or that entry (400), well-formed changes of entries the book does not hold (404).
    name: "POST|PUT|DELETE /api/addresses (a company's shared book)",
    requests: () => {
      const entry = `/addresses/${FUZZ_COMPANY_ADDRESS_ID}`;
      const token = fuzzCompanyAdmin.token;
      return fc.oneof(
        post(
          '/addresses',
          token,
          badBodyText({ ...address, isDefault: true }).filter(refusedBy(addressBookEntrySchema)),
        ),
        post(entry, token, badBodyText(address).filter(refusedBy(addressBookEntrySchema)), 'PUT'),
        unknownId().map((id) => ({
          method: 'PUT',
          path: `/addresses/${id}`,
          token,
          contentType: 'application/json',
          body: JSON.stringify(address),
        })),
        unknownId().map((id) => ({ method: 'DELETE', path: `/addresses/${id}`, token })),
      );
    },
  },
  // Returns: a customer's request (bad bodies; well-formed ones for an order not shipped, 409, or none, 404) and an
  // admin's steps on an approved return (bad bodies; well-formed ones the return's state refuses, 409, or none, 404).
  {
    name: 'POST /api/returns',
    requests: () =>
      fc.oneof(
        post('/returns', roles.customer.token, badBodyText(returnRequest()).filter(refusedBy(returnRequestSchema))),
        post('/returns', roles.customer.token, fc.constant(JSON.stringify(returnRequest()))),
        unknownId()
          .map(decodeURIComponentSafe)
          .filter((id) => /^[A-Za-z0-9_-]{1,128}$/.test(id))
          .map((orderId) => ({
            method: 'POST',
            path: '/returns',
            token: roles.customer.token,
            contentType: 'application/json',
            body: JSON.stringify({ ...returnRequest(), orderId }),
          })),
      ),
  },
  {
    name: 'POST /api/returns/{id}/{step}',
    requests: () => {
      // `spoilt`: the body the bad ones are made from (replace takes none: any field of one is refused).
      const step = (name: string, schema: z.ZodType, good: Record<string, unknown>, spoilt = good) =>
        fc.oneof(
          post(`/returns/${FUZZ_RETURN_ID}/${name}`, roles.admin.token, badBodyText(spoilt).filter(refusedBy(schema))),
          // Well-formed: a step the approved return may not take, or more than it holds (409).
          post(`/returns/${FUZZ_RETURN_ID}/${name}`, roles.admin.token, fc.constant(JSON.stringify(good))),
          unknownId().map((id) => ({
            method: 'POST',
            path: `/returns/${id}/${name}`,
            token: roles.admin.token,
            contentType: 'application/json',
            body: JSON.stringify(good),
          })),
        );
      return fc.oneof(
        step('approve', returnApproveSchema, { instructions: 'Send it back.' }),
        step('reject', returnRejectSchema, { reason: 'Used.' }),
        step('receive', returnReceiveSchema, {
          lines: [{ productId, quantity: 3, condition: 'resellable' }],
        }),
        step('refund', returnRefundSchema, { lines: [{ productId, quantity: 1 }], shipping: true }),
        step('replace', returnReplaceSchema, {}, { lines: [{ productId, quantity: 1 }] }),
      );
    },
  },
  // Pay on account: a buyer's checkout with a bad payment method or PO number (400), or on account for a company on
  // prepaid terms (409); an admin's payment received, malformed (400) or for an invoice that does not exist (404).
  {
    name: 'POST /api/checkout on account',
    requests: () => {
      const valid = {
        lines: [{ productId, quantity: 1 }],
        shippingAddress: address,
        mobile: '+44 113 496 0000',
        paymentMethod: 'account',
        poNumber: 'PO-1',
      };
      return fc.oneof(
        post('/checkout', fuzzCompanyAdmin.token, badBodyText(valid).filter(refusedBy(checkoutSchema))),
        fc.constant({
          method: 'POST',
          path: '/checkout',
          token: fuzzCompanyAdmin.token,
          contentType: 'application/json',
          body: JSON.stringify(valid),
        }),
      );
    },
  },
  // Approvals: a company admin's approve and reject, malformed (400: a bad id, a bad reason) or for an order that
  // does not exist (404) or is not one of its company's (403: the pending order is a consumer's).
  {
    name: 'POST /api/orders/{id}/approve and /reject',
    requests: () => {
      const reject = { reason: 'Over budget' };
      return fc.oneof(
        post(
          `/orders/${pendingOrderId}/reject`,
          fuzzCompanyAdmin.token,
          badBodyText(reject).filter(refusedBy(orderRejectSchema)),
        ),
        fc.constantFrom('approve', 'reject').chain((decision) =>
          unknownId().map((id) => ({
            method: 'POST',
            path: `/orders/${id}/${decision}`,
            token: fuzzCompanyAdmin.token,
            contentType: 'application/json',
            body: JSON.stringify(reject),
          })),
        ),
        fc.constantFrom('approve', 'reject').map((decision) => ({
          method: 'POST',
          path: `/orders/${pendingOrderId}/${decision}`,
          token: fuzzCompanyAdmin.token,
          contentType: 'application/json',
          body: JSON.stringify(reject),
        })),
      );
    },
  },
  {
    name: 'POST /api/invoices/{number}/payments',
    requests: () => {
      const payment = { amount: 10, reference: 'BACS 1', receivedAt: '2026-01-05' };
      return fc.oneof(
        post(
          '/invoices/INV-2026-999999/payments',
          roles.admin.token,
          badBodyText(payment).filter(refusedBy(invoicePaymentSchema)),
        ),
        unknownId().map((id) => ({
          method: 'POST',
          path: `/invoices/${id}/payments`,
          token: roles.admin.token,
          contentType: 'application/json',
          body: JSON.stringify(payment),
        })),
        post('/invoices/INV-2026-999999/payments', roles.customer.token, fc.constant(JSON.stringify(payment))),
      );
    },
  },
  // Shipping with serial numbers: bad bodies, and a well-formed one the paid (not confirmed) order refuses (400 for
  // serials of a product without a pattern, 409 without them).
  {
    name: 'POST /api/order/{id}/ship (serials)',
    requests: () => {
      const good = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', serials: { [productId]: ['FZ-00000001'] } };
      const { serials: _serials, ...plain } = good;
      return fc.oneof(
        post(`/order/${pendingOrderId}/ship`, roles.admin.token, badBodyText(good).filter(refusedBy(shipOrderSchema))),
        post(
          `/order/${pendingOrderId}/ship`,
          roles.admin.token,
          fc.constantFrom(JSON.stringify(good), JSON.stringify(plain)),
        ),
      );
    },
  },
  // Registrations: bad bodies, and well-formed ones the fuzz product refuses (it has no serial pattern: 400); an
  // admin's confirm and transfer on no registration (404) and with bad bodies.
  {
    name: 'POST /api/registrations',
    requests: () => {
      const good = {
        serial: 'FZ-00000001',
        productId,
        purchasedAt: '2026-01-05',
        receipt: '/products/angle-grinder-125.svg',
      };
      return fc.oneof(
        post('/registrations', roles.customer.token, badBodyText(good).filter(refusedBy(registrationRequestSchema))),
        post('/registrations', roles.customer.token, fc.constant(JSON.stringify(good))),
      );
    },
  },
  {
    name: 'POST /api/registrations/{id}/confirm|transfer',
    requests: () => {
      const good = { email: roles.other.email };
      return fc.oneof(
        post(
          '/registrations/FZ-00000001/transfer',
          roles.admin.token,
          badBodyText(good).filter(refusedBy(registrationTransferSchema)),
        ),
        unknownId().map((id) => ({ method: 'POST', path: `/registrations/${id}/confirm`, token: roles.admin.token })),
        unknownId().map((id) => ({
          method: 'POST',
          path: `/registrations/${id}/transfer`,
          token: roles.admin.token,
          contentType: 'application/json',
          body: JSON.stringify(good),
        })),
      );
    },
  },
  // Quotes: a buyer's request with bad bodies (a good one would be a new quote); an admin's edit, send and withdraw
  // of an accepted quote (bad bodies 400; well-formed ones 409) or of none (404); the thread's bad messages; the
  // customer's accept and decline of the accepted quote (bad bodies 400; well-formed ones 409).
  {
    name: 'POST /api/quotes',
    requests: () =>
      post(
        '/quotes',
        fuzzCompanyAdmin.token,
        badBodyText({ lines: [{ productId, quantity: 2 }], note: 'Fuzz' }).filter(refusedBy(quoteRequestSchema)),
      ),
  },
  {
    name: 'PATCH /api/quotes/{id}, /send, /withdraw',
    requests: () => {
      const good = { lines: [{ productId, quantity: 2, price: 9.5 }], shipping: 5, message: 'Fuzz' };
      return fc.oneof(
        post(
          `/quotes/${FUZZ_QUOTE_ID}`,
          roles.admin.token,
          badBodyText(good).filter(refusedBy(quoteUpdateSchema)),
          'PATCH',
        ),
        post(`/quotes/${FUZZ_QUOTE_ID}`, roles.admin.token, fc.constant(JSON.stringify(good)), 'PATCH'),
        fc.constantFrom('send', 'withdraw').map((move) => ({
          method: 'POST',
          path: `/quotes/${FUZZ_QUOTE_ID}/${move}`,
          token: roles.admin.token,
        })),
        fc.record({ id: unknownId(), move: fc.constantFrom('', '/send', '/withdraw') }).map(({ id, move }) => ({
          method: move ? 'POST' : 'PATCH',
          path: `/quotes/${id}${move}`,
          token: roles.admin.token,
          contentType: 'application/json',
          body: JSON.stringify(good),
        })),
      );
    },
  },
  {
    name: 'POST /api/quotes/{id}/messages',
    requests: () =>
      fc.oneof(
        post(
          `/quotes/${FUZZ_QUOTE_ID}/messages`,
          fuzzCompanyAdmin.token,
          badBodyText({ text: 'Fuzz' }).filter(refusedBy(quoteMessageSchema)),
        ),
        unknownId().map((id) => ({
          method: 'POST',
          path: `/quotes/${id}/messages`,
          token: fuzzCompanyAdmin.token,
          contentType: 'application/json',
          body: '{"text":"Fuzz"}',
        })),
        // Another customer's quote: 403.
        post(`/quotes/${FUZZ_QUOTE_ID}/messages`, roles.other.token, fc.constant('{"text":"Fuzz"}')),
      ),
  },
  {
    name: 'POST /api/quotes/{id}/accept, /decline',
    requests: () => {
      const good = { shippingAddress: address, mobile: '+44 113 496 0000', paymentMethod: 'card', poNumber: 'PO-1' };
      return fc.oneof(
        post(
          `/quotes/${FUZZ_QUOTE_ID}/accept`,
          fuzzCompanyAdmin.token,
          badBodyText(good).filter(refusedBy(quoteAcceptSchema)),
        ),
        post(`/quotes/${FUZZ_QUOTE_ID}/accept`, fuzzCompanyAdmin.token, fc.constant(JSON.stringify(good))),
        post(`/quotes/${FUZZ_QUOTE_ID}/accept`, roles.other.token, fc.constant(JSON.stringify(good))),
        fc.constant({ method: 'POST', path: `/quotes/${FUZZ_QUOTE_ID}/decline`, token: fuzzCompanyAdmin.token }),
        fc.record({ id: unknownId(), move: fc.constantFrom('accept', 'decline') }).map(({ id, move }) => ({
          method: 'POST',
          path: `/quotes/${id}/${move}`,
          token: fuzzCompanyAdmin.token,
          contentType: 'application/json',
          body: JSON.stringify(good),
        })),
      );
    },
  },
  // Warranty claims: bad bodies, and well-formed ones on no registration (404); an admin's decision with bad bodies,
  // on no claim (404) and on a claim decided already (409).
  {
    name: 'POST /api/claims',
    requests: () => {
      const good = {
        registrationId: 'FZ-NO-SUCH-TOOL',
        description: 'It stopped.',
        occurredAt: '2026-01-05',
        photos: ['/products/angle-grinder-125.svg'],
      };
      return fc.oneof(
        post('/claims', roles.customer.token, badBodyText(good).filter(refusedBy(claimRequestSchema))),
        post('/claims', roles.customer.token, fc.constant(JSON.stringify(good))),
      );
    },
  },
  {
    name: 'POST /api/claims/{id}/decide',
    requests: () => {
      const goods = [
        { decision: 'parts', parts: [productId] },
        { decision: 'repair', instructions: 'Send it in.' },
        { decision: 'reject', reason: 'Worn out.' },
        { decision: 'replace' },
      ];
      const decide = `/claims/${FUZZ_CLAIM_ID}/decide`;
      return fc.oneof(
        ...goods.map((good) => post(decide, roles.admin.token, badBodyText(good).filter(refusedBy(claimDecideSchema)))),
        post(decide, roles.admin.token, fc.constantFrom(...goods.map((good) => JSON.stringify(good)))),
        unknownId().map((id) => ({
          method: 'POST',
          path: `/claims/${id}/decide`,
          token: roles.admin.token,
          contentType: 'application/json',
          body: JSON.stringify(goods[3]),
        })),
      );
    },
  },
];

/** The claim the decisions are fuzzed on: decided already, so every well-formed decision is refused (409). */
const FUZZ_CLAIM_ID = 'fuzz-claim';

async function seedFuzzClaim(): Promise<void> {
  await testAdmin().db.collection(collections.claims).doc(FUZZ_CLAIM_ID).set({
    registrationId: 'FZ-00000001',
    productId,
    productName: 'Fuzz product',
    uid: roles.customer.uid,
    email: roles.customer.email,
    description: 'It stopped.',
    photos: [],
    occurredAt: '2026-01-05',
    warrantyEndsAt: '2028-01-05',
    status: 'decided',
    decision: 'repair',
    instructions: 'Send it in.',
    rejectReason: null,
    parts: [],
    orderId: null,
    decidedAt: new Date(),
    decidedBy: 'admin@example.com',
    createdAt: new Date(),
  });
}

/** The return the steps are fuzzed on: approved, two pieces of the fuzz product to come back. */
const FUZZ_RETURN_ID = 'fuzz-return';
const returnRequest = () => ({
  orderId: pendingOrderId,
  lines: [{ productId, quantity: 1 }],
  reason: 'wrong-item',
  comment: 'Fuzz',
  photos: ['/products/angle-grinder-125.svg'],
});

async function seedFuzzReturn(): Promise<void> {
  const at = new Date();
  await testAdmin()
    .db.collection(collections.returns)
    .doc(FUZZ_RETURN_ID)
    .set({
      number: 'R-999999',
      orderId: pendingOrderId,
      uid: roles.customer.uid,
      email: roles.customer.email,
      lines: [{ productId, productName: 'Fuzz product', picture: '/p.png', quantity: 2, unitPriceCents: 100 }],
      reason: 'wrong-item',
      comment: null,
      photos: [],
      status: 'approved',
      late: false,
      instructions: 'Send it back.',
      rejectReason: null,
      received: null,
      refund: null,
      replacementOrderId: null,
      timeline: [],
      createdAt: at,
      updatedAt: at,
    });
}

/** The quote the quote calls are fuzzed on: the fuzz company admin's, already accepted, so every move refuses it. */
const FUZZ_QUOTE_ID = 'fuzz-quote';

async function seedFuzzQuote(): Promise<void> {
  const at = new Date();
  await testAdmin()
    .db.collection(collections.quotes)
    .doc(FUZZ_QUOTE_ID)
    .set({
      number: 'Q-999999',
      uid: fuzzCompanyAdmin.uid,
      email: fuzzCompanyAdmin.email,
      name: 'Fuzz',
      companyId: FUZZ_COMPANY_ID,
      status: 'accepted',
      lines: [{ productId, productName: 'Fuzz product', quantity: 2, requestedPriceCents: 1000, priceCents: 950 }],
      note: null,
      shippingCents: null,
      validUntil: new Date(at.getTime() + 86_400_000),
      message: null,
      thread: [],
      orderId: pendingOrderId,
      orderNumber: 100001,
      acceptClaim: null,
      createdAt: at,
      updatedAt: at,
    });
}

/** The trade account the company calls are fuzzed on: approved, with one admin of its own. */
const FUZZ_COMPANY_ID = 'fuzz-company';
let fuzzCompanyAdmin: TestAccount;
const companyApplication = {
  name: 'Fuzz Trades',
  vatId: 'GB980780684',
  billingAddress: address,
  phone: '+44 113 496 0100',
  note: 'Fuzz',
};
const FUZZ_COMPANY_ADDRESS_ID = 'fuzz-company-site';
const companyChange = { status: 'suspended', creditLimit: 10, terms: { type: 'net', days: 30 } };

async function seedFuzzCompany(): Promise<TestAccount> {
  const companyAdmin = await createAccount();
  const { db } = testAdmin();
  await db
    .collection(collections.companies)
    .doc(FUZZ_COMPANY_ID)
    .set({
      ...companyApplication,
      nameLower: 'fuzz trades',
      status: 'approved',
      terms: { type: 'prepaid' },
      creditLimitCents: 0,
      priceList: { discountPercent: 0, pricesCents: {} },
      approvalLimitCents: null,
      applicant: { uid: companyAdmin.uid, email: companyAdmin.email },
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  await db
    .collection(collections.companyMembers)
    .doc(companyAdmin.uid)
    .set({ companyId: FUZZ_COMPANY_ID, role: 'admin', email: companyAdmin.email, joinedAt: new Date() });
  await db
    .collection(collections.companyAddressBooks)
    .doc(FUZZ_COMPANY_ID)
    .set({ entries: [{ ...address, id: FUZZ_COMPANY_ADDRESS_ID }], defaultId: FUZZ_COMPANY_ADDRESS_ID });
  return companyAdmin;
}

const IMAGE_SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
  [0x52, 0x49, 0x46, 0x46],
];
const looksLikeImage = (bytes: Uint8Array) => IMAGE_SIGNATURES.some((sig) => sig.every((b, i) => bytes[i] === b));

/** Multipart uploads of bytes that are not PNG, JPEG or WebP, under lying names, types and field names. */
function badUpload(): fc.Arbitrary<RawRequest> {
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 2048 }),
    fc
      .constantFrom(
        '<svg onload=alert(1)>',
        '<html><script>alert(1)</script>',
        'GIF89a',
        '%PDF-1.7',
        '\x89PNG',
        'RIFF0000WAVE',
      )
      .map((t) => new TextEncoder().encode(t)),
  );
  const fileName = fc.oneof(
    fc.constantFrom(
      'a.png',
      '../../etc/passwd.png',
      '..\\..\\x.jpg',
      '/abs/x.webp',
      'x.png\u0000.html',
      '.htaccess',
      '',
    ),
    badString,
  );
  const type = fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/webp',
    'text/html',
    'image/svg+xml',
    'application/octet-stream',
    '',
  );
  const field = fc.oneof(
    { weight: 4, arbitrary: fc.constant('image') },
    { weight: 1, arbitrary: fc.constantFrom('file', 'img', 'image[]', '__proto__') },
  );
  return fc
    .record({ bytes: bytes.filter((b) => !looksLikeImage(b)), fileName, type, field })
    .map(({ bytes, fileName, type, field }) => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
      return { method: 'POST', path: '/images', token: roles.customer.token, body: form };
    });
}

/** Bodies that claim to be multipart and are not: no boundary, a wrong one, JSON, nothing. */
function badMultipartText(): fc.Arbitrary<RawRequest> {
  return fc
    .record({
      contentType: fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'multipart/form-data; boundary=',
        'application/json',
        'image/png',
      ),
      body: fc.oneof(
        badString,
        junkValue.map((v) => JSON.stringify(v ?? null)),
        fc.constant(
          '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot an image\r\n--x--',
        ),
      ),
    })
    .map(({ contentType, body }) => ({
      method: 'POST',
      path: '/images',
      token: roles.customer.token,
      contentType,
      body,
    }));
}

/** TOOLSHOP_FUZZ_CALLS=catalogue,search: only the calls whose names hold one of these words (a quicker run). */
const onlyCalls = process.env.TOOLSHOP_FUZZ_CALLS?.split(',').filter(Boolean);
const fuzzedCalls = onlyCalls ? calls.filter((call) => onlyCalls.some((word) => call.name.includes(word))) : calls;

describe('generated bad input: a 4xx with a message, nothing changed', () => {
  it.each(fuzzedCalls)(
    '$name',
    async ({ name, requests, tokens, inProcessEnv, beforeHosting, inFlight }) => {
      const { after, ...figures } = await fuzzCall(name, requests(), inProcess.baseUrl, {
        tokens: tokens?.(),
        inProcessEnv,
        beforeHosting,
        inFlight,
        before: lastSnapshot,
      });
      lastSnapshot = after;
      results.push(figures);
      recordFigures('generated-input', name, figures);
      expect(figures.tried).toBeGreaterThanOrEqual(1000);
      expect(figures.failures, `seed ${figures.seed}`).toEqual([]);
      expect(figures.changes, `seed ${figures.seed}`).toEqual([]);
      expect(figures.hostingDisagreements, `seed ${figures.seed}`).toBe(0);
    },
    240_000,
  );

  it('left no polluted prototype behind: a customer is still refused admin calls', async () => {
    for (const path of ['/order', '/user'])
      expect((await sendRaw({ method: 'GET', path, token: roles.customer.token })).status, path).toBe(403);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
