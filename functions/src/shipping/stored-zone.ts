// One stored shipping zone, and the Firestore query for the zone serving a country (what zone-cache.ts answers
// from while its listener is broken).
import { apiMessages, collections, countryName, type ShippingZoneDoc } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { conflict } from '../platform/refusal';

export interface StoredZone {
  id: string;
  zone: ShippingZoneDoc;
}

/** The zone serving `country`; 409 naming the country when none does (zones list their countries explicitly). */
export async function zoneServing(db: Firestore, country: string): Promise<StoredZone> {
  const snapshot = await db
    .collection(collections.shippingZones)
    .where('countries', 'array-contains', country)
    .limit(1)
    .get();
  const doc = snapshot.docs[0];
  if (!doc) throw conflict(apiMessages.countryNotShipped(countryName(country)));
  return { id: doc.id, zone: doc.data() as ShippingZoneDoc };
}
