import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  collections,
  profileMessages,
  validationMessages as m,
  type ModeratedReview,
  type Page,
  type ProductReviews,
  type Review,
} from '@toolshop/domain';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createAccount } from '../support/accounts';
import { createProduct, createRoles, markPaid, placeOrder, type Roles } from './helpers/fixtures';
import { uploadedImageUrl } from './helpers/images';

let roles: Roles;
beforeAll(async () => {
  roles = await createRoles();
});

const q = (email: string) => `?email=${encodeURIComponent(email)}`;

describe('reviews', () => {
  it('stores a review with the author from the token and lists it first', async () => {
    const description = `Great saw, review ${Date.now()}`;
    const picture = await uploadedImageUrl(roles.customer.token);
    const { status, body } = await api('POST', '/review', {
      token: roles.customer.token,
      body: { picture, rating: 4, description },
    });
    expect(status).toBe(201);
    const stored = (await testAdmin().db.collection(collections.reviews).doc(body.insertedId).get()).data();
    // The author shows as the demo reviews do: first name and initial, never the full name.
    expect(stored).toMatchObject({ uid: roles.customer.uid, displayName: 'Casey T.', rating: 4, description });

    const list = await api<any[]>('GET', '/review');
    expect(list.status).toBe(200);
    expect(list.body[0]).toEqual({
      _id: body.insertedId,
      displayName: 'Casey T.',
      picture,
      rating: 4,
      description,
      verified: false,
    });
    expect(list.body.some((review) => review._id === 'review-1')).toBe(true);
  });

  it('refuses a forged author, a rating outside 1..5, long feedback and scriptable pictures', async () => {
    const before = (await api<any[]>('GET', '/review')).body.length;
    const cases = [
      [
        { picture: '/reviews/a.png', rating: 5, description: 'ok', uid: roles.other.uid, displayName: 'Someone' },
        { uid: m.unknownField, displayName: m.unknownField },
      ],
      [{ picture: '/reviews/a.png', rating: 6, description: 'ok' }, { rating: m.ratingRange }],
      [{ picture: '/reviews/a.png', rating: '6', description: 'ok' }, { rating: m.ratingRange }],
      [{ picture: '/reviews/a.png', rating: 'five', description: 'ok' }, { rating: m.ratingRange }],
      [{ picture: '/reviews/a.png', rating: '4.5', description: 'ok' }, { rating: m.ratingRange }],
      [{ picture: '/reviews/a.png', rating: 5, description: 'x'.repeat(521) }, { description: m.feedbackTooLong }],
      [{ picture: 'javascript:alert(1)', rating: 5, description: 'ok' }, { picture: m.pictureInvalid }],
    ] as const;
    for (const [body, errors] of cases) {
      const answer = await api('POST', '/review', { token: roles.customer.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
    expect((await api<any[]>('GET', '/review')).body.length).toBe(before);
  });
});

describe('reviews about a product', () => {
  const productReviews = async (id: string) => (await api<ProductReviews>('GET', `/product/${id}/reviews`)).body;
  const review = async (token: string, body: Record<string, unknown>) =>
    api('POST', '/review', {
      token,
      body: { picture: await uploadedImageUrl(token), rating: 5, description: `Review ${Date.now()}`, ...body },
    });

  it('names its product; the product lists it with the count and average; the home list keeps it', async () => {
    const productId = await createProduct({ available: 100, minimum: 1 });
    const [ann, ben] = await Promise.all([createAccount({ name: 'Ann Buyer' }), createAccount({ name: 'Ben' })]);
    expect(await productReviews(productId)).toEqual({ items: [], count: 0, average: null });
    const first = await review(ann.token, { productId, rating: 5, description: 'Cuts clean.' });
    expect(first.status).toBe(201);
    const second = await review(ben.token, { productId, rating: '4', description: 'Solid.' });
    expect(second.status).toBe(201);
    const stored = (await testAdmin().db.collection(collections.reviews).doc(first.body.insertedId).get()).data();
    expect(stored).toMatchObject({ productId, productName: `Test Jigsaw ${productId}`, displayName: 'Ann B.' });

    const answer = await productReviews(productId);
    expect(answer.count).toBe(2);
    expect(answer.average).toBe(4.5);
    expect(answer.items.map((item) => [item.displayName, item.rating, item.productId])).toEqual([
      ['Ben', 4, productId],
      ['Ann B.', 5, productId],
    ]);
    const home = (await api<Review[]>('GET', '/review')).body;
    expect(home.find((item) => item._id === first.body.insertedId)).toMatchObject({ productId, rating: 5 });

    // A hidden review leaves the product's list, its count and its average.
    const admin = await createAccount({ admin: true });
    const hide = await api('PATCH', `/review/${first.body.insertedId}`, { token: admin.token, body: { hidden: true } });
    expect(hide.status).toBe(200);
    expect(await productReviews(productId)).toMatchObject({ count: 1, average: 4 });
    // Moderation lists it, hidden, with the product it is about.
    const moderation = await api<Page<ModeratedReview>>('GET', '/review/moderation', { token: admin.token });
    expect(moderation.body.items.find((item) => item._id === first.body.insertedId)).toMatchObject({
      hidden: true,
      productId,
      productName: `Test Jigsaw ${productId}`,
    });
  });

  it('refuses a product that is not in the catalogue or a malformed id, storing nothing', async () => {
    const author = await createAccount({ name: 'Refused Author' });
    const unknown = await review(author.token, { productId: 'no-such-product-here' });
    expect(unknown).toMatchObject({
      status: 400,
      body: { errors: { productId: apiMessages.reviewProductNotFound } },
    });
    const malformed = await review(author.token, { productId: 'a/b' });
    expect(malformed).toMatchObject({ status: 400, body: { errors: { productId: 'Invalid id' } } });
    const stored = await testAdmin().db.collection(collections.reviews).where('uid', '==', author.uid).get();
    expect(stored.size).toBe(0);
    expect((await api('GET', '/product/no-such-product-here/reviews')).status).toBe(404);
  });

  it('"Verified buyer": the author paid for that product before reviewing it', async () => {
    const [drill, saw] = await Promise.all([
      createProduct({ available: 100, minimum: 1 }),
      createProduct({ available: 100, minimum: 1 }),
    ]);
    const [buyer, lateBuyer] = await Promise.all([createAccount({ name: 'Paid Buyer' }), createAccount()]);
    await markPaid(await placeOrder(buyer.token, drill, 1));
    const ofDrill = await review(buyer.token, { productId: drill });
    // The same buyer never bought the saw.
    const ofSaw = await review(buyer.token, { productId: saw });
    // Reviewing first and buying afterwards buys no badge.
    const beforeBuying = await review(lateBuyer.token, { productId: drill });
    await markPaid(await placeOrder(lateBuyer.token, drill, 1));

    const flags = new Map((await productReviews(drill)).items.map((item) => [item._id, item.verified]));
    expect([flags.get(ofDrill.body.insertedId), flags.get(beforeBuying.body.insertedId)]).toEqual([true, false]);
    expect((await productReviews(saw)).items.map((item) => [item._id, item.verified])).toEqual([
      [ofSaw.body.insertedId, false],
    ]);
  });
});

describe('profile information', () => {
  it('starts empty, saves the caller’s own profile with the account’s email, and reads it back', async () => {
    const path = `/profileinformation${q(roles.customer.email)}`;
    expect((await api('GET', path, { token: roles.customer.token })).body).toEqual({
      email: roles.customer.email,
      education: '',
      location: '',
      number: '',
      linkedin: '',
    });
    const profile = {
      education: 'BSc Mechanical Engineering',
      location: 'Leeds',
      number: '+44 113 496 0001',
      linkedin: 'https://linkedin.com/in/casey',
    };
    expect(await api('PUT', path, { token: roles.customer.token, body: profile })).toEqual({
      status: 200,
      body: { acknowledged: true, modifiedCount: 1 },
    });
    expect((await api('GET', path, { token: roles.customer.token })).body).toEqual({
      email: roles.customer.email,
      ...profile,
    });
    expect((await api('GET', path, { token: roles.admin.token })).body).toEqual({
      email: roles.customer.email,
      ...profile,
    });
  });

  it("accepts the caller's own email in the body, refuses someone else's (403) and any other field (400)", async () => {
    const path = `/profileinformation${q(roles.other.email)}`;
    const profile = { education: '', location: 'York', number: '', linkedin: '' };
    const stored = () => testAdmin().db.collection(collections.profiles).doc(roles.other.uid).get();
    const forged = await api('PUT', path, {
      token: roles.other.token,
      body: { email: roles.customer.email, ...profile },
    });
    expect(forged).toEqual({ status: 403, body: { message: apiMessages.foreignEmail } });
    const extra = await api('PUT', path, { token: roles.other.token, body: { ...profile, uid: roles.customer.uid } });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ uid: m.unknownField });
    expect((await stored()).exists).toBe(false);

    const own = await api('PUT', path, {
      token: roles.other.token,
      body: { email: roles.other.email.toUpperCase(), ...profile },
    });
    expect(own).toEqual({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
    // The account's email is stored, as the account spells it.
    expect((await stored()).data()).toMatchObject({ email: roles.other.email, location: 'York' });
  });

  it('refuses a LinkedIn that is not https and a number that is not a phone number (400), changing nothing', async () => {
    const path = `/profileinformation${q(roles.admin.email)}`;
    const stored = () => testAdmin().db.collection(collections.profiles).doc(roles.admin.uid).get();
    const good = {
      education: 'MSc',
      location: 'Hull',
      number: '+44 1482 000000',
      linkedin: 'https://linkedin.com/in/ada',
    };
    expect((await api('PUT', path, { token: roles.admin.token, body: good })).status).toBe(200);
    const before = await stored();
    for (const [bad, errors] of [
      [{ linkedin: 'javascript:alert(1)' }, { linkedin: profileMessages.linkedinInvalid }],
      [{ linkedin: 'http://linkedin.com/in/ada' }, { linkedin: profileMessages.linkedinInvalid }],
      [{ number: 'not a number' }, { number: profileMessages.numberInvalid }],
      [
        { number: 'x', linkedin: 'data:text/html,hi' },
        { number: profileMessages.numberInvalid, linkedin: profileMessages.linkedinInvalid },
      ],
    ] as const) {
      const answer = await api('PUT', path, {
        token: roles.admin.token,
        body: { email: roles.admin.email, ...good, ...bad },
      });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
    const after = await stored();
    expect(after.data()).toEqual(before.data());
    expect(after.updateTime!.isEqual(before.updateTime!)).toBe(true);
  });

  it('writes nothing for an unchanged profile (SPEC §7 body included) and says so with modifiedCount 0', async () => {
    const path = `/profileinformation${q(roles.admin.email)}`;
    const stored = () => testAdmin().db.collection(collections.profiles).doc(roles.admin.uid).get();
    const current = (await api('GET', path, { token: roles.admin.token })).body;
    const before = await stored();
    expect(await api('PUT', path, { token: roles.admin.token, body: current })).toEqual({
      status: 200,
      body: { acknowledged: true, modifiedCount: 0 },
    });
    expect((await stored()).updateTime!.isEqual(before.updateTime!)).toBe(true);
    // A profile never saved and sent empty is unchanged too: no document appears.
    const fresh = await createAccount();
    const empty = { education: '', location: '', number: '', linkedin: '' };
    expect(
      (await api('PUT', `/profileinformation${q(fresh.email)}`, { token: fresh.token, body: empty })).body,
    ).toEqual({ acknowledged: true, modifiedCount: 0 });
    expect((await testAdmin().db.collection(collections.profiles).doc(fresh.uid).get()).exists).toBe(false);
  });
});
