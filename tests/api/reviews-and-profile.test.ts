import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, collections, profileMessages, validationMessages as m } from '@toolshop/domain';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createAccount } from '../support/accounts';
import { createRoles, type Roles } from './helpers/fixtures';
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
    expect(stored).toMatchObject({ uid: roles.customer.uid, displayName: 'Casey Test', rating: 4, description });

    const list = await api<any[]>('GET', '/review');
    expect(list.status).toBe(200);
    expect(list.body[0]).toEqual({
      _id: body.insertedId,
      displayName: 'Casey Test',
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
