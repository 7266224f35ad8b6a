// The back office's product calls: editing a product (PATCH /product/{id}), stock adjustments
// (POST/GET /product/{id}/stock), and the audit record each product change appends in its own transaction.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  collections,
  STOCK_ADJUSTMENTS,
  validationMessages as m,
  type AuditRecordDoc,
} from '@toolshop/domain';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import {
  createProduct,
  createRoles,
  orderDoc,
  placeOrder,
  productDoc,
  tokenOf,
  type Role,
  type Roles,
} from './helpers/fixtures';
import { makePng, uploadForm } from './helpers/images';

let roles: Roles;

beforeAll(async () => {
  roles = await createRoles();
});

const patch = (id: string, body: unknown, role: Role = 'admin') =>
  api('PATCH', `/product/${id}`, { token: tokenOf(roles, role), body });
const adjust = (id: string, body: unknown, role: Role = 'admin') =>
  api('POST', `/product/${id}/stock`, { token: tokenOf(roles, role), body });
const history = (id: string, role: Role = 'admin') =>
  api<any[]>('GET', `/product/${id}/stock`, { token: tokenOf(roles, role) });

async function auditOf(productId: string): Promise<AuditRecordDoc[]> {
  const snapshot = await testAdmin().db.collection(collections.audit).where('target.id', '==', productId).get();
  return snapshot.docs.map((doc) => doc.data() as AuditRecordDoc);
}

