// The public catalogue, kept in this function instance's memory (decision 7) as part of its Deps (deps.ts).
// GET /product and /product/{id} are served from it; the API's own product writes update it at once.
//
// - Filled by a Firestore listener on the products collection, attached on first use; the first request waits
//   for its first snapshot. A listener error drops everything and reads go straight to Firestore until the
//   listener is attached again (REATTACH_AFTER_MS later, on the next use).
// - Trusted only for MAX_STALENESS_MS after it was last confirmed (a listener snapshot or a full read, dated by
//   Firestore's read time): where the listener lags (Cloud Run throttles the CPU between requests), the next
//   request re-reads the whole collection before answering.
// - The API's own writes go into an overlay, dated by their commit time, until a snapshot at least as new
//   arrives: the instance never serves an older version than the one it wrote itself.
// Orders use `peek` only as a guess: their commit carries the version as a precondition (place-order.ts).
import { collections, type ProductDoc } from '@toolshop/domain';
import { logger } from 'firebase-functions';
import type { Firestore, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

export const MAX_STALENESS_MS = 10_000;
const FIRST_SNAPSHOT_TIMEOUT_MS = 5_000;
const REATTACH_AFTER_MS = 5_000;

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
export interface CatalogueSource {
  listen(onSnapshot: (snapshot: CatalogueSnapshot) => void, onError: (error: unknown) => void): () => void;
  readAll(): Promise<CatalogueSnapshot>;
  readOne(id: string): Promise<{ entry: CatalogueEntry | undefined; readTime: Timestamp }>;
}

type Listener = 'idle' | 'waiting' | 'live' | 'broken';
/** A write of our own, newer than the base snapshot; `entry` undefined for a deleted product. */
interface OverlayItem {
  entry: CatalogueEntry | undefined;
  version: Timestamp;
}

export class ProductCatalogue {
  private listener: Listener = 'idle';
  private unsubscribe: (() => void) | undefined;
  private firstSnapshot: Promise<void> | undefined;
  private firstArrived: (() => void) | undefined;
  private attachedAt = 0;
  private reattachAt = 0;
  private base: { byId: Map<string, CatalogueEntry>; readTime: Timestamp } | undefined;
  private confirmedAt = 0;
  private refreshing: Promise<void> | undefined;
  private readonly overlay = new Map<string, OverlayItem>();
  /** The whole catalogue by name; made again only when a list is asked for after a change. */
  private sorted: CatalogueEntry[] | undefined;

  constructor(
    private readonly source: CatalogueSource,
    private readonly now: () => number,
  ) {}

  /** Every product, ordered by name (as Firestore orders them). */
  async list(): Promise<CatalogueEntry[]> {
    if (await this.ready()) return this.sortedView();
    return sortByName((await this.source.readAll()).entries);
  }

  /** One product, or undefined when there is none with that id. */
  async get(id: string): Promise<CatalogueEntry | undefined> {
    if (await this.ready()) return this.lookUp(id);
    return (await this.source.readOne(id)).entry;
  }

  /** The product as currently trusted, without waiting for anything; undefined when unknown or not trusted. */
  peek(id: string): CatalogueEntry | undefined {
    this.ensureListening();
    return this.listener === 'live' && this.fresh() ? this.lookUp(id) : undefined;
  }

  /** This instance committed a version of a product (undefined: deleted) at `version`. */
  wrote(id: string, doc: ProductDoc | undefined, version: Timestamp): void {
    if (this.base && !isAfter(version, this.base.readTime)) return; // the base already holds it, or newer
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
      this.confirmedAt = 0;
      return;
    }
    const { entry, readTime } = read;
    if (this.base && !isAfter(readTime, this.base.readTime)) return;
    const known = this.overlay.get(id);
    if (known && !isAfter(readTime, known.version)) return;
    this.overlay.set(id, { entry, version: readTime });
    this.sorted = undefined;
  }

  /** Serving from memory is possible (waits for the first snapshot, or a re-read when stale). */
  private async ready(): Promise<boolean> {
    this.ensureListening();
    // Only the requests of the first moments wait; a listener that never answers costs each request nothing.
    const waitMs = this.attachedAt + FIRST_SNAPSHOT_TIMEOUT_MS - this.now();
    if (this.listener === 'waiting' && waitMs > 0) await withTimeout(this.firstSnapshot!, waitMs);
    if (this.listener !== 'live') return false;
    if (!this.fresh()) await this.refresh();
    return this.listener === 'live' && this.base !== undefined;
  }

  private fresh(): boolean {
    return this.base !== undefined && this.now() - this.confirmedAt <= MAX_STALENESS_MS;
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

  private apply(snapshot: CatalogueSnapshot): void {
    if (!this.base || !isAfter(this.base.readTime, snapshot.readTime)) {
      this.base = { byId: new Map(snapshot.entries.map((entry) => [entry.id, entry])), readTime: snapshot.readTime };
      for (const [id, item] of this.overlay) if (!isAfter(item.version, snapshot.readTime)) this.overlay.delete(id);
      this.sorted = undefined;
    }
    // Firestore's clock dates the confirmation; never later than ours (no trust borrowed from clock skew).
    this.confirmedAt = Math.max(this.confirmedAt, Math.min(this.now(), snapshot.readTime.toMillis()));
    if (this.listener === 'waiting') this.listener = 'live';
    this.firstArrived?.();
  }

  private fail(error: unknown): void {
    logger.warn('Product catalogue listener failed; reading Firestore directly for now', { error: String(error) });
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.listener = 'broken';
    this.reattachAt = this.now() + REATTACH_AFTER_MS;
    this.base = undefined;
    this.overlay.clear();
    this.sorted = undefined;
    this.firstArrived?.();
  }

  /** One full read at a time, shared by every request that found the catalogue stale. */
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

  /** One product without touching the others: an order's guess must not cost a pass over the catalogue. */
  private lookUp(id: string): CatalogueEntry | undefined {
    const own = this.overlay.get(id);
    return own ? own.entry : this.base?.byId.get(id);
  }

  private sortedView(): CatalogueEntry[] {
    if (!this.sorted) {
      const byId = new Map(this.base?.byId);
      for (const [id, item] of this.overlay) {
        if (item.entry) byId.set(id, item.entry);
        else byId.delete(id);
      }
      this.sorted = sortByName([...byId.values()]);
    }
    return this.sorted;
  }
}

function isAfter(a: Timestamp, b: Timestamp): boolean {
  return a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds > b.nanoseconds);
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

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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
