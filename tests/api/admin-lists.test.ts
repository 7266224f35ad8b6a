// Manage All Order and MakeAdmin at scale: GET /orders (filter, search, 25 a page with cursors), GET /orders.csv
// (every order of the filter, parsed back with csv-parse) and GET /users/search, for each role, with bad
// parameters refused. Orders are written straight to Firestore with known times, so the order of the pages is
// known; each test searches its own customer's email, so other suites' orders never enter its pages.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  ADMIN_PAGE_SIZE,
  collections,
  orderSearchKeys,
  searchMessages,
  validationMessages as m,
  type ListedOrder,
  type OrderDoc,
  type OrderPage,
  type OrderStatus,
  type UserPage,
} from '@toolshop/domain';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { shopUrl } from '../support/emulators';
import { backfillOrderSearchKeys } from '../../functions/src/orders/order-search-backfill';
import { createRoles, tokenOf, type Role, type Roles } from './helpers/fixtures';

let roles: Roles;
const run = randomUUID().slice(0, 8);
const pagedEmail = `paged-${run}@toolshop.test`;
const PAGED_ORDERS = 60;
/** Statuses given in turn to the paged customer's orders, newest first. */
const statusCycle: OrderStatus[] = ['unpaid', 'pending', 'success', 'shipped', 'refunded', 'cancelled'];
let pagedIds: string[] = []; // newest first

function orderFor(email: string, createdAt: Date, fields: Partial<OrderDoc> = {}): OrderDoc {
  return {
    uid: `uid-${email}`,
    email,
    productId: 'test-scale-product',
    productName: 'Scale Drill',
    picture: '/products/angle-grinder-125.svg',
    unitPriceCents: 1250,
    quantity: 2,
    amountCents: 2500,
    address: '1 Paging Road',
    mobile: '+1 555 0100',
    status: 'unpaid',
    transactionId: null,
    createdAt,
    ...fields,
  };
}

/** Writes orders in batches with their search keys, as placement writes them; answers their ids in the order given. */
async function writeOrders(orders: OrderDoc[], { searchKeys = true } = {}): Promise<string[]> {
  const { db } = testAdmin();
  const ids: string[] = [];
  for (let start = 0; start < orders.length; start += 500) {
    const batch = db.batch();
    for (const order of orders.slice(start, start + 500)) {
      const ref = db.collection(collections.orders).doc();
      ids.push(ref.id);
      const keys = orderSearchKeys({ id: ref.id, email: order.email, productNames: [order.productName] });
      batch.set(ref, searchKeys ? { ...order, searchKeys: keys } : order);
    }
    await batch.commit();
  }
  return ids;
}

const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const ordersPage = (params: Record<string, string>, token = roles.admin.token) =>
  api<OrderPage>('GET', `/orders${query(params)}`, { token });

beforeAll(async () => {
  roles = await createRoles();
  const base = Date.now() - 3_600_000;
  // Index 0 is the newest: one minute apart, going back.
  pagedIds = await writeOrders(
    Array.from({ length: PAGED_ORDERS }, (_, i) =>
      orderFor(pagedEmail, new Date(base - i * 60_000), { status: statusCycle[i % statusCycle.length]! }),
    ),
  );
});

describe('who may list and export', () => {
  const calls = ['/orders', '/orders.csv', '/users/search'];
  const expected: Record<Role, number> = { anonymous: 401, customer: 403, other: 403, admin: 200 };
  for (const path of calls)
    for (const role of ['anonymous', 'customer', 'admin'] as const)
      it(`GET ${path} as ${role}: ${expected[role]}`, async () => {
        expect((await api('GET', path, { token: tokenOf(roles, role) })).status).toBe(expected[role]);
      });

  it('keeps SPEC §7’s GET /order and GET /user answering plain arrays', async () => {
    const orders = await api('GET', '/order', { token: roles.admin.token });
    expect(orders.status).toBe(200);
    expect(Array.isArray(orders.body)).toBe(true);
    expect(orders.body.find((order: ListedOrder) => order._id === pagedIds[0])).not.toHaveProperty('createdAt');
    const users = await api('GET', '/user', { token: roles.admin.token });
    expect(Array.isArray(users.body)).toBe(true);
  });
});

