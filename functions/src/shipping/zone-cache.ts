// The shipping zones, kept in this instance's memory as part of its Deps, so that a quote finds the zone serving
// a country without a Firestore query. The same rules as the product catalogue (product-catalogue.ts):
//
// - Filled by a listener on the zones collection (listened-snapshot.ts): the first request waits for its first
//   snapshot, memory is trusted only for MAX_STALENESS_MS after Firestore last confirmed it, and while the
//   listener is broken answers come from Firestore.
// - An admin's save or delete on this instance reads the zones again before it answers (`reload`), so this
//   instance quotes the new zone at once; other instances get it from their listeners within moments.
// The quote and the checkout (checkout.ts) both price from it, so an order charges the shipping its quote showed.
import { apiMessages, collections, countryName, type ShippingZoneDoc } from '@toolshop/domain';
import type { Firestore, QuerySnapshot, Timestamp } from 'firebase-admin/firestore';
import { conflict } from '../platform/refusal';
import { ListenedSnapshot, type SnapshotSource } from '../platform/listened-snapshot';
import { zoneServing, type StoredZone } from './stored-zone';

/** Every zone at one moment (`readTime`, Firestore's clock). */
export interface ZonesSnapshot {
  zones: StoredZone[];
  readTime: Timestamp;
}

/** Where the zones come from: Firestore in production, a fake in unit tests. */
export interface ZoneSource extends SnapshotSource<ZonesSnapshot> {
  /** The zone serving `country` read from Firestore; 409 naming the country when none does. */
  serving(country: string): Promise<StoredZone>;
}

export class ShippingZoneCache {
  private readonly snapshot: ListenedSnapshot<ZonesSnapshot>;
  /** The latest snapshot's zones by country; empty while none is held. */
  private byCountry = new Map<string, StoredZone>();

  constructor(
    private readonly source: ZoneSource,
    now: () => number,
  ) {
    this.snapshot = new ListenedSnapshot(source, now, {
      label: 'Shipping zone',
      onApply: (snapshot) => (this.byCountry = countryMap(snapshot.zones)),
      onDrop: () => (this.byCountry = new Map()),
    });
  }

  /** The zone serving `country`; 409 naming the country when none does (as shipping-zones.ts' zoneServing). */
  async serving(country: string): Promise<StoredZone> {
    if (!(await this.snapshot.ready())) return this.source.serving(country);
    const zone = this.byCountry.get(country);
    if (!zone) throw conflict(apiMessages.countryNotShipped(countryName(country)));
    return zone;
  }

  /**
   * This instance changed a zone: read every zone again, from a read that starts after the change committed (a
   * read already under way may not see it). A failed read leaves the cache to be read again before the next use.
   */
  reload(): Promise<void> {
    return this.snapshot.reload();
  }
}

/** Each country's zone. A country belongs to one zone at most (saveZone); were two to claim it, the first by id. */
function countryMap(zones: readonly StoredZone[]): Map<string, StoredZone> {
  const byCountry = new Map<string, StoredZone>();
  for (const zone of [...zones].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    for (const country of zone.zone.countries ?? []) if (!byCountry.has(country)) byCountry.set(country, zone);
  return byCountry;
}

/** The Firestore side: the whole zones collection (a few documents). */
export function firestoreZoneSource(db: Firestore): ZoneSource {
  const zones = db.collection(collections.shippingZones);
  const toSnapshot = (snapshot: QuerySnapshot): ZonesSnapshot => ({
    zones: snapshot.docs.map((doc) => ({ id: doc.id, zone: doc.data() as ShippingZoneDoc })),
    readTime: snapshot.readTime,
  });
  return {
    listen: (onSnapshot, onError) => zones.onSnapshot((snapshot) => onSnapshot(toSnapshot(snapshot)), onError),
    readAll: async () => toSnapshot(await zones.get()),
    serving: (country) => zoneServing(db, country),
  };
}
