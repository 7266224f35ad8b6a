// Every call of SPEC §7 (and POST /images) x every role: the status each one gets. Each role acts on fresh
// data of its own where a call changes something, so one role's success cannot hide another's refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@toolshop/domain';
import { api, type ApiResult } from '../support/api';
import {
  createProduct,
  createRoles,
  markPaid,
  orderDoc,
  orderForm,
  placeOrder,
  tokenOf,
  type Role,
  type Roles,
} from './helpers/fixtures';
import { makePng, uploadForm } from './helpers/images';

let roles: Roles;
let productId: string;
let customerOrderId: string;
let imageUrl: string;

beforeAll(async () => {
  roles = await createRoles();
  productId = await createProduct({ available: 1000, minimum: 1 });
  customerOrderId = await placeOrder(roles.customer.token, productId);
  const upload = await api('POST', '/images', {
    token: roles.customer.token,
    body: uploadForm(makePng(), 'a.png', 'image/png'),
  });
  imageUrl = upload.body.data.url;
});

const allRoles: Role[] = ['anonymous', 'customer', 'other', 'admin'];
const q = (email: string) => `?email=${encodeURIComponent(email)}`;
const newProduct = {
  name: 'Belt Sander 900W',
  price: 99.95,
  available: 12,
  minimum: 1,
  description: 'Belt sander for 75 x 533 mm belts.',
  picture: '/products/angle-grinder-125.svg',
};

interface Case {
  call: string;
  expected: Record<Role, number>;
  /** Makes the request as `role`, on data of its own when the call changes something. */
  request: (role: Role) => Promise<ApiResult>;
}

const as = (role: Role) => tokenOf(roles, role);

const cases: Case[] = [
  {
    call: 'GET /product',
    expected: { anonymous: 200, customer: 200, other: 200, admin: 200 },
    request: (r) => api('GET', '/product', { token: as(r) }),
  },
  {
    call: 'GET /product/{id}',
    expected: { anonymous: 200, customer: 200, other: 200, admin: 200 },
    request: (r) => api('GET', `/product/${productId}`, { token: as(r) }),
  },
  {
    call: 'POST /product',
    expected: { anonymous: 401, customer: 403, other: 403, admin: 201 },
    request: (r) => api('POST', '/product', { token: as(r), body: newProduct }),
  },
  {
    call: 'DELETE /product/{id}',
    expected: { anonymous: 401, customer: 403, other: 403, admin: 200 },
    request: async (r) => api('DELETE', `/product/${await createProduct()}`, { token: as(r) }),
  },
  {
    call: 'PATCH /product/{id}',
    expected: { anonymous: 401, customer: 403, other: 403, admin: 200 },
    request: async (r) => api('PATCH', `/product/${await createProduct()}`, { token: as(r), body: { price: 19.99 } }),
  },
  {
    call: 'POST /product/{id}/stock',
    expected: { anonymous: 401, customer: 403, other: 403, admin: 201 },
    request: (r) =>
      api('POST', `/product/${productId}/stock`, { token: as(r), body: { delta: 1, reason: 'received' } }),
  },
  {
    call: 'GET /product/{id}/stock',
    expected: { anonymous: 401, customer: 403, other: 403, admin: 200 },
    request: (r) => api('GET', `/product/${productId}/stock`, { token: as(r) }),
  },
  {
    call: 'PUT /users?email= (the customer’s)',
    expected: { anonymous: 401, customer: 200, other: 403, admin: 403 },
    request: (r) =>
      api('PUT', `/users${q(roles.customer.email)}`, { token: as(r), body: { email: roles.customer.email } }),
  },
  {
    call: 'GET /users?email= (the customer’s)',
    expected: { anonymous: 401, customer: 200, other: 403, admin: 200 },
    request: (r) => api('GET', `/users${q(roles.customer.email)}`, { token: as(r) }),
  },
  {
    call: 'GET /user',
    expected: { anonymous: 401, customer: 403, other: 403, admin: 200 },
    request: (r) => api('GET', '/user', { token: as(r) }),
  },
  {
    call: 'PUT /user/{email} (the other customer, roll empty)',
    expected: { anonymous: 401, customer: 403, other: 403, admin: 200 },
    request: (r) => api('PUT', `/user/${encodeURIComponent(roles.other.email)}`, { token: as(r), body: { roll: '' } }),
  },
  {
    call: 'POST /order',
    expected: { anonymous: 401, customer: 201, other: 201, admin: 201 },
    request: (r) => api('POST', '/order', { token: as(r), body: { productId, quantity: 1, ...orderForm } }),
  },
  {
    call: 'GET /order',
    expected: { anonymous: 401, customer: 403, other: 403, admin: 200 },
    request: (r) => api('GET', '/order', { token: as(r) }),
  },
  {
    call: 'GET /order/{id} (the customer’s)',
    expected: { anonymous: 401, customer: 200, other: 403, admin: 200 },
    request: (r) => api('GET', `/order/${customerOrderId}`, { token: as(r) }),
  },
  {
    call: 'GET /myOrder?email= (the customer’s)',
    expected: { anonymous: 401, customer: 200, other: 403, admin: 200 },
    request: (r) => api('GET', `/myOrder${q(roles.customer.email)}`, { token: as(r) }),
  },
  {
    call: 'DELETE /order/{id} (a fresh unpaid order of the customer)',
    expected: { anonymous: 401, customer: 200, other: 403, admin: 403 },
    request: async (r) =>
      api('DELETE', `/order/${await placeOrder(roles.customer.token, productId)}`, { token: as(r) }),
  },
  {
    call: 'PUT /order/{id} success (a fresh paid order of the customer)',
    expected: { anonymous: 401, customer: 403, other: 403, admin: 200 },
    request: async (r) => {
      const orderId = await placeOrder(roles.customer.token, productId);
      await markPaid(orderId);
      return api('PUT', `/order/${orderId}`, { token: as(r), body: { status: 'success' } });
    },
  },
  {
    call: 'POST /review',
    expected: { anonymous: 401, customer: 201, other: 201, admin: 201 },
    request: (r) =>
      api('POST', '/review', { token: as(r), body: { picture: imageUrl, rating: 5, description: `Review by ${r}` } }),
  },
  {
    call: 'GET /review',
    expected: { anonymous: 200, customer: 200, other: 200, admin: 200 },
    request: (r) => api('GET', '/review', { token: as(r) }),
  },
  {
    call: 'GET /profileinformation?email= (the customer’s)',
    expected: { anonymous: 401, customer: 200, other: 403, admin: 200 },
    request: (r) => api('GET', `/profileinformation${q(roles.customer.email)}`, { token: as(r) }),
  },
  {
    call: 'PUT /profileinformation?email= (the customer’s)',
    expected: { anonymous: 401, customer: 200, other: 403, admin: 403 },
    request: (r) =>
      api('PUT', `/profileinformation${q(roles.customer.email)}`, {
        token: as(r),
        body: { education: r, location: '', number: '', linkedin: '' },
      }),
  },
  {
    call: 'POST /images',
    expected: { anonymous: 401, customer: 200, other: 200, admin: 200 },
    request: (r) => api('POST', '/images', { token: as(r), body: uploadForm(makePng(), 'a.png', 'image/png') }),
  },
  {
    call: 'GET /images/{name}',
    expected: { anonymous: 200, customer: 200, other: 200, admin: 200 },
    request: (r) => api('GET', imageUrl.replace(/^\/api/, ''), { token: as(r) }),
  },
];

