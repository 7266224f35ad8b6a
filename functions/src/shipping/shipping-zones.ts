// The shipping zones (collections.shippingZones): read by anyone through GET /api/shipping/zones and by every
// quote and checkout; written by admins only, each change audited in its own transaction. A zone is saved only
// if no other zone serves one of its countries, judged inside the transaction over every zone, so two admins
// saving overlapping zones at once cannot both succeed. Each change reloads this instance's zone cache
// (zone-cache.ts) before it answers.
import { apiMessages, collections, zoneCountryClaims, type ShippingZoneDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { invalid, notFound } from '../platform/refusal';
import { appendAudit } from '../audit';
import { runTransaction } from '../platform/run-transaction';
import type { StoredZone } from './stored-zone';

export async function listZones(db: Firestore): Promise<StoredZone[]> {
  const snapshot = await db.collection(collections.shippingZones).orderBy('name').get();
  return snapshot.docs.map((doc) => ({ id: doc.id, zone: doc.data() as ShippingZoneDoc }));
}

/** PUT /api/shipping/zones/{id}: creates or replaces the zone. 400 when another zone serves one of its countries. */
export async function saveZone(deps: Deps, caller: Caller, id: string, zone: ShippingZoneDoc): Promise<void> {
  const zones = deps.db.collection(collections.shippingZones);
  await runTransaction(deps.db, async (tx) => {
    const all = await tx.get(zones);
    const claims = zoneCountryClaims(
      id,
      zone,
      all.docs.map((doc) => ({ id: doc.id, zone: doc.data() as ShippingZoneDoc })),
    );
    if (claims.length) throw invalid(claims[0]!, { countries: claims[0]! });
    const before = all.docs.find((doc) => doc.id === id)?.data() ?? null;
    tx.set(zones.doc(id), zone);
    appendAudit(tx, deps.db, {
      action: 'zone.save',
      actor: caller,
      target: { collection: collections.shippingZones, id },
      before,
      after: { ...zone },
      at: deps.now(),
    });
  });
  await deps.shippingZones.reload();
}

/** DELETE /api/shipping/zones/{id}: its countries are then shipped to no more. */
export async function deleteZone(deps: Deps, caller: Caller, id: string): Promise<void> {
  const ref = deps.db.collection(collections.shippingZones).doc(id);
  await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound(apiMessages.zoneNotFound);
    tx.delete(ref, { lastUpdateTime: snapshot.updateTime! });
    appendAudit(tx, deps.db, {
      action: 'zone.delete',
      actor: caller,
      target: { collection: collections.shippingZones, id },
      before: snapshot.data() ?? null,
      after: null,
      at: deps.now(),
    });
  });
  await deps.shippingZones.reload();
}
