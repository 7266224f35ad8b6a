// The catalogue's rules on a fake listener and an injected clock: when it serves from memory, when it reads
// Firestore again, and that its own writes are never hidden by an older snapshot.
import { describe, expect, it, vi } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { ProductDoc } from '@toolshop/domain';
import {
  MAX_STALENESS_MS,
  ProductCatalogue,
  sortByName,
  type CatalogueEntry,
  type CatalogueSnapshot,
  type CatalogueSource,
} from './product-catalogue';
import { FakeSnapshotSource } from '../platform/fake-snapshot-source';

vi.mock('firebase-functions', () => ({ logger: { warn: () => undefined } }));

const at = (ms: number) => Timestamp.fromMillis(ms);
const product = (name: string, available = 5): ProductDoc => ({
  name,
  description: '',
  picture: '/p.svg',
  priceCents: 100,
  available,
  minimum: 1,
});
const entry = (id: string, name: string, updatedMs = 0, available = 5): CatalogueEntry => ({
  id,
  doc: product(name, available),
  updateTime: at(updatedMs),
});

class FakeSource extends FakeSnapshotSource<CatalogueSnapshot> implements CatalogueSource {
  constructor() {
    super({ entries: [], readTime: at(0) });
  }

  async readOne(id: string) {
    this.reads++;
    return { entry: this.stored.entries.find((e) => e.id === id), readTime: this.stored.readTime };
  }
}

function setup() {
  const clock = { ms: 1_000_000 };
  const source = new FakeSource();
  const catalogue = new ProductCatalogue(source, () => clock.ms);
  /** Firestore changes and the listener reports it now. */
  const change = (entries: CatalogueEntry[]) => {
    source.stored = { entries, readTime: at(clock.ms) };
    source.push?.(source.stored);
  };
  return { clock, source, catalogue, change };
}
const names = async (catalogue: ProductCatalogue) => (await catalogue.list()).map((e) => e.id);

describe('product catalogue', () => {
  it('waits for the first snapshot, then serves from memory in Firestore name order', async () => {
    const { source, catalogue, change } = setup();
    const first = catalogue.list();
    expect(source.listens).toBe(1);
    change([entry('b', 'Saw'), entry('a', 'Saw'), entry('c', 'Drill'), entry('d', 'Émeri'), entry('e', 'Zapper')]);
    expect((await first).map((e) => e.id)).toEqual(['c', 'a', 'b', 'e', 'd']); // UTF-8 bytes: É after Z
    expect(await catalogue.get('a')).toMatchObject({ doc: { name: 'Saw' } });
    expect(await catalogue.get('nope')).toBeUndefined();
    expect(source.reads).toBe(0);
    expect(source.listens).toBe(1);
  });

  it('follows the listener, and past MAX_STALENESS_MS without news reads everything once before answering', async () => {
    const { clock, source, catalogue, change } = setup();
    const first = catalogue.list();
    change([entry('a', 'Axe')]);
    await first;
    clock.ms += 1_000;
    change([entry('a', 'Axe'), entry('b', 'Bit')]);
    expect(await names(catalogue)).toEqual(['a', 'b']);
    expect(catalogue.peek('b')).toBeDefined();

    clock.ms += MAX_STALENESS_MS + 1;
    source.stored = { entries: [entry('b', 'Bit')], readTime: at(clock.ms) }; // a change the listener missed
    expect(catalogue.peek('b')).toBeUndefined(); // orders never guess on a stale catalogue
    const [one, two] = await Promise.all([names(catalogue), names(catalogue)]);
    expect([one, two]).toEqual([['b'], ['b']]);
    expect(source.reads).toBe(1);
    expect(await names(catalogue)).toEqual(['b']);
    expect(source.reads).toBe(1); // confirmed again by that read
  });

  it('reads Firestore directly while a new listener stays silent past its first moments', async () => {
    const { clock, source, catalogue } = setup();
    source.stored = { entries: [entry('a', 'Axe')], readTime: at(clock.ms) };
    catalogue.peek('a'); // attaches the listener, which never answers
    clock.ms += 6_000;
    expect(await names(catalogue)).toEqual(['a']);
    expect(source.reads).toBe(1);
    expect(source.listens).toBe(1);
  });

  it('on a listener error drops everything, reads Firestore directly, and listens again later', async () => {
    const { clock, source, catalogue, change } = setup();
    const first = catalogue.list();
    change([entry('a', 'Axe')]);
    await first;
    source.breakListener!(new Error('stream closed'));
    source.stored = { entries: [entry('z', 'Zip')], readTime: at(clock.ms) };
    expect(await names(catalogue)).toEqual(['z']);
    expect(await catalogue.get('z')).toBeDefined();
    expect(source.reads).toBe(2);
    expect(source.listens).toBe(1);

    clock.ms += 60_000;
    const again = catalogue.list();
    expect(source.listens).toBe(2);
    change([entry('y', 'Yoke')]);
    expect((await again).map((e) => e.id)).toEqual(['y']);
  });

  it("serves this instance's own writes at once; an older read never hides them, a newer snapshot replaces them", async () => {
    const { clock, source, catalogue, change } = setup();
    const first = catalogue.list();
    change([entry('a', 'Axe', 0, 5), entry('b', 'Bit')]);
    await first;
    const before = { entries: source.stored.entries, readTime: at(clock.ms + 1) };
    clock.ms += 10;
    catalogue.wrote('a', product('Axe', 3), at(clock.ms)); // an order took 2
    catalogue.wrote('b', undefined, at(clock.ms)); // deleted
    catalogue.wrote('n', product('New'), at(clock.ms)); // created
    expect((await catalogue.get('a'))?.doc.available).toBe(3);
    expect(await catalogue.get('b')).toBeUndefined();
    expect(await names(catalogue)).toEqual(['a', 'n']);
    expect(catalogue.peek('a')?.updateTime.toMillis()).toBe(clock.ms);

    // Stale: the re-read answers a state from before those writes (it started before they committed).
    clock.ms += MAX_STALENESS_MS + 1;
    source.stored = before;
    expect(await names(catalogue)).toEqual(['a', 'n']);
    expect((await catalogue.get('a'))?.doc.available).toBe(3);

    // The listener catches up past the writes: Firestore's state is served again.
    change([entry('a', 'Axe', clock.ms, 1)]);
    expect(await names(catalogue)).toEqual(['a']);
    expect((await catalogue.get('a'))?.doc.available).toBe(1);
  });
});

describe('sortByName', () => {
  it("orders by the names' UTF-8 bytes as Firestore does, astral characters and ties by id included", () => {
    const names = [
      'Zed',
      'apple',
      'Äpfel',
      '😀 emoji',
      '\uFFFD replaced',
      'Apple',
      'é',
      'e\u0301',
      'ﬀ ligature',
      'Apple',
    ];
    const entries = names.map((name, index) => entry(`id-${9 - index}`, name));
    const byBytes = [...entries].sort(
      (a, b) =>
        Buffer.compare(Buffer.from(a.doc.name), Buffer.from(b.doc.name)) ||
        Buffer.compare(Buffer.from(a.id), Buffer.from(b.id)),
    );
    expect(sortByName(entries).map(({ id }) => id)).toEqual(byBytes.map(({ id }) => id));
  });
});