describe('bad parameters: 400 with the message, for a list and for the export alike', () => {
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    ['an unknown status', { status: 'lost' }, { status: searchMessages.statusInvalid }],
    ['an order number with a slash', { q: '#ab/cd' }, { q: searchMessages.orderNumberInvalid }],
    ['a search too long', { q: 'x'.repeat(255) }, { q: searchMessages.searchTooLong }],
    ['an unknown parameter', { sort: 'asc' }, { sort: m.unknownField }],
  ];
  for (const [what, params, errors] of cases)
    it(what, async () => {
      for (const path of ['/orders', '/orders.csv']) {
        const { status, body } = await api('GET', `${path}${query(params)}`, { token: roles.admin.token });
        expect(status, path).toBe(400);
        expect(body.errors).toEqual(errors);
        expect(body.message).toBe(Object.values(errors)[0]);
      }
    });

  it('a status given twice', async () => {
    const { status, body } = await api('GET', '/orders?status=unpaid&status=pending', { token: roles.admin.token });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ status: searchMessages.statusInvalid });
  });

  it('a cursor that names no order, or is no id at all', async () => {
    for (const cursor of ['noSuchOrder123', '../users']) {
      const { status, body } = await ordersPage({ cursor });
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: m.cursorInvalid });
    }
    expect((await api('GET', '/orders.csv?cursor=abc', { token: roles.admin.token })).body.errors).toEqual({
      cursor: m.unknownField,
    });
    expect((await api('GET', '/users/search?cursor=nobody-here', { token: roles.admin.token })).status).toBe(400);
  });
});

