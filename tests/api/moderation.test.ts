// The back office's moderation calls: review hiding and deleting, the review quota and picture rule, the verified
// buyer flag, the Contact Us inbox, the audit log and the dashboard's figures. Each call x role, bad input (400,
// nothing changed) and the audit record each admin action leaves.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  apiMessages,
  collections,
  validationMessages as m,
  type AuditRecord,
  type ContactMessage,
  type ModeratedReview,
  type Page,
  type Review,
} from '@toolshop/domain';
import { rateLimitPolicy } from '../../functions/src/platform/rate-limit-config';
import { testAdmin } from '../support/admin';
import { api, type ApiResult } from '../support/api';
import { createProduct, createRoles, markPaid, placeOrder, tokenOf, type Role, type Roles } from './helpers/fixtures';
import { uploadedImageUrl } from './helpers/images';

let roles: Roles;
let picture: string;
let productId: string;

beforeAll(async () => {
  roles = await createRoles();
  picture = await uploadedImageUrl(roles.customer.token);
  productId = await createProduct({ available: 1000, minimum: 1 });
});

const { db } = testAdmin();
const as = (role: Role) => tokenOf(roles, role);
const reviewDoc = async (id: string) => (await db.collection(collections.reviews).doc(id).get()).data();
const publicReviews = async () => (await api<Review[]>('GET', '/review')).body;

/** A review stored as the API stores one (author: the customer). */
async function storedReview(fields: Record<string, unknown> = {}): Promise<string> {
  const ref = db.collection(collections.reviews).doc();
  await ref.set({
    uid: roles.customer.uid,
    displayName: 'Casey Test',
    picture,
    rating: 4,
    description: `Stored review ${ref.id}`,
    createdAt: new Date(),
    ...fields,
  });
  return ref.id;
}

/** A Contact Us message as POST /contact stores one (the route's own limit is contact.test.ts's subject). */
async function storedMessage(fields: Record<string, unknown> = {}): Promise<string> {
  const ref = db.collection(collections.contactMessages).doc();
  await ref.set({
    name: 'Ann Visitor',
    email: 'ann@example.com',
    phone: '+1 555 0100',
    message: `Do you ship to Norway? ${ref.id}`,
    createdAt: new Date(),
    ...fields,
  });
  return ref.id;
}

async function auditOf(targetId: string): Promise<AuditRecord[]> {
  const { status, body } = await api<Page<AuditRecord>>('GET', `/audit?target=${targetId}`, {
    token: roles.admin.token,
  });
  expect(status).toBe(200);
  return body.items;
}

interface Case {
  call: string;
  admin: number;
  request: (role: Role) => Promise<ApiResult>;
}

const cases: Case[] = [
  { call: 'GET /review/moderation', admin: 200, request: (r) => api('GET', '/review/moderation', { token: as(r) }) },
  {
    call: 'PATCH /review/{id}',
    admin: 200,
    request: async (r) => api('PATCH', `/review/${await storedReview()}`, { token: as(r), body: { hidden: true } }),
  },
  {
    call: 'DELETE /review/{id}',
    admin: 200,
    request: async (r) => api('DELETE', `/review/${await storedReview()}`, { token: as(r) }),
  },
  { call: 'GET /contact', admin: 200, request: (r) => api('GET', '/contact', { token: as(r) }) },
  {
    call: 'POST /contact/{id}/handled',
    admin: 200,
    request: async (r) => api('POST', `/contact/${await storedMessage()}/handled`, { token: as(r) }),
  },
  { call: 'GET /audit', admin: 200, request: (r) => api('GET', '/audit', { token: as(r) }) },
  { call: 'GET /dashboard', admin: 200, request: (r) => api('GET', '/dashboard', { token: as(r) }) },
];

describe('who may call the moderation calls', () => {
  it.each(cases)('$call: anonymous 401, customers 403, admin $admin', async ({ admin, request }) => {
    const statuses: Record<string, number> = {};
    for (const role of ['anonymous', 'customer', 'other', 'admin'] as const)
      statuses[role] = (await request(role)).status;
    expect(statuses).toEqual({ anonymous: 401, customer: 403, other: 403, admin });
  });

  it('a refused caller changes nothing: the review stays shown, the message unhandled, no audit record', async () => {
    const reviewId = await storedReview();
    const messageId = await storedMessage();
    for (const role of ['anonymous', 'customer'] as const) {
      await api('PATCH', `/review/${reviewId}`, { token: as(role), body: { hidden: true } });
      await api('DELETE', `/review/${reviewId}`, { token: as(role) });
      await api('POST', `/contact/${messageId}/handled`, { token: as(role) });
    }
    expect((await reviewDoc(reviewId))?.hidden).toBeUndefined();
    expect((await db.collection(collections.contactMessages).doc(messageId).get()).data()?.handledAt).toBeUndefined();
    expect(await auditOf(reviewId)).toEqual([]);
    expect(await auditOf(messageId)).toEqual([]);
  });
});

