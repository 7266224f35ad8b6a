// The catalogue's calls: categories, the catalogue fields of POST /product and PATCH /product/{id}
// (SKU unique without regard to case, known category, known products in fits, at most 12 featured), the parts
// that fit a product and the quick order, each for every role and its bad input.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueMessages as cm,
  collections,
  MAX_FEATURED,
  QUICK_ORDER_MAX_LINES,
  validationMessages as m,
  type AuditRecordDoc,
} from '@toolshop/domain';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createProduct, createRoles, productDoc, tokenOf, type Role, type Roles } from './helpers/fixtures';

let roles: Roles;
const run = randomUUID().slice(0, 6);
const slug = (name: string) => `${name}-${run}`;
/** A part number no other test run uses. */
const sku = (name: string) => `${name}-${run}`.toUpperCase();

beforeAll(async () => {
  roles = await createRoles();
});

const putCategory = (categorySlug: string, body: unknown, role: Role = 'admin') =>
  api('PUT', `/categories/${categorySlug}`, { token: tokenOf(roles, role), body });
const deleteCategory = (categorySlug: string, role: Role = 'admin') =>
  api('DELETE', `/categories/${categorySlug}`, { token: tokenOf(roles, role) });
const addProduct = (body: Record<string, unknown>, role: Role = 'admin') =>
  api('POST', '/product', { token: tokenOf(roles, role), body: { ...productBody, ...body } });
const editProduct = (id: string, body: unknown, role: Role = 'admin') =>
  api('PATCH', `/product/${id}`, { token: tokenOf(roles, role), body });
const quickOrder = (body: unknown, role: Role = 'customer') =>
  api('POST', '/quick-order', { token: tokenOf(roles, role), body });

const productBody = {
  name: 'Catalogue Test Drill',
  price: 99,
  available: 20,
  minimum: 1,
  description: 'A drill made by the catalogue tests.',
  picture: '/products/cordless-drill-18v.svg',
};

async function auditOf(collection: string, id: string): Promise<AuditRecordDoc[]> {
  const snapshot = await testAdmin()
    .db.collection(collections.audit)
    .where('target.collection', '==', collection)
    .where('target.id', '==', id)
    .get();
  return snapshot.docs.map((doc) => doc.data() as AuditRecordDoc);
}

describe('categories', () => {
  it('PUT adds and renames a category, GET lists it with its product count, DELETE removes it; each audited', async () => {
    const drills = slug('drills');
    expect(await putCategory(drills, { name: 'Drills' })).toMatchObject({ status: 201, body: { slug: drills } });
    expect((await putCategory(drills, { name: 'Drills & drivers' })).status).toBe(200);
    await createProduct({ category: drills });
    await createProduct({ category: drills });
    // The counts come from the instance's catalogue, which the listener brings up to date within moments.
    const listed = async () => (await api<any[]>('GET', '/categories')).body.find((c) => c.slug === drills);
    await expect.poll(listed, { timeout: 10_000 }).toEqual({ slug: drills, name: 'Drills & drivers', count: 2 });

    const spare = slug('spare');
    await putCategory(spare, { name: 'Spare' });
    expect(await deleteCategory(spare)).toMatchObject({ status: 200 });
    expect((await api<any[]>('GET', '/categories')).body.map((c) => c.slug)).not.toContain(spare);
    const records = await auditOf(collections.categories, spare);
    expect(records.map((record) => [record.action, record.before, record.after])).toEqual(
      expect.arrayContaining([
        ['category.put', null, { name: 'Spare' }],
        ['category.delete', { name: 'Spare' }, null],
      ]),
    );
    expect((await auditOf(collections.categories, drills)).map((r) => r.after)).toContainEqual({
      name: 'Drills & drivers',
    });
  });

  it('DELETE is 409 while products use the category, and 404 for an unknown one', async () => {
    const used = slug('used');
    await putCategory(used, { name: 'Used' });
    await createProduct({ category: used });
    const { status, body } = await deleteCategory(used);
    expect(status).toBe(409);
    expect(body.message).toBe(cm.categoryInUse(1));
    expect((await testAdmin().db.collection(collections.categories).doc(used).get()).exists).toBe(true);
    expect((await deleteCategory(slug('never-made'))).status).toBe(404);
  });

  it('only admins write them: anonymous 401, customers 403, and nothing changes', async () => {
    const guarded = slug('guarded');
    await putCategory(guarded, { name: 'Guarded' });
    for (const role of ['anonymous', 'customer'] as const) {
      const expected = role === 'anonymous' ? 401 : 403;
      expect((await putCategory(guarded, { name: 'Taken over' }, role)).status).toBe(expected);
      expect((await putCategory(slug('new-by-' + role), { name: 'Mine' }, role)).status).toBe(expected);
      expect((await deleteCategory(guarded, role)).status).toBe(expected);
    }
    const doc = await testAdmin().db.collection(collections.categories).doc(guarded).get();
    expect(doc.data()?.name).toBe('Guarded');
  });

  it('bad slugs and bodies are 400 with a message', async () => {
    for (const [path, body, message] of [
      ['Not-A-Slug', { name: 'X' }, cm.categoryInvalid],
      ['a', { name: 'X' }, cm.categoryInvalid],
      [slug('ok'), {}, cm.categoryNameRequired],
      [slug('ok'), { name: '  ' }, cm.categoryNameRequired],
      [slug('ok'), { name: 'X', count: 3 }, m.unknownField],
      [slug('ok'), { name: 'x'.repeat(61) }, m.fieldTooLong],
    ] as const) {
      const { status, body: answer } = await putCategory(path, body);
      expect(status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.message).toBe(message);
    }
    expect((await deleteCategory('Bad_Slug')).status).toBe(400);
  });
});

