// The public catalogue, kept in this function instance's memory (decision 7) as part of its Deps (deps.ts).
// GET /product and /product/{id} are served from it; the API's own product writes update it at once.
//
// - Filled by a Firestore listener on the products collection (listened-snapshot.ts): the first request waits
//   for its first snapshot, memory is trusted only for MAX_STALENESS_MS after Firestore last confirmed it, and
//   while the listener is broken reads go straight to Firestore.
// - The API's own writes go into an overlay, dated by their commit time, until a snapshot at least as new
//   arrives: the instance never serves an older version than the one it wrote itself.
// Orders use `peek` only as a guess: their commit carries the version as a precondition (place-order.ts).
import { collections, type ProductDoc } from '@toolshop/domain';
import type { Firestore, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { isAfter, ListenedSnapshot, type SnapshotSource } from '../platform/listened-snapshot';

export { MAX_STALENESS_MS } from '../platform/listened-snapshot';

/** One product as stored, with the update time of that version (an order's commit precondition). */
export interface CatalogueEntry {
  id: string;
  doc: ProductDoc;
  updateTime: Timestamp;
}

/** Every product at one moment (`readTime`, Firestore's clock). */
export interface CatalogueSnapshot {
  entries: CatalogueEntry[];
  readTime: Timestamp;
}

/** Where the catalogue comes from: Firestore in production, a fake in unit tests. */
export interface CatalogueSource extends SnapshotSource<CatalogueSnapshot> {
  readOne(id: string): Promise<{ entry: CatalogueEntry | undefined; readTime: Timestamp }>;
}

/** A write of our own, newer than the base snapshot; `entry` undefined for a deleted product. */
interface OverlayItem {
  entry: CatalogueEntry | undefined;
  version: Timestamp;
}

export class ProductCatalogue {
  private readonly snapshot: ListenedSnapshot<CatalogueSnapshot>;
  /** The latest snapshot's products; empty while none is held. */
  private byId = new Map<string, CatalogueEntry>();
  private readonly overlay = new Map<string, OverlayItem>();
  /** The whole catalogue by name; made again only when a list is asked for after a change. */
  private sorted: CatalogueEntry[] | undefined;

  constructor(
    private readonly source: CatalogueSource,
    now: () => number,
  ) {
    this.snapshot = new ListenedSnapshot(source, now, {
      label: 'Product catalogue',
      onApply: (snapshot) => this.applyBase(snapshot),
      onDrop: () => {
        this.byId = new Map();
        this.overlay.clear();
        this.sorted = undefined;
      },
    });
  }

  /** Every product, ordered by name (as Firestore orders them). */
  async list(): Promise<CatalogueEntry[]> {
    if (await this.snapshot.ready()) return this.sortedView();
    return sortByName((await this.source.readAll()).entries);
  }

  /** One product, or undefined when there is none with that id. */
  async get(id: string): Promise<CatalogueEntry | undefined> {
    if (await this.snapshot.ready()) return this.lookUp(id);
    return (await this.source.readOne(id)).entry;
  }

  /** The product as currently trusted, without waiting for anything; undefined when unknown or not trusted. */
  peek(id: string): CatalogueEntry | undefined {
    return this.snapshot.trusted() ? this.lookUp(id) : undefined;
  }

  /** This instance committed a version of a product (undefined: deleted) at `version`. */
  wrote(id: string, doc: ProductDoc | undefined, version: Timestamp): void {
    const held = this.snapshot.readTime;
    if (held && !isAfter(version, held)) return; // the base already holds it, or newer
    const known = this.overlay.get(id);
    if (known && !isAfter(version, known.version)) return;
    this.overlay.set(id, { entry: doc && { id, doc, updateTime: version }, version });
    this.sorted = undefined;
  }

  /**
   * This instance changed a product without knowing the commit time (a transaction): read it back. If that read
   * fails, the whole catalogue is read again before the next answer.
   */
  async reread(id: string): Promise<void> {
    let read: Awaited<ReturnType<CatalogueSource['readOne']>>;
    try {
      read = await this.source.readOne(id);
    } catch {
      this.snapshot.distrust();
      return;
    }
    const { entry, readTime } = read;
    const held = this.snapshot.readTime;
    if (held && !isAfter(readTime, held)) return;
    const known = this.overlay.get(id);
    if (known && !isAfter(readTime, known.version)) return;
    this.overlay.set(id, { entry, version: readTime });
    this.sorted = undefined;
  }

  /** A newer snapshot replaces the base; our writes it already holds leave the overlay. */
  private applyBase(snapshot: CatalogueSnapshot): void {
    this.byId = new Map(snapshot.entries.map((entry) => [entry.id, entry]));
    for (const [id, item] of this.overlay) if (!isAfter(item.version, snapshot.readTime)) this.overlay.delete(id);
    this.sorted = undefined;
  }

  /** One product without touching the others: an order's guess must not cost a pass over the catalogue. */
  private lookUp(id: string): CatalogueEntry | undefined {
    const own = this.overlay.get(id);
    return own ? own.entry : this.byId.get(id);
  }

  private sortedView(): CatalogueEntry[] {
    if (!this.sorted) {
      const byId = new Map(this.byId);
      for (const [id, item] of this.overlay) {
        if (item.entry) byId.set(id, item.entry);
        else byId.delete(id);
      }
      this.sorted = sortByName([...byId.values()]);
    }
    return this.sorted;
  }
}

/**
 * What Firestore's orderBy('name') answers: products that have a name, by the name's UTF-8 bytes, then by id.
 */
export function sortByName(entries: CatalogueEntry[]): CatalogueEntry[] {
  return entries
    .filter((entry) => entry.doc.name !== undefined)
    .map((entry) => ({ entry, name: String(entry.doc.name) }))
    .sort((a, b) => compareUtf8(a.name, b.name) || compareUtf8(a.entry.id, b.entry.id))
    .map(({ entry }) => entry);
}

const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * UTF-8 byte order. Without surrogates, JavaScript's own order of UTF-16 code units is the same (both follow
 * the code points) and costs no encoding; a catalogue of thousands is sorted again after each change.
 */
function compareUtf8(a: string, b: string): number {
  if (SURROGATE.test(a) || SURROGATE.test(b)) return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The Firestore side: the whole products collection (a plain get of one id sees every document too). */
export function firestoreCatalogueSource(db: Firestore): CatalogueSource {
  const products = db.collection(collections.products);
  const toEntry = (doc: QueryDocumentSnapshot): CatalogueEntry => ({
    id: doc.id,
    doc: doc.data() as ProductDoc,
    updateTime: doc.updateTime,
  });
  return {
    listen: (onSnapshot, onError) => {
      // A stock change of one product decodes that product only: every order changes one, and the catalogue
      // holds thousands.
      const known = new Map<string, CatalogueEntry>();
      return products.onSnapshot((snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type === 'removed') known.delete(change.doc.id);
          else known.set(change.doc.id, toEntry(change.doc));
        }
        onSnapshot({ entries: [...known.values()], readTime: snapshot.readTime });
      }, onError);
    },
    readAll: async () => {
      const snapshot = await products.get();
      return { entries: snapshot.docs.map(toEntry), readTime: snapshot.readTime };
    },
    readOne: async (id) => {
      const doc = await products.doc(id).get();
      const entry = doc.exists ? { id, doc: doc.data() as ProductDoc, updateTime: doc.updateTime! } : undefined;
      return { entry, readTime: doc.readTime };
    },
  };
}
