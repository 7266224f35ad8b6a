// Admin order moves and role changes leave one audit record each, written in the change's own transaction: who,
// what, which document, the changed fields before and after. A customer's own cancel and a refused move leave
// none.
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, type AuditRecordDoc } from '@toolshop/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { createAccount, type TestAccount } from '../support/accounts';
import { createProduct, createRoles, placeOrder, type Roles } from './helpers/fixtures';
import { confirmOrder, inProcessDeps, payOrder } from './helpers/order-moves';
import { setAdminRole } from '../../functions/src/users/set-admin-role';

let roles: Roles;
let productId: string;
beforeAll(async () => {
  roles = await createRoles();
  productId = await createProduct({ available: 100, minimum: 1 });
});

const post = (path: string, token: string, body: unknown) => api('POST', path, { token, body });

/** The audit records of one document, oldest first, with `at` as a Date. */
async function recordsOf(id: string): Promise<(AuditRecordDoc & { at: Date })[]> {
  const snapshot = await testAdmin().db.collection(collections.audit).where('target.id', '==', id).get();
  return snapshot.docs
    .map((doc) => {
      const record = doc.data() as AuditRecordDoc;
      return { ...record, at: (record.at as Timestamp).toDate() };
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

async function paidOrder(): Promise<string> {
  const id = await placeOrder(roles.customer.token, productId, 1);
  await payOrder(roles.customer, id);
  return id;
}

const adminActor = () => ({ uid: roles.admin.uid, email: roles.admin.email });
const orderTarget = (id: string) => ({ collection: collections.orders, id });

describe('order moves', () => {
  it('confirm and ship: one record each, by the admin, with the status and the fields each move set', async () => {
    const id = await paidOrder();
    expect(await recordsOf(id)).toEqual([]);
    await confirmOrder(roles.admin, id);
    const ship = await post(`/order/${id}/ship`, roles.admin.token, { carrier: 'UPS', trackingNumber: '1Z999' });
    expect(ship.status).toBe(200);

    const [confirm, shipped, ...rest] = await recordsOf(id);
    expect(rest).toEqual([]);
    expect(confirm).toMatchObject({
      action: 'order.confirm',
      actor: adminActor(),
      target: orderTarget(id),
      before: { status: 'pending' },
      after: { status: 'success', confirmedBy: roles.admin.uid },
    });
    expect(Date.now() - confirm!.at.getTime()).toBeLessThan(60_000);
    expect(shipped).toMatchObject({
      action: 'order.ship',
      actor: adminActor(),
      before: { status: 'success' },
      after: { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' },
    });
  });

  it('refund: the reason and the restock recorded', async () => {
    const id = await paidOrder();
    expect((await post(`/order/${id}/refund`, roles.admin.token, { reason: 'Damaged', restock: true })).status).toBe(
      200,
    );
    expect(await recordsOf(id)).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        actor: adminActor(),
        before: { status: 'pending' },
        after: expect.objectContaining({ status: 'refunded', refundReason: 'Damaged', restocked: true }),
      }),
    ]);
  });

  it("cancel: an admin's cancel of a customer's order is recorded; the customer's own cancel is not", async () => {
    const byAdmin = await placeOrder(roles.customer.token, productId, 1);
    expect((await post(`/order/${byAdmin}/cancel`, roles.admin.token, { reason: 'Asked by phone' })).status).toBe(200);
    expect(await recordsOf(byAdmin)).toEqual([
      expect.objectContaining({
        action: 'order.cancel',
        actor: adminActor(),
        before: { status: 'unpaid' },
        after: expect.objectContaining({ status: 'cancelled', cancelReason: 'Asked by phone' }),
      }),
    ]);

    const byOwner = await placeOrder(roles.customer.token, productId, 1);
    expect((await post(`/order/${byOwner}/cancel`, roles.customer.token, {})).status).toBe(200);
    expect(await recordsOf(byOwner)).toEqual([]);
  });

  it('a refused move leaves no record', async () => {
    const id = await placeOrder(roles.customer.token, productId, 1);
    const early = await post(`/order/${id}/ship`, roles.admin.token, { carrier: 'UPS', trackingNumber: '1Z' });
    expect(early.status).toBe(409);
    const confirm = await api('PUT', `/order/${id}`, { token: roles.admin.token, body: { status: 'success' } });
    expect(confirm.status).toBe(409);
    expect(await recordsOf(id)).toEqual([]);
  });
});

describe('role changes', () => {
  let member: TestAccount;
  beforeAll(async () => {
    member = await createAccount({ name: 'Role Member' });
  });

  it('grant and removal through PUT /user/{email}: by the admin, role before and after', async () => {
    const path = `/user/${encodeURIComponent(member.email)}`;
    expect((await api('PUT', path, { token: roles.admin.token, body: { roll: 'admin' } })).status).toBe(200);
    expect((await api('PUT', path, { token: roles.admin.token, body: { roll: '' } })).status).toBe(200);
    const records = await recordsOf(member.uid);
    expect(records).toEqual([
      expect.objectContaining({
        action: 'user.role',
        actor: adminActor(),
        target: { collection: collections.users, id: member.uid },
        before: { role: '', email: member.email },
        after: { role: 'admin', email: member.email },
      }),
      expect.objectContaining({
        action: 'user.role',
        before: { role: 'admin', email: member.email },
        after: { role: '', email: member.email },
      }),
    ]);
  });

  it('a change by the admin script is recorded as the script’s', async () => {
    const scripted = await createAccount({ name: 'Scripted Member' });
    await setAdminRole(inProcessDeps(), scripted.email, true);
    expect(await recordsOf(scripted.uid)).toEqual([
      expect.objectContaining({
        action: 'user.role',
        actor: { uid: 'admin-script', email: 'npm run admin' },
        after: { role: 'admin', email: scripted.email },
      }),
    ]);
  });

  it('a refused change (a customer asking) leaves no record', async () => {
    const other = await createAccount({ name: 'Untouched Member' });
    const path = `/user/${encodeURIComponent(other.email)}`;
    expect((await api('PUT', path, { token: roles.customer.token, body: { roll: 'admin' } })).status).toBe(403);
    expect(await recordsOf(other.uid)).toEqual([]);
  });
});
