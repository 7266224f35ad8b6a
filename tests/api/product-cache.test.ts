// The catalogue cache of the function instance (functions/src/products/product-catalogue.ts, decision 7), seen
// through Hosting: other instances' writes (here: the Admin SDK directly) show within moments, the API's own
// writes at once, orders' stock changes at once, and no order is ever refused or priced on a stale copy.
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, validationMessages as m } from '@toolshop/domain';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { shopUrl } from '../support/emulators';
import {
  createProduct,
  createRoles,
  orderDoc,
  orderForm,
  placeOrder,
  productDoc,
  type Roles,
} from './helpers/fixtures';

let roles: Roles;
beforeAll(async () => {
  roles = await createRoles();
  await api('GET', '/product'); // the instance's listener is attached and has its first snapshot
});

const POLL = { interval: 25, timeout: 5_000 };
const listedIds = async () => (await api<{ _id: string }[]>('GET', '/product')).body.map((p) => p._id);
const availableOf = async (id: string) => (await api<{ available: number }>('GET', `/product/${id}`)).body.available;
const statusOf = async (id: string) => (await api('GET', `/product/${id}`)).status;

describe('catalogue reads served from the instance cache', () => {
  it("shows another instance's create, change and delete within moments", async () => {
    const id = await createProduct({ name: 'Cache Probe Bandsaw', available: 9 });
    await expect.poll(listedIds, POLL).toContain(id);
    await expect.poll(() => availableOf(id), POLL).toBe(9);

    await testAdmin().db.doc(`${collections.products}/${id}`).update({ available: 4 });
    await expect.poll(() => availableOf(id), POLL).toBe(4);

    await testAdmin().db.doc(`${collections.products}/${id}`).delete();
    await expect.poll(() => statusOf(id), POLL).toBe(404);
    expect(await listedIds()).not.toContain(id);
  });

  it('shows its own POST at once, and answers 404 at once after its own DELETE', async () => {
    const planer = {
      name: 'Cache Probe Planer',
      price: 149.5,
      available: 3,
      minimum: 1,
      description: 'Electric planer.',
      picture: '/products/angle-grinder-125.svg',
    };
    const created = await api('POST', '/product', { token: roles.admin.token, body: planer });
    expect(created.status).toBe(201);
    const id = created.body.insertedId as string;
    expect(await listedIds()).toContain(id);
    expect((await api('GET', `/product/${id}`)).body).toEqual({
      _id: id,
      ...planer,
      // The catalogue's fields, empty for a product added without them.
      sku: null,
      category: null,
      specs: {},
      fits: [],
      featured: false,
      // No warranty and no serial pattern unless given.
      warrantyMonths: 0,
      serialPattern: null,
    });

    expect((await api('DELETE', `/product/${id}`, { token: roles.admin.token })).status).toBe(200);
    expect(await statusOf(id)).toBe(404);
    expect(await listedIds()).not.toContain(id);
  });

  it('shows the stock an order took at once, and the stock a cancel gave back', async () => {
    const id = await createProduct({ available: 20, minimum: 2 });
    await expect.poll(() => availableOf(id), POLL).toBe(20);
    const orderId = await placeOrder(roles.customer.token, id, 5);
    expect(await availableOf(id)).toBe(15);
    expect((await api('DELETE', `/order/${orderId}`, { token: roles.customer.token })).status).toBe(200);
    expect(await availableOf(id)).toBe(20);
  });

  it('lists in name order, answers cacheable 200s and uncacheable errors', async () => {
    const listed = (await api<{ name: string }[]>('GET', '/product')).body.map((p) => p.name);
    expect(listed).toEqual([...listed].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
    const list = await fetch(`${shopUrl}/api/product`);
    expect(list.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    const one = await fetch(`${shopUrl}/api/product/angle-grinder-125`);
    expect(one.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    const missing = await fetch(`${shopUrl}/api/product/no-such-product`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});

describe('orders never trust a stale copy', () => {
  it('stock raised behind the instance is sold at once; stock taken behind it is never oversold', async () => {
    const id = await createProduct({ available: 0, minimum: 1, priceCents: 1000 });
    await expect.poll(() => availableOf(id), POLL).toBe(0);
    // Another instance restocks and reprices; this order comes before any listener news can.
    await testAdmin().db.doc(`${collections.products}/${id}`).update({ available: 2, priceCents: 1250 });
    const first = await placeOrder(roles.customer.token, id, 2);
    expect(await orderDoc(first)).toMatchObject({
      lines: [expect.objectContaining({ unitPriceCents: 1250, amountCents: 2500 })],
    });
    expect((await productDoc(id))?.available).toBe(0);

    await testAdmin().db.doc(`${collections.products}/${id}`).update({ available: 1 });
    await expect.poll(() => availableOf(id), POLL).toBe(1);
    await testAdmin().db.doc(`${collections.products}/${id}`).update({ available: 0 });
    const refused = await api('POST', '/order', {
      token: roles.customer.token,
      body: { productId: id, quantity: 1, ...orderForm },
    });
    expect(refused).toEqual({
      status: 400,
      body: { message: m.quantityAboveAvailable, errors: { quantity: m.quantityAboveAvailable } },
    });
    expect((await productDoc(id))?.available).toBe(0);
  });
});
