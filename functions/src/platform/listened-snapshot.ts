// A whole Firestore collection kept in this instance's memory by a listener (decision 7): the life cycle that the
// product catalogue (product-catalogue.ts) and the shipping zones (zone-cache.ts) share. Each keeps its own view
// of the snapshot, made in `onApply`.
//
// - The listener is attached on first use; the first requests wait for its first snapshot (at most
//   FIRST_SNAPSHOT_TIMEOUT_MS). A listener error drops everything and callers read Firestore until the listener
//   is attached again (REATTACH_AFTER_MS later, on the next use).
// - Memory is trusted only for MAX_STALENESS_MS after it was last confirmed (a snapshot or a full read, dated by
//   Firestore's read time): where the listener lags (Cloud Run throttles the CPU between requests), the next
//   request reads the whole collection again before answering.
// - A snapshot older than the one held (a listener's, overtaken by a read) changes nothing.
import { logger } from 'firebase-functions';
import type { Timestamp } from 'firebase-admin/firestore';

export const MAX_STALENESS_MS = 10_000;
const FIRST_SNAPSHOT_TIMEOUT_MS = 5_000;
const REATTACH_AFTER_MS = 5_000;

/** A whole collection at one moment (`readTime`, Firestore's clock). */
export interface DatedSnapshot {
  readTime: Timestamp;
}

/** Where the snapshots come from: Firestore in production, a fake in unit tests. */
export interface SnapshotSource<S extends DatedSnapshot> {
  listen(onSnapshot: (snapshot: S) => void, onError: (error: unknown) => void): () => void;
  readAll(): Promise<S>;
}

export interface SnapshotHooks<S extends DatedSnapshot> {
  /** What the log line of a listener failure calls it, e.g. 'Shipping zone'. */
  label: string;
  /** A snapshot at least as new as the one held replaces it. */
  onApply(snapshot: S): void;
  /** The listener failed: forget everything made from its snapshots. */
  onDrop(): void;
  /** Where a listener failure is logged (Cloud Logging's warning by default). */
  warn?: (message: string, details: { error: string }) => void;
}

type Listener = 'idle' | 'waiting' | 'live' | 'broken';

export class ListenedSnapshot<S extends DatedSnapshot> {
  private listener: Listener = 'idle';
  private unsubscribe: (() => void) | undefined;
  private firstSnapshot: Promise<void> | undefined;
  private firstArrived: (() => void) | undefined;
  private attachedAt = 0;
  private reattachAt = 0;
  private held: Timestamp | undefined;
  private confirmedAt = 0;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly source: SnapshotSource<S>,
    private readonly now: () => number,
    private readonly hooks: SnapshotHooks<S>,
  ) {}

  /** The read time of the snapshot held; undefined while none is. */
  get readTime(): Timestamp | undefined {
    return this.held;
  }

  /** Serving from memory is possible (waits for the first snapshot, or a re-read when stale). */
  async ready(): Promise<boolean> {
    this.ensureListening();
    // Only the requests of the first moments wait; a listener that never answers costs each request nothing.
    const waitMs = this.attachedAt + FIRST_SNAPSHOT_TIMEOUT_MS - this.now();
    if (this.listener === 'waiting' && waitMs > 0) await withTimeout(this.firstSnapshot!, waitMs);
    if (this.listener !== 'live') return false;
    if (!this.fresh()) await this.refresh();
    return this.listener === 'live' && this.held !== undefined;
  }

  /** Serving from memory is possible right now, without waiting for anything. */
  trusted(): boolean {
    this.ensureListening();
    return this.listener === 'live' && this.fresh();
  }

  /**
   * Read everything again, from a read that starts now (one already under way may miss a change just committed).
   * A failed read leaves memory to be read again before the next use.
   */
  async reload(): Promise<void> {
    if (this.listener === 'idle' || this.listener === 'broken') return; // answers come from Firestore anyway
    try {
      this.apply(await this.source.readAll());
    } catch {
      this.distrust();
    }
  }

  /** Memory may miss a change: read everything again before the next answer. */
  distrust(): void {
    this.confirmedAt = 0;
  }

  private fresh(): boolean {
    return this.held !== undefined && this.now() - this.confirmedAt <= MAX_STALENESS_MS;
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

  private apply(snapshot: S): void {
    if (!this.held || !isAfter(this.held, snapshot.readTime)) {
      this.held = snapshot.readTime;
      this.hooks.onApply(snapshot);
    }
    // Firestore's clock dates the confirmation; never later than ours (no trust borrowed from clock skew).
    this.confirmedAt = Math.max(this.confirmedAt, Math.min(this.now(), snapshot.readTime.toMillis()));
    if (this.listener === 'waiting') this.listener = 'live';
    this.firstArrived?.();
  }

  private fail(error: unknown): void {
    const warn = this.hooks.warn ?? logger.warn;
    warn(`${this.hooks.label} listener failed; reading Firestore directly for now`, { error: String(error) });
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.listener = 'broken';
    this.reattachAt = this.now() + REATTACH_AFTER_MS;
    this.held = undefined;
    this.hooks.onDrop();
    this.firstArrived?.();
  }

  /** One full read at a time, shared by every request that found memory stale. */
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

/** `a` is strictly later than `b`. */
export function isAfter(a: Timestamp, b: Timestamp): boolean {
  return a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds > b.nanoseconds);
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