async function adjustmentsOf(productId: string) {
  const snapshot = await testAdmin()
    .db.collection(collections.products)
    .doc(productId)
    .collection(STOCK_ADJUSTMENTS)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('who may call them', () => {
  const calls = {
    'PATCH /product/{id}': (id: string, role: Role) => patch(id, { name: 'Renamed Jigsaw' }, role),
    'POST /product/{id}/stock': (id: string, role: Role) => adjust(id, { delta: 1, reason: 'received' }, role),
    'GET /product/{id}/stock': (id: string, role: Role) => history(id, role),
  };
  const expected: Record<Role, number[]> = { anonymous: [401], customer: [403], other: [403], admin: [200, 201] };

  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: anonymous 401, customer 403, admin 2xx; refused callers change nothing`, async () => {
      const id = await createProduct({ available: 10 });
      const before = await productDoc(id);
      for (const role of ['anonymous', 'customer', 'other'] as const) {
        const { status, body } = await call(id, role);
        expect(expected[role], `${role}: ${JSON.stringify(body)}`).toContain(status);
        expect(body.message).toEqual(expect.any(String));
      }
      expect(await productDoc(id)).toEqual(before);
      expect(await auditOf(id)).toEqual([]);
      const { status } = await call(id, 'admin');
      expect(expected.admin).toContain(status);
    });
  }
});

describe('PATCH /product/{id}', () => {
  it('changes only the fields sent, serves the change at once and records it with the values before and after', async () => {
    const id = await createProduct({ priceCents: 2599, available: 10, minimum: 2 });
    // Written behind the API's back, the product reaches the catalogue through its listener: wait until it holds
    // this old version.
    await expect.poll(async () => (await api('GET', `/product/${id}`)).body.price, { timeout: 10_000 }).toBe(25.99);
    const { status, body } = await patch(id, { price: '31.50', description: 'Now with a dust blower.' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toEqual({ acknowledged: true, modifiedCount: 1 });

    const stored = await productDoc(id);
    expect(stored).toMatchObject({
      priceCents: 3150,
      description: 'Now with a dust blower.',
      available: 10,
      minimum: 2,
    });
    expect((await api('GET', `/product/${id}`)).body).toMatchObject({
      price: 31.5,
      description: 'Now with a dust blower.',
    });
    expect((await api<any[]>('GET', '/product')).body.find((p) => p._id === id)).toMatchObject({ price: 31.5 });

    const records = await auditOf(id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'product.edit',
      actor: { uid: roles.admin.uid, email: roles.admin.email },
      target: { collection: 'products', id },
      before: { priceCents: 2599, description: 'A product made by an API test.' },
      after: { priceCents: 3150, description: 'Now with a dust blower.' },
    });
  });

  it('edits the quantity rules, judged with the rest of the product; null removes a rule, [] the breaks', async () => {
    const id = await createProduct({ priceCents: 1000, minimum: 6, increment: 6, maximum: 600 });
    const breaks = [{ minQuantity: 60, price: 9 }];
    expect((await patch(id, { priceBreaks: breaks, maximum: '120' })).status).toBe(200);
    expect(await productDoc(id)).toMatchObject({ maximum: 120, priceBreaks: [{ minQuantity: 60, priceCents: 900 }] });

    // A break no longer below the price, once the price drops under it: the product as a whole is judged.
    const refused = await patch(id, { price: 8 });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(m.breakPriceNotBelowPrice);
    expect(await productDoc(id)).toMatchObject({ priceCents: 1000 });

    expect((await patch(id, { maximum: null, increment: null, priceBreaks: [] })).status).toBe(200);
    const stored = await productDoc(id);
    expect(stored).not.toHaveProperty('maximum');
    expect(stored).not.toHaveProperty('increment');
    expect(stored?.priceBreaks).toEqual([]);
    const record = (await auditOf(id)).find((r) => r.after && 'increment' in r.after);
    expect(record).toMatchObject({ before: { increment: 6, maximum: 120 }, after: { increment: null, maximum: null } });
  });

  it('takes a picture uploaded through POST /images, or any image address Add Product takes', async () => {
    const id = await createProduct();
    const upload = await api('POST', '/images', {
      token: roles.admin.token,
      body: uploadForm(makePng(8, 8), 'new.png', 'image/png'),
    });
    expect(upload.status).toBe(200);
    const url = upload.body.data.url as string;
    expect((await patch(id, { picture: url })).status).toBe(200);
    expect((await productDoc(id))?.picture).toBe(url);
    expect((await api('GET', `/product/${id}`)).body.picture).toBe(url);
    expect((await patch(id, { picture: 'https://cdn.example.com/saw.webp' })).status).toBe(200);
    expect((await productDoc(id))?.picture).toBe('https://cdn.example.com/saw.webp');
    // Off the catalogue again: the browser tests' home page loads nothing from outside this machine.
    expect((await api('DELETE', `/product/${id}`, { token: roles.admin.token })).status).toBe(200);
  });

  it('leaves existing orders at their own price, name and picture; new orders take the new price', async () => {
    const id = await createProduct({ priceCents: 2599, available: 20, minimum: 1 });
    const earlier = await placeOrder(roles.customer.token, id, 2);
    expect((await patch(id, { price: 40, name: 'Jigsaw Pro', picture: '/products/pro.svg' })).status).toBe(200);
    // The order's line (its SPEC fields are one bundle with the shipping and tax).
    expect(await orderDoc(earlier)).toMatchObject({
      lines: [
        expect.objectContaining({
          unitPriceCents: 2599,
          amountCents: 5198,
          picture: '/products/angle-grinder-125.svg',
          productName: expect.stringContaining('Test Jigsaw'),
        }),
      ],
      subtotalCents: 5198,
    });
    const mine = await api('GET', `/order/${earlier}`, { token: roles.customer.token });
    expect(mine.body).toMatchObject({
      lines: [expect.objectContaining({ price: 25.99, amount: 51.98 })],
      subtotal: 51.98,
    });
    const later = await placeOrder(roles.customer.token, id, 2);
    expect(await orderDoc(later)).toMatchObject({
      lines: [expect.objectContaining({ unitPriceCents: 4000, amountCents: 8000, productName: 'Jigsaw Pro' })],
    });
  });

  const refused: [string, unknown, Record<string, string>][] = [
    ['the stock count', { available: 99 }, { available: m.availableByAdjustmentOnly }],
    ['the stock count with other fields', { name: 'Fine', available: '5' }, { available: m.availableByAdjustmentOnly }],
    ['an unknown field', { priceCents: 1 }, { priceCents: m.unknownField }],
    ['nothing to change', {}, { _: m.nothingToChange }],
    ['a zero price', { price: 0 }, { price: m.priceInvalid }],
    ['three decimals', { price: 9.999 }, { price: m.priceInvalid }],
    // Text that is no plain number is no number at all, as Add Product says it.
    ['a price as odd text', { price: '1e3' }, { price: m.priceRequired }],
    ['a blank name', { name: '   ' }, { name: m.productNameRequired }],
    ['a fractional minimum', { minimum: 1.5 }, { minimum: m.minimumInvalid }],
    ['a zero minimum', { minimum: 0 }, { minimum: m.minimumInvalid }],
    ['an empty description', { description: '' }, { description: m.descriptionRequired }],
    ['a long description', { description: 'x'.repeat(501) }, { description: m.descriptionTooLong }],
    ['a script address', { picture: 'javascript:alert(1)' }, { picture: m.pictureInvalid }],
    ['an http address elsewhere', { picture: 'http://evil.example/x.png' }, { picture: m.pictureInvalid }],
  ];
  it.each(refused)('refuses %s with 400 and its message, changing nothing', async (_name, body, errors) => {
    const id = await createProduct();
    const before = await productDoc(id);
    const answer = await patch(id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
    expect(answer.body.message).toBe(Object.values(errors)[0]);
    expect(await productDoc(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses a body that is no object, an unknown product (404) and a malformed id (400)', async () => {
    const id = await createProduct();
    expect((await patch(id, [1, 2])).status).toBe(400);
    expect((await patch(id, 'price=1')).status).toBe(400);
    expect((await patch('no-such-product', { price: 5 })).status).toBe(404);
    expect((await patch('bad.id%2Fx', { price: 5 })).status).toBe(400);
    expect(await auditOf('no-such-product')).toEqual([]);
  });
});

describe('POST /product/{id}/stock and GET /product/{id}/stock', () => {
  it('adjusts the stock with a reason, lists the history newest first and records each adjustment', async () => {
    const id = await createProduct({ available: 10, minimum: 2 });
    const received = await adjust(id, { delta: 24, reason: 'received', note: 'Delivery 4711' });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    expect(received.body).toMatchObject({ acknowledged: true, available: 34, insertedId: expect.any(String) });
    const damaged = await adjust(id, { delta: '-3', reason: 'damaged' });
    expect(damaged.body.available).toBe(31);
    const other = await adjust(id, { delta: 1, reason: 'other', note: 'Returned demo unit' });
    expect(other.status).toBe(201);
    expect((await productDoc(id))?.available).toBe(32);
    expect((await api('GET', `/product/${id}`)).body.available).toBe(32);

    const { status, body } = await history(id);
    expect(status).toBe(200);
    expect(body.map((a) => [a.delta, a.reason, a.before, a.after])).toEqual([
      [1, 'other', 31, 32],
      [-3, 'damaged', 34, 31],
      [24, 'received', 10, 34],
    ]);
    expect(body[0]).toMatchObject({
      byEmail: roles.admin.email,
      note: 'Returned demo unit',
      _id: other.body.insertedId,
    });
    expect(Date.parse(body[0].at)).toBeGreaterThan(Date.now() - 60_000);
    expect(body[1].note).toBeUndefined();

    const records = (await auditOf(id)).filter((r) => r.action === 'stock.adjust');
    expect(records).toHaveLength(3);
    expect(records.map((r) => [r.before, r.after?.available]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [{ available: 34 }, 31],
      [{ available: 31 }, 32],
      [{ available: 10 }, 34],
    ]);
    expect(records.find((r) => r.after?.reason === 'received')).toMatchObject({
      actor: { email: roles.admin.email },
      after: { delta: 24, note: 'Delivery 4711', adjustmentId: received.body.insertedId },
    });
  });

  it('never goes below 0: 409 with the count in stock, and nothing changes', async () => {
    const id = await createProduct({ available: 3 });
    const answer = await adjust(id, { delta: -4, reason: 'damaged' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(apiMessages.stockBelowZero(3));
    expect((await productDoc(id))?.available).toBe(3);
    expect(await adjustmentsOf(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
    expect((await adjust(id, { delta: -3, reason: 'count correction' })).body.available).toBe(0);
  });

  const refused: [string, unknown, Record<string, string>][] = [
    ['a zero change', { delta: 0, reason: 'received' }, { delta: m.stockDeltaInvalid }],
    ['a fractional change', { delta: 1.5, reason: 'received' }, { delta: m.stockDeltaInvalid }],
    ['a change as odd text', { delta: '1e2', reason: 'received' }, { delta: m.stockDeltaRequired }],
    ['no change', { reason: 'received' }, { delta: m.stockDeltaRequired }],
    ['an unknown reason', { delta: 1, reason: 'theft' }, { reason: m.stockReasonInvalid }],
    ['no reason', { delta: 1 }, { reason: m.stockReasonInvalid }],
    ['"other" without a note', { delta: 1, reason: 'other' }, { note: m.stockNoteRequired }],
    ['"other" with a blank note', { delta: 1, reason: 'other', note: ' ' }, { note: m.stockNoteRequired }],
    ['an unknown field', { delta: 1, reason: 'received', before: 0 }, { before: m.unknownField }],
    ['a huge change', { delta: 2_000_000, reason: 'received' }, { delta: m.stockDeltaInvalid }],
  ];
  it.each(refused)('refuses %s with 400 and its message, changing nothing', async (_name, body, errors) => {
    const id = await createProduct({ available: 10 });
    const answer = await adjust(id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
    expect((await productDoc(id))?.available).toBe(10);
    expect(await adjustmentsOf(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 for a malformed id, on both calls', async () => {
    expect((await adjust('no-such-product', { delta: 1, reason: 'received' })).status).toBe(404);
    expect((await history('no-such-product')).status).toBe(404);
    expect((await adjust('__x__', { delta: 1, reason: 'received' })).status).toBe(400);
    expect((await history('__x__')).status).toBe(400);
  });
});

describe('audit records of product changes', () => {
  it('add and delete each append one record with the product before and after', async () => {
    const product = {
      name: 'Audit Saw',
      price: 12.5,
      available: 4,
      minimum: 1,
      description: 'A saw.',
      picture: '/p.png',
    };
    const added = await api('POST', '/product', { token: roles.admin.token, body: product });
    expect(added.status).toBe(201);
    const id = added.body.insertedId as string;
    expect((await api('GET', `/product/${id}`)).body).toMatchObject({ name: 'Audit Saw', price: 12.5 });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'product.add',
        actor: { uid: roles.admin.uid, email: roles.admin.email },
        before: null,
        after: expect.objectContaining({ name: 'Audit Saw', priceCents: 1250, available: 4 }),
      }),
    ]);

    expect((await api('DELETE', `/product/${id}`, { token: roles.admin.token })).status).toBe(200);
    expect((await api('GET', `/product/${id}`)).status).toBe(404);
    const deleted = (await auditOf(id)).filter((r) => r.action === 'product.delete');
    expect(deleted).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ name: 'Audit Saw', priceCents: 1250 }),
        after: null,
      }),
    ]);
    // Deleting it again changes nothing and records nothing.
    expect((await api('DELETE', `/product/${id}`, { token: roles.admin.token })).status).toBe(404);
    expect(await auditOf(id)).toHaveLength(2);
  });

  it('a change and its record commit together: of 4 racing adjustments that each take 1 of 2, exactly 2 land and 2 are recorded', async () => {
    const id = await createProduct({ available: 2, minimum: 1 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => adjust(id, { delta: -1, reason: 'count correction' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409]);
    expect((await productDoc(id))?.available).toBe(0);
    const adjustments = await adjustmentsOf(id);
    expect(adjustments).toHaveLength(2);
    expect(adjustments.map((a) => a.after).sort()).toEqual([0, 1]);
    expect(await auditOf(id)).toHaveLength(2);
  });
});
