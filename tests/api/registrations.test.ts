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
import { createAccount } from '../support/accounts';
import { demoOrders, seedDemoOrders } from '../../scripts/seed/demo-orders.mjs';

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

describe('POST /registrations: one serial, one owner', () => {
  let tool: string;
  const prefix = `TR${randomUUID().slice(0, 4).toUpperCase()}`;
  const receipt = '/products/angle-grinder-125.svg';
  const register = (body: unknown, token: string | undefined = roles.customer.token) =>
    api('POST', '/registrations', { token, body });
  const registrationDoc = async (serial: string) =>
    (await testAdmin().db.collection(collections.registrations).doc(serial).get()).data();
  const mine = (token: string) => api<any[]>('GET', '/registrations', { token });

  beforeAll(async () => {
    tool = await createProduct({ warrantyMonths: 24, serialPattern: `^${prefix}-[0-9]{8}$`, minimum: 1 });
  });

  it('registers a serial shipped to this customer at once, with its purchase and ship dates and warranty end', async () => {
    const id = await checkoutOrder(roles.customer.token, [{ productId: tool, quantity: 1 }]);
    await payOrder(roles.customer, id);
    await confirmOrder(roles.admin, id);
    const serial = newSerial(prefix);
    const shipped = await api('POST', `/order/${id}/ship`, {
      token: roles.admin.token,
      body: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', serials: { [tool]: [serial] } },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);

    // Another customer cannot take a serial shipped to someone else without a receipt.
    expect((await register({ serial }, roles.other.token)).status).toBe(400);
    const registered = await register({ serial });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body).toMatchObject({
      serial,
      productId: tool,
      status: 'registered',
      orderId: id,
      receipt: null,
    });
    const purchased = new Date(registered.body.purchasedAt);
    const end = new Date(Date.UTC(purchased.getUTCFullYear() + 2, purchased.getUTCMonth(), purchased.getUTCDate()));
    expect(registered.body.warrantyEndsAt).toBe(end.toISOString().slice(0, 10));
    expect(registered.body.shippedAt).toEqual(expect.any(String));
    expect((await mine(roles.customer.token)).body.map((r) => r.serial)).toContain(serial);
    expect((await mine(roles.other.token)).body.map((r) => r.serial)).not.toContain(serial);

    const before = await registrationDoc(serial);
    const again = await register({ serial, productId: tool, purchasedAt: '2026-01-05', receipt }, roles.other.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(warrantyMessages.serialRegisteredAlready);
    expect(await registrationDoc(serial)).toEqual(before);
  });

  it('a serial bought elsewhere needs the product, a purchase date and a receipt, and waits for an admin', async () => {
    const serial = newSerial(prefix);
    const refusals: [unknown, string][] = [
      [{ serial }, warrantyMessages.productRequired],
      [{ serial, productId: tool }, warrantyMessages.purchasedAtRequired],
      [{ serial, productId: tool, purchasedAt: '2026-01-05' }, warrantyMessages.receiptRequired],
      [{ serial: 'XX-1', productId: tool, purchasedAt: '2026-01-05', receipt }, 'does not match'],
      [{ serial, productId: tool, purchasedAt: '2999-01-05', receipt }, warrantyMessages.purchasedAtInvalid],
      [{ serial, productId: tool, purchasedAt: '2026-01-05', receipt, owner: 'x' }, ''],
    ];
    for (const [body, message] of refusals) {
      const refused = await register(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
    expect(await registrationDoc(serial)).toBeUndefined();
    expect((await api('POST', '/registrations', { body: { serial } })).status).toBe(401);

    const pending = await register({ serial, productId: tool, purchasedAt: '2026-01-05', receipt });
    expect(pending.status, JSON.stringify(pending.body)).toBe(201);
    expect(pending.body).toMatchObject({ status: 'pending', warrantyEndsAt: '2028-01-05', orderId: null, receipt });

    const confirm = (token: string | undefined) => api('POST', `/registrations/${serial}/confirm`, { token, body: {} });
    expect((await confirm(undefined)).status).toBe(401);
    expect((await confirm(roles.customer.token)).status).toBe(403);
    expect((await registrationDoc(serial))?.status).toBe('pending');
    expect((await confirm(roles.admin.token)).body).toMatchObject({ status: 'registered' });
    expect((await confirm(roles.admin.token)).status).toBe(409);
    expect((await api('POST', '/registrations/no-such-serial/confirm', { token: roles.admin.token })).status).toBe(404);
  });

  it('two customers registering one serial at once: exactly one wins, the other gets 409', async () => {
    const serial = newSerial(prefix);
    const body = { serial, productId: tool, purchasedAt: '2026-02-01', receipt };
    const answers = await Promise.all([register(body), register(body, roles.other.token)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, `two racing registrations of ${serial} answered ${JSON.stringify(answers)}`).toEqual([201, 409]);
    const winner = answers[0]?.status === 201 ? roles.customer : roles.other;
    expect((await registrationDoc(serial))?.uid).toBe(winner.uid);
  });

  it('an admin transfers a registration to another account; only an admin may', async () => {
    const serial = newSerial(prefix);
    await register({ serial, productId: tool, purchasedAt: '2026-03-01', receipt });
    const transfer = (token: string | undefined, email: string) =>
      api('POST', `/registrations/${serial}/transfer`, { token, body: { email } });
    expect((await transfer(roles.customer.token, roles.customer.email)).status).toBe(403);
    expect((await transfer(roles.admin.token, 'nobody-here@example.com')).status).toBe(404);
    expect((await transfer(roles.admin.token, 'not an email')).status).toBe(400);
    expect((await registrationDoc(serial))?.uid).toBe(roles.customer.uid);
    expect((await transfer(roles.admin.token, roles.other.email)).status).toBe(200);
    expect((await mine(roles.other.token)).body.map((r) => r.serial)).toContain(serial);
    expect((await mine(roles.customer.token)).body.map((r) => r.serial)).not.toContain(serial);
  });
});

describe("the seed's demo orders (npm start)", () => {
  it('record serials as the ship call does: the demo customer registers a demo tool at once, with its warranty', async () => {
    const customer = await createAccount({ name: 'Demo Orders Customer' });
    const { db } = testAdmin();
    const batch = db.batch();
    const now = Date.now();
    seedDemoOrders(batch, db, customer, now);
    await batch.commit();
    const [drillOrder] = demoOrders(customer, now);
    const serial = drillOrder!.order.serials['cordless-drill-18v']![0]!;

    const registered = await api('POST', '/registrations', { token: customer.token, body: { serial } });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body).toMatchObject({
      serial,
      productId: 'cordless-drill-18v',
      status: 'registered',
      orderId: drillOrder!.id,
    });
    // The 18V drill carries 36 months from its purchase.
    const purchased = new Date(registered.body.purchasedAt);
    const end = new Date(Date.UTC(purchased.getUTCFullYear() + 3, purchased.getUTCMonth(), purchased.getUTCDate()));
    expect(registered.body.warrantyEndsAt).toBe(end.toISOString().slice(0, 10));
    // The shipped order's answer lists its serials.
    const order = await api('GET', `/order/${drillOrder!.id}`, { token: customer.token });
    expect(JSON.stringify(order.body)).toContain(serial);
  });
});
