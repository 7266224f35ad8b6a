// Bad input is the caller's mistake: a 4xx with a message, never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, validationMessages as m } from '@toolshop/domain';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { shopUrl } from '../support/emulators';
import { createProduct, ordersOfProduct } from './helpers/fixtures';

let admin: TestAccount;
beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

describe('bad input', () => {
  it('malformed JSON is a 400', async () => {
    const productId = await createProduct();
    for (const body of ['{"productId": "x", "quantity": ', '[1, 2', 'null', '"text"']) {
      const response = await fetch(`${shopUrl}/api/order`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBe(400);
    }
    expect(await ordersOfProduct(productId)).toHaveLength(0);
  });

  it('a body that is not JSON at all is a 400', async () => {
    const response = await fetch(`${shopUrl}/api/product`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/plain' },
      body: 'name=x',
    });
    expect(response.status).toBe(400);
  });

  it('a JSON body over 64 KB is refused with 413 before anything is stored', async () => {
    const before = (await testAdmin().db.collection('products').count().get()).data().count;
    const huge = {
      name: 'Huge',
      price: 1,
      available: 1,
      minimum: 1,
      description: 'x'.repeat(70 * 1024),
      picture: '/p.png',
    };
    expect(await api('POST', '/product', { token: admin.token, body: huge })).toEqual({
      status: 413,
      body: { message: apiMessages.tooLarge },
    });
    expect((await testAdmin().db.collection('products').count().get()).data().count).toBe(before);
  });

  it("POST /product answers the spec's messages and refuses fields it does not know", async () => {
    const empty = await api('POST', '/product', { token: admin.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: m.productNameRequired,
      price: m.priceRequired,
      available: m.availableRequired,
      minimum: m.minimumRequired,
      description: m.descriptionRequired,
      picture: m.pictureRequired,
    });
    const forged = await api('POST', '/product', {
      token: admin.token,
      body: {
        name: 'Saw',
        price: 10,
        available: 1,
        minimum: 1,
        description: 'd',
        picture: '/p.png',
        priceCents: 1,
        _id: 'x',
      },
    });
    expect(forged.body.errors).toEqual({ priceCents: m.unknownField, _id: m.unknownField });
  });

  it('stores a product price in cents and answers it in dollars', async () => {
    const created = await api('POST', '/product', {
      token: admin.token,
      body: {
        name: 'Orbital Sander 300W',
        price: 59.99,
        available: 7,
        minimum: 1,
        description: 'Random orbital sander.',
        picture: '/products/angle-grinder-125.svg',
      },
    });
    expect(created.status).toBe(201);
    const stored = (await testAdmin().db.collection('products').doc(created.body.insertedId).get()).data();
    expect(stored).toMatchObject({ priceCents: 5999, available: 7 });
    expect((await api('GET', `/product/${created.body.insertedId}`)).body).toMatchObject({
      price: 59.99,
      name: 'Orbital Sander 300W',
    });
    expect(await api('DELETE', `/product/${created.body.insertedId}`, { token: admin.token })).toEqual({
      status: 200,
      body: { acknowledged: true, deletedCount: 1 },
    });
    expect((await api('GET', `/product/${created.body.insertedId}`)).status).toBe(404);
  });

  it('a missing or malformed email query, or a malformed id, is a 400', async () => {
    for (const path of [
      '/myOrder',
      '/myOrder?email=not-an-email',
      '/users?email=',
      '/profileinformation?email=a@b',
      '/order/bad%2Fid',
      '/myOrder?email=a@b.co&email=c@d.co',
    ]) {
      const { status, body } = await api('GET', path, { token: admin.token });
      expect(status, path).toBe(400);
      expect(body.message, path).toEqual(expect.any(String));
    }
  });
});
