// A listened collection for unit tests: it counts listens and full reads, and reports a change or breaks the
// listener only when the test says so.
import type { DatedSnapshot, SnapshotSource } from './listened-snapshot';

export class FakeSnapshotSource<S extends DatedSnapshot> implements SnapshotSource<S> {
  listens = 0;
  reads = 0;
  push: ((snapshot: S) => void) | undefined;
  breakListener: ((error: unknown) => void) | undefined;

  constructor(public stored: S) {}

  listen(onSnapshot: (snapshot: S) => void, onError: (error: unknown) => void) {
    this.listens++;
    this.push = onSnapshot;
    this.breakListener = onError;
    return () => (this.push = undefined);
  }

  async readAll() {
    this.reads++;
    return this.stored;
  }
}
