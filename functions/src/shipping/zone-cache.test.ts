// The zone cache's rules on a fake listener and an injected clock: when it answers from memory, when it reads
// Firestore again, and that an edit on this instance is quoted at once.
import { describe, expect, it, vi } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { ShippingZoneDoc } from '@toolshop/domain';
import { MAX_STALENESS_MS } from '../products/product-catalogue';
import type { StoredZone } from './stored-zone';
import { ShippingZoneCache, type ZoneSource, type ZonesSnapshot } from './zone-cache';
import { FakeSnapshotSource } from '../platform/fake-snapshot-source';

vi.mock('firebase-functions', () => ({ logger: { warn: () => undefined } }));

const at = (ms: number) => Timestamp.fromMillis(ms);
const zone = (id: string, countries: string[], taxRate = 0.1): StoredZone => ({
  id,
  zone: {
    name: id,
    countries,
    taxRate,
    taxShipping: false,
    methods: [{ id: 'std', name: 'Standard', priceCents: 500 }],
  } as ShippingZoneDoc,
});

class FakeSource extends FakeSnapshotSource<ZonesSnapshot> implements ZoneSource {
  queries = 0;

  constructor() {
    super({ zones: [], readTime: at(0) });
  }

  async serving(country: string) {
    this.queries++;
    const found = this.stored.zones.find((z) => z.zone.countries.includes(country));
    if (!found) throw new Error(`no zone for ${country}`);
    return found;
  }
}

function setup() {
  const clock = { ms: 1_000_000 };
  const source = new FakeSource();
  const zones = new ShippingZoneCache(source, () => clock.ms);
  /** Firestore changes; the listener reports it only when asked. */
  const store = (list: StoredZone[]) => (source.stored = { zones: list, readTime: at(clock.ms) });
  const change = (list: StoredZone[]) => source.push?.(store(list));
  return { clock, source, zones, store, change };
}

describe('shipping zone cache', () => {
  it('waits for the first snapshot, then answers from memory; a country no zone lists is a 409', async () => {
    const { source, zones, change } = setup();
    const first = zones.serving('US');
    change([zone('na', ['US', 'CA']), zone('eu', ['DE'])]);
    expect((await first).id).toBe('na');
    expect((await zones.serving('DE')).id).toBe('eu');
    await expect(zones.serving('JP')).rejects.toMatchObject({ status: 409 });
    expect([source.reads, source.queries, source.listens]).toEqual([0, 0, 1]);
  });

  it('follows the listener, and past MAX_STALENESS_MS without news reads every zone once before answering', async () => {
    const { clock, source, zones, store, change } = setup();
    const first = zones.serving('US');
    change([zone('na', ['US'], 0.1)]);
    await first;
    clock.ms += 1_000;
    change([zone('na', ['US'], 0.2)]);
    expect((await zones.serving('US')).zone.taxRate).toBe(0.2);

    clock.ms += MAX_STALENESS_MS + 1;
    store([zone('na', ['US'], 0.3)]); // a change the listener missed
    const [one, two] = await Promise.all([zones.serving('US'), zones.serving('US')]);
    expect([one.zone.taxRate, two.zone.taxRate]).toEqual([0.3, 0.3]);
    expect(source.reads).toBe(1);
    await zones.serving('US');
    expect(source.reads).toBe(1); // confirmed again by that read
  });

  it("reloads on this instance's own edit at once, and an older listener snapshot does not undo it", async () => {
    const { clock, source, zones, store, change } = setup();
    const first = zones.serving('US');
    change([zone('na', ['US'])]);
    await first;
    const before = source.stored;
    clock.ms += 10;
    store([zone('na', ['US']), zone('eu', ['DE'])]); // the admin's save committed
    await zones.reload();
    expect((await zones.serving('DE')).id).toBe('eu');
    source.push?.(before); // a snapshot from before the save, delivered late
    expect((await zones.serving('DE')).id).toBe('eu');
  });

  it('asks Firestore directly while the listener is broken or silent past its first moments', async () => {
    const { clock, source, zones, store } = setup();
    store([zone('na', ['US'])]);
    const first = zones.serving('US');
    clock.ms += 6_000; // the listener never answered
    await Promise.resolve();
    await expect(zones.serving('US')).resolves.toMatchObject({ id: 'na' });
    source.breakListener?.(new Error('gone'));
    await first;
    expect((await zones.serving('US')).id).toBe('na');
    expect(source.queries).toBeGreaterThanOrEqual(2);
    clock.ms += 5_001;
    const next = zones.serving('US');
    expect(source.listens).toBe(2); // attached again
    source.push?.(source.stored);
    expect((await next).id).toBe('na');
  });
});
