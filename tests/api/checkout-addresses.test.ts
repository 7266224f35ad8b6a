// The address book at /api/addresses: the owner's alone (a stranger sees and changes only their own, a visitor
// nothing), at most 20 entries (409 beyond), the first saved is the default, exactly one default, bad input 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX, apiMessages, validationMessages as m } from '@toolshop/domain';
import { api } from '../support/api';
import { createAccount, type TestAccount } from '../support/accounts';
import { shippingAddress } from './helpers/checkout';

let owner: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  [owner, stranger] = await Promise.all([createAccount(), createAccount()]);
});

const book = async (account: TestAccount) => (await api('GET', '/addresses', { token: account.token })).body.items;
const add = (account: TestAccount, body: unknown) => api('POST', '/addresses', { token: account.token, body });

describe('/api/addresses', () => {
  it('the first saved is the default; marking another moves it; deleting the default passes it on', async () => {
    expect(await book(owner)).toEqual([]);
    const first = await add(owner, { ...shippingAddress, company: '' });
    expect(first).toEqual({ status: 201, body: { id: expect.any(String) } });
    const second = await add(owner, { ...shippingAddress, name: 'Second', region: 'West Yorkshire' });
    const { company: _company, ...withoutCompany } = shippingAddress;
    // An optional field left empty is no field at all.
    expect(await book(owner)).toEqual([
      { id: first.body.id, ...withoutCompany, isDefault: true },
      { id: second.body.id, ...shippingAddress, name: 'Second', region: 'West Yorkshire', isDefault: false },
    ]);

    const edit = await api('PUT', `/addresses/${second.body.id}`, {
      token: owner.token,
      body: { ...shippingAddress, name: 'Second edited', isDefault: true },
    });
    expect(edit).toEqual({ status: 200, body: { id: second.body.id } });
    expect(
      (await book(owner)).map((entry: { name: string; isDefault: boolean }) => [entry.name, entry.isDefault]),
    ).toEqual([
      ['Casey Test', false],
      ['Second edited', true],
    ]);

    expect((await api('DELETE', `/addresses/${second.body.id}`, { token: owner.token })).status).toBe(200);
    expect(await book(owner)).toEqual([expect.objectContaining({ id: first.body.id, isDefault: true })]);
  });

  it("a stranger neither sees nor changes the owner's addresses; a visitor is 401", async () => {
    const [entry] = await book(owner);
    expect(await book(stranger)).toEqual([]);
    const put = await api('PUT', `/addresses/${entry.id}`, { token: stranger.token, body: shippingAddress });
    expect(put).toMatchObject({ status: 404, body: { message: apiMessages.addressNotFound } });
    expect((await api('DELETE', `/addresses/${entry.id}`, { token: stranger.token })).status).toBe(404);
    expect(await book(owner)).toEqual([entry]);
    for (const [method, path] of [
      ['GET', '/addresses'],
      ['POST', '/addresses'],
      ['PUT', `/addresses/${entry.id}`],
      ['DELETE', `/addresses/${entry.id}`],
    ] as const)
      expect((await api(method, path, { body: method === 'GET' ? undefined : shippingAddress })).status).toBe(401);
  });

  it('an entry keeps its mobile number; editing without one (or with an empty one) drops it', async () => {
    const account = await createAccount();
    const saved = await add(account, { ...shippingAddress, mobile: ' +44 113 496 0000 ' });
    expect(saved.status).toBe(201);
    expect(await book(account)).toEqual([
      { id: saved.body.id, ...shippingAddress, mobile: '+44 113 496 0000', isDefault: true },
    ]);
    const edit = (body: unknown) => api('PUT', `/addresses/${saved.body.id}`, { token: account.token, body });
    expect((await edit({ ...shippingAddress, mobile: '+44 20 7946 0000' })).status).toBe(200);
    expect((await book(account))[0].mobile).toBe('+44 20 7946 0000');
    expect((await edit({ ...shippingAddress, mobile: '' })).status).toBe(200);
    expect((await book(account))[0]).not.toHaveProperty('mobile');
    expect(await edit({ ...shippingAddress, mobile: 'call me' })).toMatchObject({
      status: 400,
      body: { errors: { mobile: 'Please enter a valid mobile number' } },
    });
    expect((await book(account))[0]).not.toHaveProperty('mobile');
  });

  it('refuses bad input (400) and a 21st address (409), changing nothing', async () => {
    const account = await createAccount();
    for (const [body, message] of [
      [{ ...shippingAddress, country: 'ZZ' }, m.addressCountryInvalid],
      [{ ...shippingAddress, name: '' }, m.addressNameRequired],
      [{ ...shippingAddress, city: 'x'.repeat(81) }, m.textTooLong(80)],
      [{ ...shippingAddress, isDefault: 'yes' }, m.isDefaultInvalid],
      [{ ...shippingAddress, id: 'mine' }, m.unknownField],
    ] as const) {
      const answer = await add(account, body);
      expect(answer).toMatchObject({ status: 400, body: { message } });
    }
    expect(await book(account)).toEqual([]);
    for (let i = 0; i < ADDRESS_BOOK_MAX; i++)
      expect((await add(account, { ...shippingAddress, name: `N${i}` })).status).toBe(201);
    const full = await add(account, shippingAddress);
    expect(full).toEqual({ status: 409, body: { message: apiMessages.addressBookFull } });
    const entries = await book(account);
    expect(entries).toHaveLength(ADDRESS_BOOK_MAX);
    expect(entries.filter((entry: { isDefault: boolean }) => entry.isDefault)).toHaveLength(1);
    expect((await api('PUT', '/addresses/nope', { token: account.token, body: shippingAddress })).status).toBe(404);
  });
});
