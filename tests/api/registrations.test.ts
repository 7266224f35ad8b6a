// Registered tools: a product's warranty and serial-number pattern (POST and PATCH /product, every product answer),
// and the serial numbers an admin records when shipping (POST /order/{id}/ship { serials }).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, warrantyMessages, type SerialClaimDoc } from '@toolshop/domain';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createProduct, createRoles, orderDoc, productDoc, type Roles } from './helpers/fixtures';
import { checkoutOrder } from './helpers/checkout';
import { confirmOrder, payOrder } from './helpers/order-moves';

let roles: Roles;

beforeAll(async () => {
  roles = await createRoles();
});

const newTool = {
  name: 'Test Planer 82 mm',
  price: 119,
  available: 20,
  minimum: 1,
  description: 'Planer for 82 mm blades.',
  picture: '/products/angle-grinder-125.svg',
};

describe('a product carries a warranty and a serial-number pattern', () => {
  it('POST /product stores them and the answer carries them; a SPEC body without them gets 0 and null', async () => {
    const created = await api<{ insertedId: string }>('POST', '/product', {
      token: roles.admin.token,
      body: { ...newTool, warrantyMonths: 36, serialPattern: '^TP-[0-9]{8}$' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const answer = await api('GET', `/product/${created.body.insertedId}`);
    expect(answer.body).toMatchObject({ warrantyMonths: 36, serialPattern: '^TP-[0-9]{8}$' });

    const plain = await api<{ insertedId: string }>('POST', '/product', { token: roles.admin.token, body: newTool });
    expect(plain.status).toBe(201);
    expect((await api('GET', `/product/${plain.body.insertedId}`)).body).toMatchObject({
      warrantyMonths: 0,
      serialPattern: null,
    });
  });

  it('PATCH /product/{id} sets them, and null removes the pattern', async () => {
    const id = await createProduct();
    const patch = (body: unknown) => api('PATCH', `/product/${id}`, { token: roles.admin.token, body });
    expect((await patch({ warrantyMonths: 24, serialPattern: '^AG-\\d{6}$' })).status).toBe(200);
    expect(await productDoc(id)).toMatchObject({ warrantyMonths: 24, serialPattern: '^AG-\\d{6}$' });
    expect((await patch({ serialPattern: null, warrantyMonths: 0 })).status).toBe(200);
    const after = await productDoc(id);
    expect(after?.serialPattern).toBeUndefined();
    expect((await api('GET', `/product/${id}`)).body).toMatchObject({ warrantyMonths: 0, serialPattern: null });
  });

  it.each([
    ['a pattern that does not compile', { serialPattern: '^TS-[0-9' }, warrantyMessages.serialPatternInvalid],
    ['a pattern that could backtrack for ever', { serialPattern: '^(a+)+$' }, warrantyMessages.serialPatternUnsafe],
    ['a pattern too long', { serialPattern: 'x'.repeat(101) }, warrantyMessages.serialPatternTooLong(100)],
    ['a warranty of part months', { warrantyMonths: 1.5 }, warrantyMessages.warrantyMonthsInvalid(120)],
    ['a negative warranty', { warrantyMonths: -1 }, warrantyMessages.warrantyMonthsInvalid(120)],
  ])('refuses %s with 400 and changes nothing', async (_case, fields, message) => {
    const id = await createProduct({ warrantyMonths: 12 });
    const before = await productDoc(id);
    const edited = await api('PATCH', `/product/${id}`, { token: roles.admin.token, body: fields });
    expect(edited.status).toBe(400);
    expect(JSON.stringify(edited.body)).toContain(message);
    expect(await productDoc(id)).toEqual(before);
    const added = await api('POST', '/product', { token: roles.admin.token, body: { ...newTool, ...fields } });
    expect(added.status).toBe(400);
    expect(JSON.stringify(added.body)).toContain(message);
  });
});

/** A serial of its own for each test: serials are the shop's, across every suite. */
const newSerial = (prefix: string) => `${prefix}-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function serialClaim(serial: string): Promise<SerialClaimDoc | undefined> {
  const snapshot = await testAdmin().db.collection(collections.serials).doc(serial).get();
  return snapshot.data() as SerialClaimDoc | undefined;
}

describe('POST /order/{id}/ship records the serial number of each unit', () => {
  let tool: string;
  let part: string;
  const prefix = `TQ${randomUUID().slice(0, 4).toUpperCase()}`;

  beforeAll(async () => {
    [tool, part] = await Promise.all([
      createProduct({ warrantyMonths: 24, serialPattern: `^${prefix}-[0-9]{8}$`, minimum: 1 }),
      createProduct({ minimum: 1 }),
    ]);
  });

  /** A confirmed order of two tools and one part, ready to ship. */
  async function confirmedOrder(): Promise<string> {
    const id = await checkoutOrder(roles.customer.token, [
      { productId: tool, quantity: 2 },
      { productId: part, quantity: 1 },
    ]);
    await payOrder(roles.customer, id);
    await confirmOrder(roles.admin, id);
    return id;
  }
  const ship = (id: string, extra: Record<string, unknown> = {}) =>
    api('POST', `/order/${id}/ship`, {
      token: roles.admin.token,
      body: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', ...extra },
    });

  it('ships with one serial per unit, claims each serial for the customer and lists them in the order answer', async () => {
    const id = await confirmedOrder();
    const serials = [newSerial(prefix), newSerial(prefix)];
    const shipped = await ship(id, { serials: { [tool]: serials } });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const answer = await api('GET', `/order/${id}`, { token: roles.customer.token });
    expect(answer.body).toMatchObject({ status: 'shipped', serials: { [tool]: serials } });
    for (const serial of serials)
      expect(await serialClaim(serial)).toMatchObject({ productId: tool, orderId: id, uid: roles.customer.uid });
  });

  it('still ships without serials', async () => {
    const id = await confirmedOrder();
    expect((await ship(id)).status).toBe(200);
    expect((await orderDoc(id))?.serials).toBeUndefined();
  });

  it('refuses a serial shipped already with 409, and nothing changes', async () => {
    const first = await confirmedOrder();
    const taken = newSerial(prefix);
    expect((await ship(first, { serials: { [tool]: [taken, newSerial(prefix)] } })).status).toBe(200);
    const second = await confirmedOrder();
    const fresh = newSerial(prefix);
    const refused = await ship(second, { serials: { [tool]: [fresh, taken] } });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(warrantyMessages.serialShippedAlready(taken));
    expect((await orderDoc(second))?.status).toBe('success');
    expect(await serialClaim(fresh)).toBeUndefined();
    expect((await serialClaim(taken))?.orderId).toBe(first);
  });

  it.each([
    ['one serial for two units', () => ({ [tool]: [newSerial(prefix)] })],
    ['a serial that does not match the pattern', () => ({ [tool]: [newSerial(prefix), 'XX-1'] })],
    [
      'serials for a product without a pattern',
      () => ({ [tool]: [newSerial(prefix), newSerial(prefix)], [part]: ['P-1'] }),
    ],
    ['serials for a product not in the order', () => ({ 'no-such-product': ['A-1'] })],
    [
      'the same serial twice',
      () => {
        const serial = newSerial(prefix);
        return { [tool]: [serial, serial] };
      },
    ],
    ['a serial with a slash', () => ({ [tool]: [newSerial(prefix), 'TQ/1'] })],
    ['serials that are not a map', () => [newSerial(prefix)]],
  ])('refuses %s with 400, and nothing changes', async (_case, serials) => {
    const id = await confirmedOrder();
    const given = serials();
    const refused = await ship(id, { serials: given });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect((await orderDoc(id))?.status).toBe('success');
    for (const serial of Object.values(given).flat().map(String))
      if (/^[\w.-]+$/.test(serial)) expect(await serialClaim(serial)).toBeUndefined();
  });
});