describe('GET /orders: newest first, 25 a page', () => {
  it('pages through one customer’s 60 orders: 25, 25, 10, newest first, no overlap, no gap', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const params: Record<string, string> = { q: pagedEmail };
      if (cursor) params.cursor = cursor;
      const { status, body } = await ordersPage(params);
      expect(status).toBe(200);
      sizes.push(body.orders.length);
      seen.push(...body.orders.map((order) => order._id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE, 10]);
    expect(seen).toEqual(pagedIds);
  });

  it('page 2 holds the next 25 after page 1 with their placing time, in the REST order shape', async () => {
    const first = (await ordersPage({ q: pagedEmail })).body;
    const second = (await ordersPage({ q: pagedEmail, cursor: first.nextCursor! })).body;
    expect(second.orders.map((order) => order._id)).toEqual(pagedIds.slice(25, 50));
    const times = [...first.orders, ...second.orders].map((order) => Date.parse(order.createdAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(second.orders[0]).toMatchObject({ email: pagedEmail, price: 12.5, amount: 25, quantity: 2 });
    expect(second.orders[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('the whole shop’s first two pages: newest first, the second starting where the first ended', async () => {
    const first = (await ordersPage({})).body;
    expect(first.orders).toHaveLength(ADMIN_PAGE_SIZE);
    const second = (await ordersPage({ cursor: first.nextCursor! })).body;
    const times = [...first.orders, ...second.orders].map((order) => Date.parse(order.createdAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ids = new Set([...first.orders, ...second.orders].map((order) => order._id));
    expect(ids.size).toBe(first.orders.length + second.orders.length);
  });

  it('says through Server-Timing how long the caller check and the query took', async () => {
    const response = await fetch(`${shopUrl}/api/orders`, {
      headers: { authorization: `Bearer ${roles.admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('server-timing')).toMatch(/^caller;dur=\d+\.\d, query;dur=\d+\.\d$/);
  });

  it('searches by the start of an email, in any case', async () => {
    const { body } = await ordersPage({ q: `PAGED-${run.toUpperCase()}` });
    expect(body.orders).toHaveLength(ADMIN_PAGE_SIZE);
    expect(body.orders.every((order) => order.email === pagedEmail)).toBe(true);
    expect((await ordersPage({ q: `nobody-${run}@` })).body).toEqual({ orders: [], nextCursor: null });
  });

  it('finds an order by its id, and by the number the screens show (# and its first 8 characters)', async () => {
    const id = pagedIds[37]!;
    expect((await ordersPage({ q: id })).body.orders.map((order) => order._id)).toEqual([id]);
    const byNumber = (await ordersPage({ q: `#${id.slice(0, 8)}` })).body.orders;
    expect(byNumber.map((order) => order._id)).toContain(id);
    expect(byNumber.every((order) => order._id.toLowerCase().startsWith(id.slice(0, 8).toLowerCase()))).toBe(true);
  });

  it('filters by status, alone and with a search', async () => {
    const shipped = pagedIds.filter((_, i) => statusCycle[i % statusCycle.length] === 'shipped');
    const { body } = await ordersPage({ q: pagedEmail, status: 'shipped' });
    expect(body.orders.map((order) => order._id)).toEqual(shipped);
    expect(body.orders.every((order) => order.status === 'shipped')).toBe(true);
    const unpaid = (await ordersPage({ q: pagedEmail, status: 'unpaid' })).body.orders;
    expect(unpaid).toHaveLength(10);
    expect(unpaid.every((order) => order.status === undefined)).toBe(true);
    const allPending = (await ordersPage({ status: 'pending' })).body.orders;
    expect(allPending.length).toBeGreaterThan(0);
    expect(allPending.every((order) => order.status === 'pending')).toBe(true);
    const byNumber = (await ordersPage({ q: `#${pagedIds[1]!}`, status: 'pending' })).body.orders;
    expect(byNumber.map((order) => order._id)).toEqual([pagedIds[1]]);
    expect((await ordersPage({ q: `#${pagedIds[1]!}`, status: 'shipped' })).body.orders).toEqual([]);
  });
});

describe('GET /orders?q= finds an order by its number in any case and by its product names', () => {
  const word = `Zq${run}`; // a product word no other suite's order holds
  const names = { drill: `${word} Cordless Drill 18V`, grinder: `Bench Grinder ${word}x 150` };
  let ids: { drill: string; grinder: string; older: string };

  beforeAll(async () => {
    const email = `named-${run}@toolshop.test`;
    const base = Date.now() - 7_200_000;
    const [drill, grinder] = await writeOrders([
      orderFor(email, new Date(base), { productName: names.drill }),
      orderFor(email, new Date(base - 60_000), { productName: names.grinder }),
    ]);
    // An order of before the search keys: found once the one-off backfill (npm start's task) has run.
    const [older] = await writeOrders([orderFor(email, new Date(base - 120_000), { productName: names.drill })], {
      searchKeys: false,
    });
    ids = { drill: drill!, grinder: grinder!, older: older! };
  });

  const found = async (q: string, status?: string) => {
    const { status: code, body } = await ordersPage(status ? { q, status } : { q });
    expect(code).toBe(200);
    return body.orders.map((order) => order._id);
  };

  it('finds an order by its number in another case, with or without its #', async () => {
    const number = ids.drill.slice(0, 8);
    const otherCase = [...number].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
    for (const q of [`#${number.toLowerCase()}`, `#${number.toUpperCase()}`, otherCase, ids.drill.toLowerCase()])
      expect(await found(q), q).toContain(ids.drill);
  });

  it('finds orders by a word of a product name and by its start, in any case, without false hits', async () => {
    await backfillOrderSearchKeys(testAdmin().db);
    expect(await found(word.toLowerCase())).toEqual([ids.drill, ids.grinder, ids.older]);
    expect(await found(word.toUpperCase().slice(0, 6))).toEqual([ids.drill, ids.grinder, ids.older]);
    expect(await found(`${word}x`)).toEqual([ids.grinder]);
    expect(await found(`${word} cordless dr`)).toEqual([ids.drill, ids.older]);
    expect(await found(`${word}y`)).toEqual([]);
    expect(await found(`${word.slice(1)}`)).toEqual([]); // the middle of a word is not its start
    expect(await found(word, 'shipped')).toEqual([]);
    expect(await found(word, 'unpaid')).toEqual([ids.drill, ids.grinder, ids.older]);
  });

  it('the backfill gives an older order the keys placement gives, and leaves current keys as they are', async () => {
    const { db } = testAdmin();
    const read = async (id: string) => (await db.collection(collections.orders).doc(id).get()).get('searchKeys');
    const email = `named-${run}@toolshop.test`;
    expect(await read(ids.older)).toEqual(orderSearchKeys({ id: ids.older, email, productNames: [names.drill] }));
    const before = await db.collection(collections.orders).doc(ids.drill).get();
    await backfillOrderSearchKeys(db);
    const after = await db.collection(collections.orders).doc(ids.drill).get();
    expect(after.updateTime!.isEqual(before.updateTime!)).toBe(true);
  });
});

describe('GET /orders.csv', () => {
  const exportEmail = `export-${run}@toolshop.test`;
  const trickyAddress = 'Flat 2, "The Old Mill"\nMill Lane, Leeds';
  let exportIds: string[] = [];

  beforeAll(async () => {
    const base = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    // More than one of the export's pages (500 rows each): the file holds every order of the filter.
    exportIds = await writeOrders(
      Array.from({ length: 520 }, (_, i) =>
        orderFor(exportEmail, new Date(base - i * 1000), {
          address: i === 0 ? trickyAddress : i === 1 ? '=HYPERLINK("http://evil.test","x")' : '3 Export Street',
          unitPriceCents: i === 0 ? 1250 : 99_999,
          amountCents: i === 0 ? 2500 : 199_998,
          status: i === 0 ? 'shipped' : 'unpaid',
          transactionId: i === 0 ? 'pi_test_export' : null,
          carrier: i === 0 ? 'DHL, Express' : null,
          trackingNumber: i === 0 ? 'JD0146' : null,
        }),
      ),
    );
  });

  const exportCsv = async (params: Record<string, string>) => {
    const response = await fetch(`${shopUrl}/api/orders.csv${query(params)}`, {
      headers: { authorization: `Bearer ${roles.admin.token}` },
    });
    return { response, rows: parse(await response.text(), { columns: true }) as Record<string, string>[] };
  };

  it('exports every order of the filter as a CSV download, parsed back field for field', async () => {
    const { response, rows } = await exportCsv({ q: exportEmail });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-all-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(rows).toHaveLength(520);
    expect(rows.map((row) => row['Order id'])).toEqual(exportIds);
    expect(rows[0]).toEqual({
      'Order id': exportIds[0],
      // Written before order numbers: named as the screens name it, by the start of its id.
      'Order number': `#${exportIds[0]!.slice(0, 8)}`,
      Line: '1',
      'Placed at': '2026-01-02T03:04:05.678Z',
      Status: 'Shipped',
      'Customer email': exportEmail,
      SKU: '',
      Product: 'Scale Drill',
      Quantity: '2',
      'Unit price (USD)': '12.50',
      'Line amount (USD)': '25.00',
      'Goods (USD)': '25.00',
      'Shipping (USD)': '0.00',
      'Tax (USD)': '0.00',
      'Order total (USD)': '25.00',
      Address: trickyAddress,
      Mobile: '+1 555 0100',
      'Transaction id': 'pi_test_export',
      Carrier: 'DHL, Express',
      'Tracking number': 'JD0146',
      'PO number': '',
      'Payment method': 'Card',
      'Invoice due': '',
      'Reverse charge': '',
      'Seller VAT ID': '',
      'Buyer VAT ID': '',
    });
    expect(rows[1]).toMatchObject({ Address: `'=HYPERLINK("http://evil.test","x")`, 'Unit price (USD)': '999.99' });
    expect(rows[2]).toMatchObject({ Status: 'Unpaid', 'Order total (USD)': '1999.98', 'Transaction id': '' });
  });

  it('exports only the filtered status, and a header alone when nothing matches', async () => {
    const shipped = await exportCsv({ q: exportEmail, status: 'shipped' });
    expect(shipped.response.headers.get('content-disposition')).toContain('orders-shipped-');
    expect(shipped.rows.map((row) => row['Order id'])).toEqual([exportIds[0]]);
    const none = await exportCsv({ q: `nobody-${run}@` });
    expect(none.rows).toEqual([]);
  });
});

describe('GET /users/search', () => {
  const prefix = `member-${run}`;
  let uids: string[] = [];

  beforeAll(async () => {
    const { db } = testAdmin();
    const batch = db.batch();
    uids = Array.from({ length: 30 }, (_, i) => `search-${run}-${String(i).padStart(2, '0')}`);
    uids.forEach((uid, i) =>
      batch.set(db.collection(collections.users).doc(uid), {
        email: `${prefix}-${String(i).padStart(2, '0')}@toolshop.test`,
        displayName: `Member ${i}`,
        role: i === 3 ? 'admin' : '',
      }),
    );
    await batch.commit();
  });

  it('pages through the users whose email starts with the search, by email: 25 then 5', async () => {
    const first = await api<UserPage>('GET', `/users/search${query({ q: prefix.toUpperCase() })}`, {
      token: roles.admin.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.users.map((user) => user._id)).toEqual(uids.slice(0, 25));
    expect(first.body.users[3]).toEqual({
      _id: uids[3],
      email: `${prefix}-03@toolshop.test`,
      displayName: 'Member 3',
      roll: 'admin',
    });
    const second = await api<UserPage>('GET', `/users/search${query({ q: prefix, cursor: first.body.nextCursor! })}`, {
      token: roles.admin.token,
    });
    expect(second.body).toEqual({ users: expect.any(Array), nextCursor: null });
    expect(second.body.users.map((user) => user._id)).toEqual(uids.slice(25));
  });

  it('lists everyone by email without a search', async () => {
    const { body } = await api<UserPage>('GET', '/users/search', { token: roles.admin.token });
    const emails = body.users.map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
    expect(body.users).toHaveLength(ADMIN_PAGE_SIZE);
  });
});
