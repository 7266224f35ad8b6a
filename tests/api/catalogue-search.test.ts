// GET /api/search on a fixed catalogue this file makes: words, prefixes, one typo, an exact SKU first,
// filters and their counts, sorts and pages; bad parameters and forged cursors 400; and the index keeping up with
// products added, edited and deleted (through the API and straight in Firestore) within 10 s.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages as cm, collections } from '@toolshop/domain';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createProduct, createRoles, type Roles } from './helpers/fixtures';

/** A made-up brand in every product's name: the words no other suite's products carry. */
const brand = `kestrel${randomUUID().replaceAll('-', '').replace(/\d/g, '').slice(0, 6)}`;
const run = randomUUID().slice(0, 6);
const tools = `tools-${run}`;
const parts = `parts-${run}`;
const ids: Record<string, string> = {};
let roles: Roles;

const search = (params: Record<string, string>) => api<any>('GET', `/search?${new URLSearchParams(params).toString()}`);
const namesOf = (body: any): string[] => body.items.map((item: any) => item.name);

beforeAll(async () => {
  roles = await createRoles();
  const admin = testAdmin().db;
  await admin.collection(collections.categories).doc(tools).set({ name: 'Test tools' });
  await admin.collection(collections.categories).doc(parts).set({ name: 'Test parts' });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const made = async (key: string, fields: Record<string, unknown>, createdAt: Date) => {
    ids[key] = await createProduct(fields as never);
    await admin.collection(collections.products).doc(ids[key]!).update({ createdAt });
  };
  await made(
    'drill',
    {
      name: `${brand} Cordless Drill Driver`,
      description: 'Brushless drill with a keyless chuck for wood and metal.',
      sku: `KD-${run}-18`,
      category: tools,
      specs: { voltage: 18, batteryCapacity: 5, model: `KD18${run}` },
      priceCents: 12900,
      available: 10,
    },
    day(1),
  );
  await made(
    'hammer',
    {
      name: `${brand} Hammer Drill`,
      description: 'Percussion drilling in masonry and concrete.',
      sku: `KH-${run}-36`,
      category: tools,
      specs: { voltage: 36 },
      priceCents: 19900,
      available: 0,
    },
    day(2),
  );
  await made(
    'grinder',
    {
      name: `${brand} Angle Grinder`,
      description: 'Cuts and grinds steel, with a 125 mm disc.',
      sku: `KG-${run}-125`,
      category: tools,
      specs: { discSize: 125, power: 900 },
      priceCents: 8950,
      available: 4,
    },
    day(3),
  );
  await made(
    'brush',
    {
      name: `${brand} Carbon Brush Set`,
      description: 'Replacement brushes for the hammer drill motor.',
      sku: `KB-${run}-1`,
      category: parts,
      fits: [ids.hammer],
      priceCents: 950,
      available: 100,
    },
    day(4),
  );
  await made(
    'chuck',
    {
      name: `${brand} Keyless Chuck 13 mm`,
      description: 'A spare chuck.',
      sku: `KC-${run}-13`,
      category: parts,
      fits: [ids.drill],
      priceCents: 1900,
      available: 30,
    },
    day(5),
  );
  // The API answers from each instance's listened copy of the catalogue, trusted for MAX_STALENESS_MS: on a busy
  // machine a listener may bring the last writes seconds later. Wait until several answers in a row hold them all.
  const productCount = Object.keys(ids).length;
  const seen: number[] = [];
  for (const started = Date.now(); seen.slice(-3).filter((total) => total === productCount).length < 3;) {
    if (Date.now() - started > 30_000)
      throw new Error(
        `waited 30 s for the search to find this file's ${productCount} products; it found ${seen.join(', ')}`,
      );
    seen.push((await search({ q: brand })).body.total as number);
    if (seen.at(-1) !== productCount) await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

describe('finding products', () => {
  it('by a word of the name, the description or the specs', async () => {
    expect(namesOf((await search({ q: `${brand} grinder` })).body)).toEqual([`${brand} Angle Grinder`]);
    expect(namesOf((await search({ q: `${brand} masonry` })).body)).toEqual([`${brand} Hammer Drill`]);
    expect(namesOf((await search({ q: `${brand} 36V` })).body)).toEqual([`${brand} Hammer Drill`]);
    expect(namesOf((await search({ q: `${brand} 125 mm` })).body)).toEqual([`${brand} Angle Grinder`]);
  });

  it('by the start of a word', async () => {
    expect(namesOf((await search({ q: `${brand} grin` })).body)).toEqual([`${brand} Angle Grinder`]);
    expect(namesOf((await search({ q: brand.slice(0, -1) + ' carb' })).body)).toEqual([`${brand} Carbon Brush Set`]);
  });

  it('with one typo', async () => {
    expect(namesOf((await search({ q: `${brand} grindar` })).body)).toEqual([`${brand} Angle Grinder`]);
    expect(namesOf((await search({ q: `${brand} hamer` })).body)).toContain(`${brand} Hammer Drill`);
    expect((await search({ q: `${brand} grnidre` })).body.total).toBe(0);
  });

  it('by SKU, an exact SKU first (any case), then the parts that fit it', async () => {
    const { body } = await search({ q: `kd-${run}-18` });
    expect(body.items[0]._id).toBe(ids.drill);
    expect(body.items.map((item: any) => item._id)).toContain(ids.chuck);
    const byModel = await search({ q: `KD18${run}` });
    expect(byModel.body.items.map((item: any) => item._id)).toEqual([ids.drill, ids.chuck]);
  });

  it('answers items in the shape of GET /product, with the total', async () => {
    const { status, body } = await search({ q: `${brand} grinder` });
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    expect(body.nextCursor).toBeNull();
    expect(body.items[0]).toEqual((await api('GET', `/product/${ids.grinder}`)).body);
  });
});

describe('filters, their counts and sorts', () => {
  it('filters by category, stock, price and a main spec', async () => {
    expect(namesOf((await search({ q: brand, category: parts, sort: 'price-asc' })).body)).toEqual([
      `${brand} Carbon Brush Set`,
      `${brand} Keyless Chuck 13 mm`,
    ]);
    expect(namesOf((await search({ q: brand, inStock: 'false' })).body)).toEqual([`${brand} Hammer Drill`]);
    expect(namesOf((await search({ q: brand, minPrice: '19', maxPrice: '129', sort: 'price-asc' })).body)).toEqual([
      `${brand} Keyless Chuck 13 mm`,
      `${brand} Angle Grinder`,
      `${brand} Cordless Drill Driver`,
    ]);
    expect(namesOf((await search({ q: brand, voltage: '18' })).body)).toEqual([`${brand} Cordless Drill Driver`]);
    expect((await search({ category: tools })).body.total).toBe(3);
  });

  it('counts each filter value among the matches, as if that filter were not set', async () => {
    const { body } = await search({ q: brand, category: tools, inStock: 'true' });
    expect(body.total).toBe(2);
    // Equal counts go by slug.
    expect(body.facets.category).toEqual([
      { slug: parts, count: 2 },
      { slug: tools, count: 2 },
    ]);
    expect(body.facets.inStock).toEqual({ true: 2, false: 1 });
    expect(body.facets.price).toEqual({ min: 89.5, max: 129 });
    expect(body.facets.specs.voltage).toEqual([{ value: '18', count: 1 }]);
    expect(body.facets.specs.discSize).toEqual([{ value: '125', count: 1 }]);
  });

  it('sorts by price both ways and by newest', async () => {
    const prices = (body: any) => body.items.map((item: any) => item.price);
    expect(prices((await search({ q: brand, sort: 'price-asc' })).body)).toEqual([9.5, 19, 89.5, 129, 199]);
    expect(prices((await search({ q: brand, sort: 'price-desc' })).body)).toEqual([199, 129, 89.5, 19, 9.5]);
    expect((await search({ q: brand, sort: 'newest' })).body.items.map((item: any) => item._id)).toEqual(
      ['chuck', 'brush', 'grinder', 'hammer', 'drill'].map((key) => ids[key]),
    );
  });

  it('pages with nextCursor until the last page', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const params: Record<string, string> = { q: brand, sort: 'price-asc', limit: '2' };
      if (cursor) params.cursor = cursor;
      const { status, body } = await search(params);
      expect(status).toBe(200);
      expect(body.total).toBe(5);
      seen.push(...namesOf(body));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 5);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });
});

describe('bad parameters', () => {
  it('are 400 with a message, never a 5xx; a forged or foreign cursor is refused', async () => {
    const { body: first } = await search({ q: brand, limit: '2' });
    const forged = Buffer.from(JSON.stringify([2, 'not-the-print'])).toString('base64url');
    const negative = Buffer.from(JSON.stringify([-5, 'x'])).toString('base64url');
    for (const [params, message] of [
      [{ sort: 'cheapest' }, cm.searchSortInvalid],
      [{ inStock: 'yes' }, cm.searchInStockInvalid],
      [{ minPrice: 'ten' }, cm.searchPriceInvalid],
      [{ minPrice: '50', maxPrice: '5' }, cm.searchPriceRange],
      // The limit is said, so a person knows how much to cut.
      [{ q: 'x'.repeat(101) }, 'The search must be at most 100 characters'],
      [{ page: '2' }, undefined],
      [{ cursor: 'not base64 !' }, cm.searchCursorInvalid],
      [{ q: brand, cursor: forged }, cm.searchCursorInvalid],
      [{ q: brand, cursor: negative }, cm.searchCursorInvalid],
      [{ q: 'other words', limit: '2', cursor: first.nextCursor }, cm.searchCursorInvalid],
      [{ limit: '500' }, cm.searchLimitInvalid],
    ] as const) {
      const { status, body } = await search(params as Record<string, string>);
      expect(status, JSON.stringify(params)).toBe(400);
      if (message) expect(body.message).toBe(message);
    }
    const repeated = await api('GET', '/search?q=a&q=b');
    expect(repeated.status).toBe(400);
  });
});

describe('the index keeps up with the catalogue', () => {
  const within10s = async (check: () => Promise<boolean>, awaited = 'the change') => {
    const start = Date.now();
    while (!(await check())) {
      if (Date.now() - start > 10_000) throw new Error(`the search did not show ${awaited} within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const found = async (q: string, id: string) =>
    (await search({ q })).body.items.some((item: any) => item._id === id) as boolean;

  it('a product added, edited and deleted through the API shows so at once', async () => {
    const word = `${brand}fresh`;
    const added = await api('POST', '/product', {
      token: roles.admin.token,
      body: {
        name: `${word} Jigsaw`,
        price: 59,
        available: 5,
        minimum: 1,
        description: 'Straight and curved cuts.',
        picture: '/products/jigsaw-800w.svg',
        sku: `KJ-${run}`,
      },
    });
    const id = added.body.insertedId as string;
    await within10s(() => found(`KJ-${run}`, id), `the new product under KJ-${run}`);
    await api('PATCH', `/product/${id}`, { token: roles.admin.token, body: { name: `${word} Scroll Saw` } });
    await within10s(
      async () => (await found(`${word} scroll`, id)) && !(await found(`${word} jigsaw`, id)),
      'the renamed product under its new name only',
    );
    await api('DELETE', `/product/${id}`, { token: roles.admin.token });
    await within10s(async () => !(await found(`${word} scroll`, id)), 'the deleted product gone');
  });

  it('a product changed straight in Firestore shows so within 10 s (the listener)', async () => {
    const word = `${brand}listen`;
    const ref = testAdmin().db.collection(collections.products).doc(`search-${run}`);
    await ref.set({
      name: `${word} Planer`,
      description: 'Smooths boards.',
      picture: '/products/jigsaw-800w.svg',
      priceCents: 7900,
      available: 3,
      minimum: 1,
      createdAt: new Date(),
    });
    await within10s(() => found(`${word} planer`, ref.id), 'the product written straight to Firestore');
    await ref.update({ name: `${word} Thicknesser` });
    await within10s(
      async () => (await found(`${word} thicknesser`, ref.id)) && !(await found(`${word} planer`, ref.id)),
      'the product renamed in Firestore under its new name only',
    );
    await ref.delete();
    await within10s(async () => !(await found(`${word} thicknesser`, ref.id)), 'the product deleted in Firestore gone');
  });
});
