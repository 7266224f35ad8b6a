// The shipping zones, kept in this instance's memory as part of its Deps, so that a quote finds the zone serving
// a country without a Firestore query. The same rules as the product catalogue (product-catalogue.ts):
//
// - Filled by a listener on the zones collection, attached on first use; the first request waits for its first
//   snapshot (at most FIRST_SNAPSHOT_TIMEOUT_MS). A listener error drops everything and answers come from
//   Firestore until the listener is attached again (REATTACH_AFTER_MS later, on the next use).
// - Trusted only for MAX_STALENESS_MS after it was last confirmed (dated by Firestore's read time): where the
//   listener lags, the next request reads every zone again before answering.
// - An admin's save or delete on this instance reads the zones again before it answers (`reload`), so this
//   instance quotes the new zone at once; other instances get it from their listeners within moments.
// The checkout reads its zone from Firestore itself (checkout.ts): the cache only ever prices a quote.
import { apiMessages, collections, countryName, type ShippingZoneDoc } from '@toolshop/domain';
import { logger } from 'firebase-functions';
import type { Firestore, QuerySnapshot, Timestamp } from 'firebase-admin/firestore';
import { HttpError } from '../http/http-error';
import { MAX_STALENESS_MS } from '../products/product-catalogue';
import { zoneServing, type StoredZone } from './stored-zone';

const FIRST_SNAPSHOT_TIMEOUT_MS = 5_000;
const REATTACH_AFTER_MS = 5_000;

/** Every zone at one moment (`readTime`, Firestore's clock). */
export interface ZonesSnapshot {
  zones: StoredZone[];
  readTime: Timestamp;
}

/** Where the zones come from: Firestore in production, a fake in unit tests. */
export interface ZoneSource {
  listen(onSnapshot: (snapshot: ZonesSnapshot) => void, onError: (error: unknown) => void): () => void;
  readAll(): Promise<ZonesSnapshot>;
  /** The zone serving `country` read from Firestore; 409 naming the country when none does. */
  serving(country: string): Promise<StoredZone>;
}

type Listener = 'idle' | 'waiting' | 'live' | 'broken';

export class ShippingZoneCache {
  private listener: Listener = 'idle';
  private unsubscribe: (() => void) | undefined;
  private firstSnapshot: Promise<void> | undefined;
  private firstArrived: (() => void) | undefined;
  private attachedAt = 0;
  private reattachAt = 0;
  private base: ZonesSnapshot | undefined;
  private byCountry = new Map<string, StoredZone>();
  private confirmedAt = 0;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly source: ZoneSource,
    private readonly now: () => number,
  ) {}

  /** The zone serving `country`; 409 naming the country when none does (as shipping-zones.ts' zoneServing). */
  async serving(country: string): Promise<StoredZone> {
    if (!(await this.ready())) return this.source.serving(country);
    const zone = this.byCountry.get(country);
    if (!zone) throw new HttpError(409, apiMessages.countryNotShipped(countryName(country)));
    return zone;
  }

  /**
   * This instance changed a zone: read every zone again, from a read that starts after the change committed (a
   * read already under way may not see it). A failed read leaves the cache to be read again before the next use.
   */
  async reload(): Promise<void> {
    if (this.listener === 'idle' || this.listener === 'broken') return; // answers come from Firestore anyway
    try {
      this.apply(await this.source.readAll());
    } catch {
      this.confirmedAt = 0;
    }
  }

  /** Serving from memory is possible (waits for the first snapshot, or a re-read when stale). */
  private async ready(): Promise<boolean> {
    this.ensureListening();
    // Only the requests of the first moments wait; a listener that never answers costs each request nothing.
    const waitMs = this.attachedAt + FIRST_SNAPSHOT_TIMEOUT_MS - this.now();
    if (this.listener === 'waiting' && waitMs > 0) await withTimeout(this.firstSnapshot!, waitMs);
    if (this.listener !== 'live') return false;
    if (this.now() - this.confirmedAt > MAX_STALENESS_MS) await this.refresh();
    return this.listener === 'live' && this.base !== undefined;
  }

  private ensureListening(): void {
    if (this.listener === 'waiting' || this.listener === 'live') return;
    if (this.listener === 'broken' && this.now() < this.reattachAt) return;
    this.listener = 'waiting';
    this.attachedAt = this.now();
    this.firstSnapshot = new Promise((resolve) => (this.firstArrived = resolve));
    this.unsubscribe = this.source.listen(
      (snapshot) => this.apply(snapshot),
      (error) => this.fail(error),
    );
  }

  private apply(snapshot: ZonesSnapshot): void {
    // A snapshot older than the one held (a listener's, overtaken by a reload) changes nothing.
    if (!this.base || !isAfter(this.base.readTime, snapshot.readTime)) {
      this.base = snapshot;
      this.byCountry = countryMap(snapshot.zones);
    }
    // Firestore's clock dates the confirmation; never later than ours (no trust borrowed from clock skew).
    this.confirmedAt = Math.max(this.confirmedAt, Math.min(this.now(), snapshot.readTime.toMillis()));
    if (this.listener === 'waiting') this.listener = 'live';
    this.firstArrived?.();
  }

  private fail(error: unknown): void {
    logger.warn('Shipping zone listener failed; reading Firestore directly for now', { error: String(error) });
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.listener = 'broken';
    this.reattachAt = this.now() + REATTACH_AFTER_MS;
    this.base = undefined;
    this.byCountry = new Map();
    this.firstArrived?.();
  }

  /** One full read at a time, shared by every request that found the zones stale. */
  private refresh(): Promise<void> {
    this.refreshing ??= this.source
      .readAll()
      .then(
        (snapshot) => {
          if (this.listener === 'live') this.apply(snapshot);
        },
        (error: unknown) => this.fail(error),
      )
      .finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }
}

/** Each country's zone. A country belongs to one zone at most (saveZone); were two to claim it, the first by id. */
function countryMap(zones: readonly StoredZone[]): Map<string, StoredZone> {
  const byCountry = new Map<string, StoredZone>();
  for (const zone of [...zones].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    for (const country of zone.zone.countries ?? []) if (!byCountry.has(country)) byCountry.set(country, zone);
  return byCountry;
}

function isAfter(a: Timestamp, b: Timestamp): boolean {
  return a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds > b.nanoseconds);
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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
