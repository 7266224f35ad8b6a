// Signed-in API reads started before the screen that shows them has mounted: as soon as the stored sign-in is
// restored, while the screen's code loads and its guards decide. The screen's first read takes the request in
// flight (or its answer) instead of asking again. An answer is only ever given to the user it was read for, a
// failed read is asked again by the screen (which then shows its own request's outcome), and a read nobody took
// within KEEP_MS is dropped, so a later visit reads afresh. A prefetch that comes after the screen has read the path
// for itself asks nothing: its answer would sit untaken, older than what the screen shows, for the screen's next
// read to find. Without a signed-in user nothing is asked.

export const KEEP_MS = 10_000;

export interface PrefetchDeps {
  /** The signed-in user's uid once the stored sign-in is restored; undefined for a visitor. */
  signedInUid: () => Promise<string | undefined>;
  read: (path: string) => Promise<unknown>;
  now: () => number;
}

interface Answer {
  uid: string;
  data: unknown;
}

export class PrefetchedReads {
  private readonly started = new Map<string, { read: Promise<Answer>; at: number }>();
  /** When each path's screen last read it. */
  private readonly taken = new Map<string, number>();

  constructor(private readonly deps: PrefetchDeps) {}

  /** Starts the read of `path` unless one started recently is still waiting, or its screen has just read it. */
  prefetch(path: string): void {
    const now = this.deps.now();
    const waiting = this.started.get(path);
    if (waiting && now - waiting.at <= KEEP_MS) return;
    const readAt = this.taken.get(path);
    if (readAt !== undefined && now - readAt <= KEEP_MS) return;
    const started = this.readAs(path);
    // A refusal or a failure is for the screen to show when it takes the read; untaken, it is nobody's.
    started.catch(() => undefined);
    this.started.set(path, { read: started, at: now });
  }

  /**
   * The read of `path` that prefetch started, once; undefined when none was started or it is too old, and the
   * screen reads it for itself.
   */
  take<T>(path: string): Promise<T> | undefined {
    const now = this.deps.now();
    const waiting = this.started.get(path);
    this.started.delete(path);
    this.taken.set(path, now);
    if (!waiting || now - waiting.at > KEEP_MS) return undefined;
    const askAgain = () => this.deps.read(path) as Promise<T>;
    return waiting.read.then(
      async ({ uid, data }) => ((await this.deps.signedInUid()) === uid ? (data as T) : askAgain()),
      askAgain,
    );
  }

  private async readAs(path: string): Promise<Answer> {
    const uid = await this.deps.signedInUid();
    if (!uid) throw new Error('Nobody is signed in');
    return { uid, data: await this.deps.read(path) };
  }
}
