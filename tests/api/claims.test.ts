// Warranty claims (docs/decisions/0026) against the emulators: a claim on an own confirmed registration within its
// warranty (the customer and the admins emailed), every refusal (400, 401, 403, 404, 409) with nothing written, a
// claim judged by the day the fault happened (not the day it is filed), each decision once (repair, reject, replace,
// parts), a replacement out of stock and parts that do not fit the tool.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimMessages, collections, type ClaimDoc, type OrderDoc } from '@toolshop/domain';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import { createProduct, createRoles, productDoc, type Roles } from './helpers/fixtures';
import { checkoutOrder } from './helpers/checkout';
import { confirmOrder, payOrder } from './helpers/order-moves';

let roles: Roles;
let tool: string;
let blade: string;
let guard: string;
let stranger: string;
/** A tool shipped to the customer and registered at once: the claims' own tool, with an order to ship to. */
let shippedSerial: string;

const prefix = `TC${randomUUID().slice(0, 4).toUpperCase()}`;
const newSerial = () => `${prefix}-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const receipt = '/products/angle-grinder-125.svg';
const post = (path: string, token: string | undefined, body: unknown) => api('POST', path, { token, body });
const today = () => new Date().toISOString().slice(0, 10);
const claimBody = (registrationId: string) => ({
  registrationId,
  description: 'The motor stops after a minute of cutting.',
  occurredAt: today(),
  photos: [receipt],
});

const claimDoc = async (id: string) =>
  (await testAdmin().db.collection(collections.claims).doc(id).get()).data() as ClaimDoc | undefined;
const claimsOf = async (registrationId: string) =>
  (await testAdmin().db.collection(collections.claims).where('registrationId', '==', registrationId).get()).size;
const ordersOfClaim = async (claimId: string) =>
  (await testAdmin().db.collection(collections.orders).where('warrantyClaimFor.claimId', '==', claimId).get()).docs.map(
    (doc) => doc.data() as OrderDoc,
  );
async function outboxFor(email: string, subjectPart: string): Promise<number> {
  const mail = await testAdmin().db.collection(collections.mail).where('to', 'array-contains', email).get();
  return mail.docs.filter((doc) => String(doc.data().message?.subject).includes(subjectPart)).length;
}
/** The admins' emails in the outbox (named by the admin accounts' uids) whose subject holds `subjectPart`. */
async function adminOutboxFor(subjectPart: string) {
  const mail = await testAdmin()
    .db.collection(collections.mail)
    .where('toUids', 'array-contains', roles.admin.uid)
    .get();
  return mail.docs
    .map((doc) => doc.data().message as { subject: string; text: string })
    .filter((message) => message.subject.includes(subjectPart));
}

/** A registration with a receipt (pending), confirmed by the admin unless told otherwise. */
async function registered(account = roles.customer, purchasedAt = today(), confirm = true): Promise<string> {
  const serial = newSerial();
  const made = await post('/registrations', account.token, { serial, productId: tool, purchasedAt, receipt });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  if (confirm) expect((await post(`/registrations/${serial}/confirm`, roles.admin.token, {})).status).toBe(200);
  return serial;
}

async function submitted(serial = shippedSerial): Promise<string> {
  const claim = await post('/claims', roles.customer.token, claimBody(serial));
  expect(claim.status, JSON.stringify(claim.body)).toBe(201);
  return claim.body.id;
}

beforeAll(async () => {
  roles = await createRoles();
  tool = await createProduct({ warrantyMonths: 24, serialPattern: `^${prefix}-[0-9]{8}$`, minimum: 1 });
  [blade, guard, stranger] = await Promise.all([
    createProduct({ name: `Blade for ${prefix}`, fits: [tool], minimum: 1, available: 10 }),
    createProduct({ name: `Guard for ${prefix}`, fits: [tool], minimum: 1, available: 10 }),
    createProduct({ name: `Other blade ${prefix}`, minimum: 1, available: 10 }),
  ]);
  const orderId = await checkoutOrder(roles.customer.token, [{ productId: tool, quantity: 1 }]);
  await payOrder(roles.customer, orderId);
  await confirmOrder(roles.admin, orderId);
  shippedSerial = newSerial();
  const shipped = await post(`/order/${orderId}/ship`, roles.admin.token, {
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    serials: { [tool]: [shippedSerial] },
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  expect((await post('/registrations', roles.customer.token, { serial: shippedSerial })).status).toBe(201);
});

describe('POST /claims', () => {
  it('files a claim on an own confirmed tool within its warranty, emails the customer and the admins, and lists it to its owner and admins only', async () => {
    const adminsBefore = (await adminOutboxFor(`New warranty claim: ${shippedSerial}`)).length;
    const id = await submitted();
    const told = await adminOutboxFor(`New warranty claim: ${shippedSerial}`);
    expect(told).toHaveLength(adminsBefore + 1);
    expect(told.some((m) => m.text.includes(roles.customer.email) && m.text.includes('The motor stops'))).toBe(true);
    const claim = await api('GET', `/claims/${id}`, { token: roles.customer.token });
    expect(claim.body).toMatchObject({
      registrationId: shippedSerial,
      productId: tool,
      status: 'submitted',
      decision: null,
      photos: [receipt],
      occurredAt: today(),
    });
    expect(claim.body.warrantyEndsAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await outboxFor(roles.customer.email, 'is received')).toBeGreaterThanOrEqual(1);
    const mine = await api('GET', '/claims', { token: roles.customer.token });
    expect(mine.body.items.map((c: { id: string }) => c.id)).toContain(id);
    const others = await api('GET', '/claims', { token: roles.other.token });
    expect(others.body.items.map((c: { id: string }) => c.id)).not.toContain(id);
    const all = await api('GET', '/claims', { token: roles.admin.token });
    expect(all.body.items.map((c: { id: string }) => c.id)).toContain(id);
    expect((await api('GET', `/claims/${id}`, { token: roles.other.token })).status).toBe(403);
    expect((await api('GET', `/claims/${id}`, { token: roles.admin.token })).status).toBe(200);
    expect((await api('GET', `/claims/${id}`)).status).toBe(401);
    expect((await api('GET', '/claims/no-such-claim', { token: roles.admin.token })).status).toBe(404);
  });

  it.each([
    ['no description', { description: '' }, claimMessages.descriptionRequired],
    ['a fault in the future', { occurredAt: '2999-01-01' }, claimMessages.occurredAtInvalid],
    ['a photo that is not an image address', { photos: ['javascript:alert(1)'] }, ''],
    ['an unknown field', { owner: 'me' }, ''],
  ])('refuses %s with 400 and writes nothing', async (_case, fields, message) => {
    const refused = await post('/claims', roles.customer.token, { ...claimBody(shippedSerial), ...fields });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(message);
  });

  it('refuses a stranger (401), another customer’s tool (403), an unknown tool (404) and a pending one (409), writing nothing', async () => {
    const pending = await registered(roles.customer, today(), false);
    const before = await claimsOf(shippedSerial);
    expect((await post('/claims', undefined, claimBody(shippedSerial))).status).toBe(401);
    expect((await post('/claims', roles.other.token, claimBody(shippedSerial))).status).toBe(403);
    expect((await post('/claims', roles.customer.token, claimBody(`${prefix}-00000000`))).status).toBe(404);
    const refused = await post('/claims', roles.customer.token, claimBody(pending));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(claimMessages.registrationPending);
    expect(await claimsOf(shippedSerial)).toBe(before);
    expect(await claimsOf(pending)).toBe(0);
  });

  it('judges a claim by the day the fault happened, not the day it is filed: after the warranty’s end or before the purchase is 409', async () => {
    // Bought 2020-01-15 with 24 months: the warranty ended 2022-01-15, years before today.
    const old = await registered(roles.customer, '2020-01-15');
    const late = await post('/claims', roles.customer.token, { ...claimBody(old), occurredAt: '2022-01-16' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(claimMessages.outOfWarranty('2022-01-15'));
    const early = await post('/claims', roles.customer.token, { ...claimBody(old), occurredAt: '2020-01-14' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(claimMessages.occurredBeforePurchase('2020-01-15'));
    expect(await claimsOf(old)).toBe(0);

    // A fault within the warranty, filed today: taken, the warranty's last day included.
    for (const occurredAt of ['2021-06-01', '2022-01-15']) {
      const taken = await post('/claims', roles.customer.token, { ...claimBody(old), occurredAt });
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      expect(taken.body).toMatchObject({ occurredAt, warrantyEndsAt: '2022-01-15', status: 'submitted' });
    }
    expect(await claimsOf(old)).toBe(2);
  });
});

describe('POST /claims/{id}/decide', () => {
  const decide = (id: string, body: unknown, token: string | undefined = roles.admin.token) =>
    post(`/claims/${id}/decide`, token, body);

  it('refuses anyone but an admin, a bad decision, an unknown claim and parts that do not fit, changing nothing', async () => {
    const id = await submitted();
    const before = await claimDoc(id);
    expect((await post(`/claims/${id}/decide`, undefined, { decision: 'replace' })).status).toBe(401);
    expect((await decide(id, { decision: 'replace' }, roles.customer.token)).status).toBe(403);
    for (const body of [
      { decision: 'refund' },
      { decision: 'repair' },
      { decision: 'reject', reason: '' },
      { decision: 'parts', parts: [] },
      { decision: 'parts', parts: [blade, blade] },
      { decision: 'replace', parts: [blade] },
    ])
      expect((await decide(id, body)).status, JSON.stringify(body)).toBe(400);
    const notFitting = await decide(id, { decision: 'parts', parts: [blade, stranger] });
    expect(notFitting.status).toBe(400);
    expect(JSON.stringify(notFitting.body)).toContain('does not fit');
    expect((await decide(id, { decision: 'parts', parts: ['no-such-part'] })).status).toBe(400);
    expect((await decide('no-such-claim', { decision: 'replace' })).status).toBe(404);
    expect(await claimDoc(id)).toEqual(before);
    expect(await ordersOfClaim(id)).toEqual([]);
    expect((await productDoc(blade))?.available).toBe(10);
  });

  it('parts: a free order of one of each fitting part, the stock taken, the customer emailed; a second decision is refused', async () => {
    const id = await submitted();
    const [bladeBefore, guardBefore] = await Promise.all([productDoc(blade), productDoc(guard)]);
    const decided = await decide(id, { decision: 'parts', parts: [guard, blade] });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({ status: 'decided', decision: 'parts', parts: [guard, blade] });
    const [order] = await ordersOfClaim(id);
    expect(order).toMatchObject({
      uid: roles.customer.uid,
      status: 'success',
      amountCents: 0,
      warrantyClaimFor: { claimId: id, serial: shippedSerial },
    });
    expect(order!.lines!.map((line) => [line.productId, line.quantity, line.unitPriceCents]).sort()).toEqual(
      [
        [blade, 1, 0],
        [guard, 1, 0],
      ].sort(),
    );
    expect((await productDoc(blade))?.available).toBe(bladeBefore!.available - 1);
    expect((await productDoc(guard))?.available).toBe(guardBefore!.available - 1);
    expect(await outboxFor(roles.customer.email, 'parts are on their way')).toBeGreaterThanOrEqual(1);

    const again = await decide(id, { decision: 'reject', reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(claimMessages.decidedAlready);
    expect((await claimDoc(id))?.decision).toBe('parts');
    expect(await ordersOfClaim(id)).toHaveLength(1);
    expect((await productDoc(blade))?.available).toBe(bladeBefore!.available - 1);
  });

  it('replace: 409 while the tool is out of stock, nothing changed; then a free order of the tool', async () => {
    const id = await submitted();
    await testAdmin().db.collection(collections.products).doc(tool).update({ available: 0 });
    const refused = await decide(id, { decision: 'replace' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('in stock');
    expect((await claimDoc(id))?.status).toBe('submitted');
    expect(await ordersOfClaim(id)).toEqual([]);

    await testAdmin().db.collection(collections.products).doc(tool).update({ available: 3 });
    const replaced = await decide(id, { decision: 'replace' });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const [order] = await ordersOfClaim(id);
    expect(order?.lines?.map((line) => [line.productId, line.quantity])).toEqual([[tool, 1]]);
    expect(replaced.body.orderId).toEqual(expect.any(String));
    expect((await productDoc(tool))?.available).toBe(2);
  });

  it('repair keeps the instructions, reject the reason; neither makes an order', async () => {
    const [repair, reject] = [await submitted(), await submitted()];
    const repaired = await decide(repair, { decision: 'repair', instructions: 'Send it to 1 Mill Road, Leeds' });
    expect(repaired.body).toMatchObject({ decision: 'repair', instructions: 'Send it to 1 Mill Road, Leeds' });
    const rejected = await decide(reject, { decision: 'reject', reason: 'Water damage is not covered' });
    expect(rejected.body).toMatchObject({ decision: 'reject', rejectReason: 'Water damage is not covered' });
    expect([...(await ordersOfClaim(repair)), ...(await ordersOfClaim(reject))]).toEqual([]);
    expect(await outboxFor(roles.customer.email, 'accepted for repair')).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /registrations for an admin', () => {
  it('lists every pending registration to confirm; a customer still sees only theirs', async () => {
    const pending = await registered(roles.other, today(), false);
    const listed = await api('GET', '/registrations?status=pending', { token: roles.admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((r: { serial: string }) => r.serial)).toContain(pending);
    expect(listed.body.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const mine = await api('GET', '/registrations?status=pending', { token: roles.customer.token });
    expect(mine.body.map((r: { serial: string }) => r.serial)).not.toContain(pending);
    expect((await api('GET', '/registrations?status=lost', { token: roles.admin.token })).status).toBe(400);
  });
});