describe('the catalogue fields of a product', () => {
  let category: string;
  let tool: string;

  beforeAll(async () => {
    category = slug('tools');
    await putCategory(category, { name: 'Tools' });
    tool = await createProduct({ name: `Fields Test Tool ${run}` });
  });

  it('POST /product stores them and every product answer carries them; a SPEC body without them still works', async () => {
    const added = await addProduct({
      sku: sku('dr-a'),
      category,
      specs: { voltage: 18, weight: 1.6, model: 'DR18' },
      fits: [tool],
      featured: false,
    });
    expect(added.status).toBe(201);
    const id = added.body.insertedId as string;
    expect((await api('GET', `/product/${id}`)).body).toMatchObject({
      sku: sku('dr-a'),
      category,
      specs: { voltage: 18, weight: 1.6, model: 'DR18' },
      fits: [tool],
      featured: false,
    });
    const plain = await addProduct({});
    expect(plain.status).toBe(201);
    expect((await api('GET', `/product/${plain.body.insertedId}`)).body).toMatchObject({
      sku: null,
      category: null,
      specs: {},
      fits: [],
      featured: false,
    });
    const listed = (await api<any[]>('GET', '/product')).body.find((p) => p._id === id);
    expect(listed).toMatchObject({ sku: sku('dr-a'), category, fits: [tool] });
  });

  it('a duplicate SKU is 409 whatever its case, on add and on edit; a freed SKU may be used again', async () => {
    const first = await addProduct({ sku: sku('dup') });
    expect(first.status).toBe(201);
    const again = await addProduct({ sku: sku('dup').toLowerCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(cm.skuTaken(sku('dup').toLowerCase()));
    const other = await addProduct({ sku: sku('other') });
    const edit = await editProduct(other.body.insertedId, { sku: sku('DUP') });
    expect(edit.status).toBe(409);
    expect((await productDoc(other.body.insertedId))?.sku).toBe(sku('other'));
    // The first product changes its own SKU's case, then gives it up: the other may take it.
    expect((await editProduct(first.body.insertedId, { sku: sku('dup').toLowerCase() })).status).toBe(200);
    expect((await editProduct(first.body.insertedId, { sku: sku('dup-new') })).status).toBe(200);
    expect((await editProduct(other.body.insertedId, { sku: sku('dup') })).status).toBe(200);
    // Deleting a product frees its SKU.
    const gone = await addProduct({ sku: sku('gone') });
    await api('DELETE', `/product/${gone.body.insertedId}`, { token: roles.admin.token });
    expect((await addProduct({ sku: sku('gone') })).status).toBe(201);
  });

  it('concurrent adds of one SKU: exactly one wins', async () => {
    const results = await Promise.all([0, 1, 2, 3].map(() => addProduct({ sku: sku('race') })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('an unknown category, an unknown product in fits or a product fitting itself is refused with a message', async () => {
    const noCategory = await addProduct({ category: slug('nowhere') });
    expect(noCategory).toMatchObject({ status: 400, body: { message: cm.categoryUnknown(slug('nowhere')) } });
    const noTool = await addProduct({ fits: [tool, 'no-such-tool'] });
    expect(noTool).toMatchObject({ status: 400, body: { message: cm.fitsUnknown('no-such-tool') } });
    const id = await createProduct();
    expect(await editProduct(id, { fits: [id] })).toMatchObject({ status: 400, body: { message: cm.fitsSelf } });
    expect(await editProduct(id, { category: slug('nowhere') })).toMatchObject({ status: 400 });
    expect(await productDoc(id)).not.toHaveProperty('category');
    for (const body of [
      { sku: 'x' },
      { sku: 'has space' },
      { specs: { colour: 'red' } },
      { specs: [] },
      { fits: 'abc' },
      { fits: ['a/b'] },
      { featured: 'yes' },
      { category: 'Bad Slug' },
    ])
      expect((await addProduct(body)).status, JSON.stringify(body)).toBe(400);
  });

  it('an edit sets and removes them, and the audit record says so', async () => {
    const id = await createProduct();
    expect((await editProduct(id, { category, specs: { power: 900 }, fits: [tool] })).status).toBe(200);
    expect(await productDoc(id)).toMatchObject({ category, specs: { power: 900 }, fits: [tool] });
    expect((await editProduct(id, { category: null, fits: [] })).status).toBe(200);
    const doc = await productDoc(id);
    expect(doc).not.toHaveProperty('category');
    expect(doc?.fits).toEqual([]);
    const records = await auditOf(collections.products, id);
    expect(records.map((record) => record.after)).toContainEqual({ category, specs: { power: 900 }, fits: [tool] });
  });

  it(`at most ${MAX_FEATURED} products are featured`, async () => {
    const featured = await testAdmin().db.collection(collections.products).where('featured', '==', true).get();
    const room = MAX_FEATURED - featured.size;
    const ids = await Promise.all(Array.from({ length: room + 1 }, () => createProduct()));
    for (const id of ids.slice(0, room)) expect((await editProduct(id, { featured: true })).status).toBe(200);
    const over = await editProduct(ids[room]!, { featured: true });
    expect(over).toMatchObject({ status: 409, body: { message: cm.featuredTooMany(MAX_FEATURED) } });
    // Leave the shared catalogue's featured products as they were.
    for (const id of ids.slice(0, room)) await editProduct(id, { featured: false });
  });

  it('customers and visitors cannot write SKUs, categories or fits', async () => {
    const id = await createProduct({ sku: sku('kept') });
    const before = await productDoc(id);
    for (const role of ['anonymous', 'customer'] as const) {
      const expected = role === 'anonymous' ? 401 : 403;
      expect((await editProduct(id, { sku: sku('stolen'), category, fits: [tool] }, role)).status).toBe(expected);
      expect((await addProduct({ sku: sku('by-' + role) }, role)).status).toBe(expected);
    }
    expect(await productDoc(id)).toEqual(before);
  });
});

describe('GET /product/{id}/parts', () => {
  it('answers the products whose fits names it, for anyone; 404 unknown, 400 malformed', async () => {
    const tool = await createProduct({ name: `Parts Test Tool ${run}` });
    const otherTool = await createProduct();
    const brush = await createProduct({ name: `Carbon Brush ${run}`, fits: [tool] });
    const chuck = await createProduct({ name: `Chuck ${run}`, fits: [otherTool, tool] });
    await createProduct({ name: `Blade ${run}`, fits: [otherTool] });
    // Written straight to Firestore: the instance's listener brings them within moments.
    const partsOf = async (id: string) => {
      const { status, body } = await api<any[]>('GET', `/product/${id}/parts`);
      return status === 200 ? body.map((p) => p._id).sort() : status;
    };
    await expect.poll(() => partsOf(tool), { timeout: 10_000 }).toEqual([brush, chuck].sort());
    const { body } = await api<any[]>('GET', `/product/${tool}/parts`);
    expect(body[0]).toMatchObject({ fits: expect.arrayContaining([tool]) });
    expect((await api<any[]>('GET', `/product/${brush}/parts`)).body).toEqual([]);
    expect((await api('GET', '/product/no-such-tool/parts')).status).toBe(404);
    expect((await api('GET', '/product/bad%2Fid/parts')).status).toBe(400);
  });
});

describe('POST /quick-order', () => {
  it('reads each line and names its product, price, amount and problems: unknown SKU, quantity rules, stock', async () => {
    const drill = await createProduct({ name: `QO Drill ${run}`, sku: sku('qo-drill'), available: 10, minimum: 2 });
    const screws = await createProduct({
      name: `QO Screws ${run}`,
      sku: sku('qo-screws'),
      priceCents: 50,
      available: 1000,
      minimum: 100,
      increment: 100,
      priceBreaks: [{ minQuantity: 500, priceCents: 40 }],
    });
    const text = [
      `${sku('qo-drill').toLowerCase()} 4`,
      `${sku('qo-screws')},250`,
      `${sku('qo-screws')} 600`,
      `${sku('qo-screws')} 30`,
      `${sku('qo-drill')}\t1`,
      `${sku('qo-drill')} 11`,
      `${sku('qo-none')} 1`,
      'bad/sku 1',
    ].join('\n');
    const drillLine = { sku: sku('qo-drill'), productId: drill, productName: `QO Drill ${run}`, price: 25.99 };
    const screwLine = { sku: sku('qo-screws'), productId: screws, productName: `QO Screws ${run}` };
    // Written straight to Firestore: the instance's catalogue holds them once its listener brings them.
    const lines = async () => (await quickOrder({ text })).body.lines;
    await expect.poll(lines, { timeout: 10_000 }).toEqual([
      { ...drillLine, priceBreak: null, amount: 103.96, quantity: 4, problems: [] },
      // The pack problem names the pack and the whole packs either side; the minimum problem names the minimum.
      {
        ...screwLine,
        price: 0.5,
        priceBreak: null,
        amount: 125,
        quantity: 250,
        problems: ['Sold in packs of 100: order 200 or 300'],
      },
      {
        ...screwLine,
        price: 0.4,
        priceBreak: { minQuantity: 500, price: 0.4 },
        amount: 240,
        quantity: 600,
        problems: [],
      },
      {
        ...screwLine,
        price: 0.5,
        priceBreak: null,
        amount: 15,
        quantity: 30,
        problems: ['Below the minimum order of 100', 'Sold in packs of 100: order 100'],
      },
      { ...drillLine, priceBreak: null, amount: 25.99, quantity: 1, problems: ['Below the minimum order of 2'] },
      { ...drillLine, priceBreak: null, amount: 285.89, quantity: 11, problems: [m.quantityAboveAvailable] },
      { sku: sku('qo-none'), quantity: 1, problems: [cm.quickOrderSkuUnknown] },
      { sku: 'bad/sku', quantity: 1, problems: [cm.skuInvalid] },
    ]);
    expect(cm.quickOrderNotInPacks(100, [200, 300])).toBe('Sold in packs of 100: order 200 or 300');
    expect(cm.quickOrderBelowMinimum(100)).toBe('Below the minimum order of 100');
  });

  it('is for signed-in customers; 200 lines at most; bad bodies are 400', async () => {
    expect((await quickOrder({ text: 'ABC-1 1' }, 'anonymous')).status).toBe(401);
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `NO-SUCH-${i} 1`).join('\n');
    const full = await quickOrder({ text: lines(QUICK_ORDER_MAX_LINES) });
    expect(full.status).toBe(200);
    expect(full.body.lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    const over = await quickOrder({ text: lines(QUICK_ORDER_MAX_LINES + 1) });
    expect(over).toMatchObject({ status: 400, body: { message: cm.quickOrderTooManyLines(QUICK_ORDER_MAX_LINES) } });
    for (const body of [{}, { text: '' }, { text: 5 }, { text: 'A-1 1', cart: true }, []])
      expect((await quickOrder(body)).status, JSON.stringify(body)).toBe(400);
  });
});