describe('hiding, showing and deleting reviews', () => {
  it('a hidden review leaves GET /review, stays in the moderation list, and comes back when shown', async () => {
    const id = await storedReview();
    expect((await publicReviews()).some((review) => review._id === id)).toBe(true);

    const hide = await api('PATCH', `/review/${id}`, { token: roles.admin.token, body: { hidden: true } });
    expect(hide).toEqual({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
    expect((await publicReviews()).some((review) => review._id === id)).toBe(false);
    const moderation = await api<Page<ModeratedReview>>('GET', '/review/moderation', { token: roles.admin.token });
    expect(moderation.body.items.find((review) => review._id === id)).toMatchObject({
      hidden: true,
      authorUid: roles.customer.uid,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // Hiding it again changes nothing and records nothing.
    expect((await api('PATCH', `/review/${id}`, { token: roles.admin.token, body: { hidden: true } })).body).toEqual({
      acknowledged: true,
      modifiedCount: 0,
    });

    await api('PATCH', `/review/${id}`, { token: roles.admin.token, body: { hidden: false } });
    expect((await publicReviews()).some((review) => review._id === id)).toBe(true);

    const records = await auditOf(id);
    expect(records.map((record) => record.action)).toEqual(['review.show', 'review.hide']);
    expect(records[1]).toMatchObject({
      actorEmail: roles.admin.email,
      actorUid: roles.admin.uid,
      targetCollection: 'reviews',
      targetId: id,
      before: { hidden: false },
      after: { hidden: true },
    });
  });

  it('a few hidden reviews never shorten the public list of the newest 100', async () => {
    const ids = await Promise.all(Array.from({ length: 3 }, () => storedReview({ hidden: true })));
    const list = await publicReviews();
    const total = (await db.collection(collections.reviews).count().get()).data().count;
    const hiddenCount = (await db.collection(collections.reviews).where('hidden', '==', true).count().get()).data()
      .count;
    expect(list).toHaveLength(Math.min(100, total - hiddenCount));
    expect(list.some((review) => ids.includes(review._id))).toBe(false);
  });

  it('deleting removes the review and records what it was', async () => {
    const id = await storedReview({ description: 'Spam spam spam' });
    expect(await api('DELETE', `/review/${id}`, { token: roles.admin.token })).toEqual({
      status: 200,
      body: { acknowledged: true, deletedCount: 1 },
    });
    expect(await reviewDoc(id)).toBeUndefined();
    expect((await api('DELETE', `/review/${id}`, { token: roles.admin.token })).status).toBe(404);
    const [record] = await auditOf(id);
    expect(record).toMatchObject({
      action: 'review.delete',
      actorEmail: roles.admin.email,
      before: { description: 'Spam spam spam', uid: roles.customer.uid },
      after: null,
    });
  });

  it('bad input is a 400 with its message and changes nothing; an unknown review is a 404', async () => {
    const id = await storedReview();
    const bad: [string, unknown, string][] = [
      [id, {}, m.hiddenRequired],
      [id, { hidden: 'yes' }, m.hiddenRequired],
      [id, { hidden: 1 }, m.hiddenRequired],
      [id, { hidden: true, rating: 1 }, m.unknownField],
      [id, [true], m.hiddenRequired],
      ['bad.id', { hidden: true }, 'Invalid id'],
      ['__x__', { hidden: true }, 'Invalid id'],
    ];
    for (const [target, body, message] of bad) {
      const answer = await api('PATCH', `/review/${target}`, { token: roles.admin.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await api('DELETE', '/review/bad.id', { token: roles.admin.token })).status).toBe(400);
    expect(
      await api('PATCH', `/review/no-such-${randomUUID()}`, { token: roles.admin.token, body: { hidden: true } }),
    ).toEqual({ status: 404, body: { message: apiMessages.reviewNotFound } });
    expect((await reviewDoc(id))?.hidden).toBeUndefined();
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('posting reviews', () => {
  it('refuses a picture this shop did not issue, with a clear message, and stores nothing', async () => {
    const before = (await db.collection(collections.reviews).count().get()).data().count;
    const outside = [
      'https://example.com/cat.png',
      'https://tracker.example/pixel.png?u=1',
      '/reviews/avatar-1.svg',
      '/api/images/00000000-0000-4000-8000-000000000000.png',
      `${picture.replace(/\.png$/, '.jpg')}`,
      `http://127.0.0.1:9199${picture}`,
    ];
    for (const url of outside) {
      const answer = await api('POST', '/review', {
        token: roles.other.token,
        body: { picture: url, rating: 5, description: 'My picture is elsewhere' },
      });
      expect(answer, url).toEqual({
        status: 400,
        body: { message: apiMessages.reviewPictureNotIssued, errors: { picture: apiMessages.reviewPictureNotIssued } },
      });
    }
    expect((await db.collection(collections.reviews).count().get()).data().count).toBe(before);
  });

  it('past the quota a review is 429 and nothing is stored; refused reviews use no quota', async () => {
    const { limit } = rateLimitPolicy('review');
    const counter = db.collection(collections.rateLimits).doc(`${roles.other.uid}_review`);
    await counter.set({ uid: roles.other.uid, action: 'review', windowStart: new Date(), count: limit - 1 });
    const description = `Quota review ${randomUUID()}`;
    const post = (body: Record<string, unknown>) => api('POST', '/review', { token: roles.other.token, body });

    expect((await post({ picture, rating: 9, description })).status).toBe(400);
    expect((await post({ picture: 'https://example.com/x.png', rating: 5, description })).status).toBe(400);
    expect((await post({ picture, rating: 5, description })).status).toBe(201);
    expect(await post({ picture, rating: 5, description })).toEqual({
      status: 429,
      body: { message: apiMessages.rateLimited },
    });
    const stored = await db.collection(collections.reviews).where('description', '==', description).get();
    expect(stored.size).toBe(1);
    expect((await counter.get()).data()?.count).toBe(limit);
  });

  it('with 3 left in the window, 6 parallel reviews store exactly 3; the others get 429', async () => {
    const { limit } = rateLimitPolicy('review');
    const author = roles.admin;
    const counter = db.collection(collections.rateLimits).doc(`${author.uid}_review`);
    await counter.set({ uid: author.uid, action: 'review', windowStart: new Date(), count: limit - 3 });
    const own = await uploadedImageUrl(author.token);
    const description = `Parallel review ${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api('POST', '/review', { token: author.token, body: { picture: own, rating: 5, description } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    const stored = await db.collection(collections.reviews).where('description', '==', description).get();
    expect(stored.size).toBe(3);
    expect((await counter.get()).data()?.count).toBe(limit);
  });
});

describe('the verified buyer flag', () => {
  it('is true for an author with a paid order, false without one or with only a refunded one', async () => {
    const [paidOrder, refundedOrder] = [
      await placeOrder(roles.customer.token, productId, 1),
      await placeOrder(roles.other.token, productId, 1),
    ];
    await markPaid(paidOrder);
    await markPaid(refundedOrder);
    await db.collection(collections.orders).doc(refundedOrder).update({ status: 'refunded' });
    // An unpaid order makes nobody a buyer either.
    await placeOrder(roles.admin.token, productId, 1);

    const byCustomer = await storedReview();
    const byOther = await storedReview({ uid: roles.other.uid });
    const byAdmin = await storedReview({ uid: roles.admin.uid });
    const list = await publicReviews();
    const flag = (id: string) => list.find((review) => review._id === id)?.verified;
    expect([flag(byCustomer), flag(byOther), flag(byAdmin)]).toEqual([true, false, false]);
  });
});

describe('the Contact Us inbox', () => {
  it('lists messages newest first; handling one names the admin and the time, a second time is 409', async () => {
    const older = await storedMessage({ createdAt: new Date(Date.now() - 60_000) });
    const newer = await storedMessage();
    const list = await api<Page<ContactMessage>>('GET', '/contact', { token: roles.admin.token });
    expect(list.status).toBe(200);
    const ids = list.body.items.map((message) => message._id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.body.items.find((message) => message._id === newer)).toMatchObject({
      name: 'Ann Visitor',
      email: 'ann@example.com',
      handledBy: null,
      handledAt: null,
    });

    expect(await api('POST', `/contact/${newer}/handled`, { token: roles.admin.token })).toEqual({
      status: 200,
      body: { acknowledged: true, modifiedCount: 1 },
    });
    const handled = (await api<Page<ContactMessage>>('GET', '/contact', { token: roles.admin.token })).body.items.find(
      (message) => message._id === newer,
    );
    expect(handled).toMatchObject({ handledBy: roles.admin.email, handledAt: expect.stringMatching(/^\d{4}-/) });

    expect(await api('POST', `/contact/${newer}/handled`, { token: roles.admin.token })).toEqual({
      status: 409,
      body: { message: apiMessages.contactAlreadyHandled },
    });
    const records = await auditOf(newer);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'contact.handled',
      actorEmail: roles.admin.email,
      targetCollection: 'contactMessages',
      before: { handledBy: null, handledAt: null },
      after: { handledBy: roles.admin.email, handledAt: handled?.handledAt },
    });
  });

  it('an unknown message is 404, a bad id or cursor 400, and nothing changes', async () => {
    expect(await api('POST', `/contact/no-such-${randomUUID()}/handled`, { token: roles.admin.token })).toEqual({
      status: 404,
      body: { message: apiMessages.contactMessageNotFound },
    });
    expect((await api('POST', '/contact/bad.id/handled', { token: roles.admin.token })).status).toBe(400);
    for (const query of ['?cursor=../x', '?cursor=no-such-message', '?page=2', '?cursor=a&cursor=b']) {
      const answer = await api('GET', `/contact${query}`, { token: roles.admin.token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toEqual(expect.any(String));
    }
  });
});

describe('the audit log', () => {
  it('pages newest first with a cursor, filtered by action, actor and target', async () => {
    const actor = `auditor-${randomUUID().slice(0, 8)}@toolshop.test`;
    const target = `target-${randomUUID().slice(0, 8)}`;
    const start = Date.now() - 3_600_000;
    const batch = db.batch();
    for (let i = 0; i < ADMIN_PAGE_SIZE + 5; i++) {
      batch.create(db.collection(collections.audit).doc(), {
        action: i % 2 ? 'review.hide' : 'review.show',
        actor: { uid: 'auditor-uid', email: actor },
        target: { collection: 'reviews', id: i === 7 ? target : `other-${i}` },
        before: null,
        after: null,
        at: new Date(start + i * 1000),
      });
    }
    await batch.commit();
    const read = async (query: string) => {
      const { status, body } = await api<Page<AuditRecord>>('GET', `/audit?${query}`, { token: roles.admin.token });
      expect(status, query).toBe(200);
      return body;
    };

    const first = await read(`actor=${encodeURIComponent(actor)}`);
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    const times = first.items.map((record) => record.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.items[0]?.at).toBe(new Date(start + (ADMIN_PAGE_SIZE + 4) * 1000).toISOString());
    const second = await read(`actor=${encodeURIComponent(actor)}&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(second.items.at(-1)?.at).toBe(new Date(start).toISOString());

    const hides = await read(`actor=${encodeURIComponent(actor.toUpperCase())}&action=review.hide`);
    expect(hides.items.every((record) => record.action === 'review.hide' && record.actorEmail === actor)).toBe(true);
    expect(hides.items).toHaveLength(15);
    const one = await read(`target=${target}&actor=${encodeURIComponent(actor)}`);
    expect(one.items.map((record) => record.targetId)).toEqual([target]);
  });

  it('bad filters are 400 with their messages', async () => {
    const cases: [string, string][] = [
      ['action=review.burn', m.auditActionInvalid],
      ['actor=not-an-email', m.emailInvalid],
      ['target=a/b', 'Invalid id'],
      ['cursor=__x__', m.cursorInvalid],
      [`cursor=no-such-${randomUUID()}`, m.cursorInvalid],
      ['who=me', m.unknownField],
    ];
    for (const [query, message] of cases) {
      const answer = await api('GET', `/audit?${query}`, { token: roles.admin.token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe(message);
    }
  });
});

describe("the dashboard's figures", () => {
  it('counts orders to confirm, to ship, unpaid reservations and low-stock products', async () => {
    const figures = async () => (await api('GET', '/dashboard', { token: roles.admin.token })).body;
    const before = await figures();
    expect(Object.keys(before).sort()).toEqual([
      'lowStockProducts',
      'ordersToConfirm',
      'ordersToShip',
      'unpaidReservations',
    ]);
    const toConfirm = await placeOrder(roles.customer.token, productId, 1);
    await markPaid(toConfirm);
    const toShip = await placeOrder(roles.customer.token, productId, 1);
    await markPaid(toShip);
    await db.collection(collections.orders).doc(toShip).update({ status: 'success' });
    await placeOrder(roles.customer.token, productId, 1);
    await createProduct({ available: 1, minimum: 5 });
    await createProduct({ available: 5, minimum: 5 });

    // The catalogue reaches the API through its listener: allow it a moment.
    await expect.poll(figures, { timeout: 15_000, interval: 250 }).toEqual({
      ordersToConfirm: before.ordersToConfirm + 1,
      ordersToShip: before.ordersToShip + 1,
      unpaidReservations: before.unpaidReservations + 1,
      lowStockProducts: before.lowStockProducts + 1,
    });
  });
});
