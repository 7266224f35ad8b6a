import { beforeAll, describe, expect, it } from 'vitest';
import { collections, validationMessages as m } from '@toolshop/domain';
import { createAccount, signIn, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createRoles, type Roles } from './helpers/fixtures';

let roles: Roles;
beforeAll(async () => {
  roles = await createRoles();
});

const userDoc = async (uid: string) => (await testAdmin().db.collection(collections.users).doc(uid).get()).data();
const q = (email: string) => `?email=${encodeURIComponent(email)}`;

describe('PUT /users?email= (upsert on login)', () => {
  it('upserts the caller’s own user document, role mirrored from the claim', async () => {
    const { status, body } = await api('PUT', `/users${q(roles.customer.email)}`, { token: roles.customer.token, body: { email: roles.customer.email } });
    expect(status).toBe(200);
    expect(body).toEqual({ result: { acknowledged: true }, assessToken: expect.any(String) });
    expect(await userDoc(roles.customer.uid)).toMatchObject({ email: roles.customer.email, displayName: 'Casey Test', role: '' });

    await api('PUT', `/users${q(roles.admin.email)}`, { token: roles.admin.token, body: { email: roles.admin.email } });
    expect(await userDoc(roles.admin.uid)).toMatchObject({ role: 'admin' });
  });

  it('refuses a client-sent role and someone else’s email', async () => {
    const forged = await api('PUT', `/users${q(roles.other.email)}`, { token: roles.other.token, body: { email: roles.other.email, role: 'admin' } });
    expect(forged.status).toBe(400);
    expect(forged.body.errors).toEqual({ role: m.unknownField });
    const foreign = await api('PUT', `/users${q(roles.customer.email)}`, { token: roles.other.token, body: { email: roles.customer.email } });
    expect(foreign.status).toBe(403);
    expect(await userDoc(roles.other.uid)).toBeUndefined();
  });
});

describe('GET /users?email= and GET /user', () => {
  it('answers the user with the admin flag', async () => {
    expect((await api('GET', `/users${q(roles.customer.email)}`, { token: roles.customer.token })).body).toEqual({
      _id: roles.customer.uid,
      email: roles.customer.email,
      displayName: 'Casey Test',
      roll: '',
      admin: false,
    });
    expect((await api('GET', `/users${q(roles.admin.email)}`, { token: roles.admin.token })).body).toMatchObject({ roll: 'admin', admin: true });
    expect((await api('GET', `/users${q('nobody-here@toolshop.test')}`, { token: roles.admin.token })).status).toBe(404);
  });

  it('lists every user (email, roll) for an admin', async () => {
    const { status, body } = await api<any[]>('GET', '/user', { token: roles.admin.token });
    expect(status).toBe(200);
    expect(body).toContainEqual({ _id: roles.admin.uid, email: roles.admin.email, displayName: 'Ada Admin', roll: 'admin' });
    expect(body.find((user) => user.email === 'admin@toolshop.test')).toMatchObject({ roll: 'admin' });
  });
});

describe('PUT /user/{email} (grant and remove admin)', () => {
  let target: TestAccount;
  beforeAll(async () => {
    target = await createAccount({ name: 'Tia Target' });
    await testAdmin().auth.setCustomUserClaims(target.uid, { tier: 'gold' });
  });

  it('grants the claim merged with the other claims and mirrors it; removal takes effect at once', async () => {
    const grant = await api('PUT', `/user/${encodeURIComponent(target.email)}`, { token: roles.admin.token, body: { roll: 'admin' } });
    expect(grant).toEqual({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
    expect((await testAdmin().auth.getUser(target.uid)).customClaims).toEqual({ tier: 'gold', admin: true });
    expect(await userDoc(target.uid)).toMatchObject({ email: target.email, role: 'admin', displayName: 'Tia Target' });

    const adminToken = await signIn(target.email, target.password);
    expect((await api('GET', '/user', { token: adminToken })).status).toBe(200);

    const revoke = await api('PUT', `/user/${encodeURIComponent(target.email)}`, { token: roles.admin.token, body: { roll: '' } });
    expect(revoke.status).toBe(200);
    expect((await testAdmin().auth.getUser(target.uid)).customClaims).toEqual({ tier: 'gold' });
    expect(await userDoc(target.uid)).toMatchObject({ role: '' });
    // The token still carries admin: true, but the account no longer does.
    expect((await api('GET', '/user', { token: adminToken })).status).toBe(403);
  });

  it('refuses roles other than admin or empty, and unknown accounts', async () => {
    const bad = await api('PUT', `/user/${encodeURIComponent(target.email)}`, { token: roles.admin.token, body: { roll: 'owner' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ roll: m.roleInvalid });
    expect((await api('PUT', `/user/${encodeURIComponent('nobody-here@toolshop.test')}`, { token: roles.admin.token, body: { roll: 'admin' } })).status).toBe(404);
    expect((await api('PUT', '/user/not-an-email', { token: roles.admin.token, body: { roll: 'admin' } })).status).toBe(400);
  });
});