describe('who may call what', () => {
  it.each(cases)('$call', async ({ expected, request }) => {
    const actual: Partial<Record<Role, number>> = {};
    for (const role of allRoles) actual[role] = (await request(role)).status;
    expect(actual).toEqual(expected);
  });

  it('a payment report (PUT /order/{id} pending) needs a user, and a made-up one changes nothing', async () => {
    const orderId = await placeOrder(roles.customer.token, productId);
    const report = { status: 'pending', transactionId: 'pi_made_up' };
    expect((await api('PUT', `/order/${orderId}`, { body: report })).status).toBe(401);
    for (const role of ['customer', 'other', 'admin'] as const) {
      const { status } = await api('PUT', `/order/${orderId}`, { token: as(role), body: report });
      expect(status >= 400 && status < 500, `${role} got ${status}`).toBe(true);
    }
    expect((await orderDoc(orderId))?.status).toBe('unpaid');
  });

  it('a bad or expired token is a 401, never a guess at the user', async () => {
    for (const token of ['not-a-token', `${roles.customer.token}x`, 'eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4In0.']) {
      expect(await api('GET', `/myOrder${q(roles.customer.email)}`, { token })).toEqual({
        status: 401,
        body: { message: apiMessages.unauthenticated },
      });
    }
    const basic = await api('GET', '/order', { headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } });
    expect(basic.status).toBe(401);
  });
});

describe('unknown ids are 404', () => {
  it.each([
    ['GET', '/product/no-such-product', 'anonymous'],
    ['DELETE', '/product/no-such-product', 'admin'],
    ['GET', '/order/no-such-order', 'admin'],
    ['DELETE', '/order/no-such-order', 'customer'],
    ['PUT', '/order/no-such-order', 'admin', { status: 'success' }],
    ['GET', `/users${q('nobody-here@toolshop.test')}`, 'admin'],
    ['GET', `/myOrder${q('nobody-here@toolshop.test')}`, 'admin'],
    ['PUT', `/user/${encodeURIComponent('nobody-here@toolshop.test')}`, 'admin', { roll: 'admin' }],
    ['GET', '/images/00000000-0000-4000-8000-000000000000.png', 'anonymous'],
    ['GET', '/no-such-call', 'anonymous'],
  ] as const)('%s %s', async (method, path, role, body?: unknown) => {
    const { status, body: answer } = await api(method, path, { token: as(role), body });
    expect(status).toBe(404);
    expect(answer).toEqual({ message: expect.any(String) });
  });
});
