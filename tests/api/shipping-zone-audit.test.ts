// Deleting a shipping zone is audited: an admin's DELETE /api/shipping/zones/{id} removes the zone and
// appends one `zone.delete` record in the same transaction (the admin, the zone as it was, nothing after), which
// the Audit Log reads back through GET /api/audit; a refused delete (a customer, an unknown zone) records nothing.
// The zone serves countries no seeded or other test zone does (Heard & McDonald Islands, French Southern Territories).
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, type AuditRecord, type AuditRecordDoc } from '@toolshop/domain';
import { api } from '../support/api';
import { testAdmin } from '../support/admin';
import { createRoles, type Roles } from './helpers/fixtures';

let roles: Roles;
const zoneId = `test-southern-${Date.now()}`;
const southern = {
  name: 'Southern test zone',
  countries: ['HM', 'TF'],
  taxRate: 0.1,
  taxShipping: false,
  methods: [{ id: 'standard', name: 'Standard', price: 19.95 }],
};

beforeAll(async () => {
  roles = await createRoles();
});

const zoneDoc = async () => (await testAdmin().db.collection(collections.shippingZones).doc(zoneId).get()).data();
const storedRecords = async () =>
  (await testAdmin().db.collection(collections.audit).where('target.id', '==', zoneId).get()).docs.map(
    (doc) => doc.data() as AuditRecordDoc,
  );

describe('DELETE /api/shipping/zones/{id}', () => {
  it('removes the zone and records who deleted it and what it was, read back in the Audit Log', async () => {
    const saved = await api('PUT', `/shipping/zones/${zoneId}`, { token: roles.admin.token, body: southern });
    expect(saved.status).toBe(200);
    const before = await zoneDoc();
    expect(before).toBeDefined();

    // Refused deletes change nothing and record nothing.
    expect((await api('DELETE', `/shipping/zones/${zoneId}`, { token: roles.customer.token })).status).toBe(403);
    expect((await api('DELETE', `/shipping/zones/${zoneId}`)).status).toBe(401);
    expect((await api('DELETE', `/shipping/zones/${zoneId}-gone`, { token: roles.admin.token })).status).toBe(404);
    expect(await zoneDoc()).toEqual(before);
    expect((await storedRecords()).map((record) => record.action)).toEqual(['zone.save']);

    const deleted = await api('DELETE', `/shipping/zones/${zoneId}`, { token: roles.admin.token });
    expect(deleted.status).toBe(200);
    expect(await zoneDoc()).toBeUndefined();
    const zones = (await api('GET', '/shipping/zones')).body as { id: string }[];
    expect(zones.map((zone) => zone.id)).not.toContain(zoneId);

    const records = (await storedRecords()).filter((record) => record.action === 'zone.delete');
    expect(records).toEqual([
      expect.objectContaining({
        action: 'zone.delete',
        actor: expect.objectContaining({ uid: roles.admin.uid, email: roles.admin.email }),
        target: { collection: collections.shippingZones, id: zoneId },
        before,
        after: null,
      }),
    ]);

    // What an admin reads in the Audit Log, filtered by action and by the zone.
    const log = await api<{ items: AuditRecord[] }>(
      'GET',
      `/audit?${new URLSearchParams({ action: 'zone.delete', target: zoneId })}`,
      { token: roles.admin.token },
    );
    expect(log.status).toBe(200);
    expect(log.body.items).toEqual([
      expect.objectContaining({
        action: 'zone.delete',
        actorEmail: roles.admin.email,
        actorUid: roles.admin.uid,
        targetCollection: collections.shippingZones,
        targetId: zoneId,
        before,
        after: null,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
    // A customer may not read it.
    expect((await api('GET', `/audit?target=${zoneId}`, { token: roles.customer.token })).status).toBe(403);

    // Deleting it again is 404 and records nothing more.
    expect((await api('DELETE', `/shipping/zones/${zoneId}`, { token: roles.admin.token })).status).toBe(404);
    expect((await storedRecords()).map((record) => record.action).sort()).toEqual(['zone.delete', 'zone.save']);
  });
});
