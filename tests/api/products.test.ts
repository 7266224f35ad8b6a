import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../scripts/seed/products.mjs';
import { api } from '../support/api';

describe('GET /api/product (through Hosting)', () => {
  it('lists the seeded products in the shape of SPEC §7', async () => {
    const { status, body } = await api<any[]>('GET', '/product');
    expect(status).toBe(200);
    const drill = body.find((p) => p._id === 'cordless-drill-18v');
    expect(drill).toEqual({
      _id: 'cordless-drill-18v',
      name: 'Cordless Drill Driver 18V',
      picture: expect.stringMatching(/^\/products\/cordless-drill-18v\.[0-9a-f]+\.jpg$/),
      available: expect.any(Number),
      minimum: 2,
      price: 129,
      description: expect.stringContaining('Brushless 18V drill driver'),
      sku: expect.any(String),
      category: expect.any(String),
      specs: expect.objectContaining({ voltage: 18 }),
      fits: [],
      featured: expect.any(Boolean),
      warrantyMonths: 36,
      serialPattern: '^DD18-BL13-[0-9]{8}$',
    });
    for (const seeded of seedProducts) expect(body.map((p) => p.name)).toContain(seeded.name);
  });

  it('answers one product by id, 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api('GET', '/product/angle-grinder-125')).body).toMatchObject({
      _id: 'angle-grinder-125',
      price: 89.5,
    });
    expect((await api('GET', '/product/no-such-product')).status).toBe(404);
    expect((await api('GET', '/product/bad%2Fid')).status).toBe(400);
  });
});
