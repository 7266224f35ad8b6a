// The cart's one source for every screen. A visitor's lines live in localStorage (kept across reloads, shared by
// the browser's tabs through the storage event); a signed-in customer's in the Firestore document carts/{uid},
// read live (onSnapshot: another tab or device sees a change at once) and changed in transactions under the
// rules (firestore.rules). At sign-in the visitor's lines merge into the account's (same product: the larger
// quantity) and leave the browser. Loaded with the screens that read Firestore (app/firebase-providers.tsx), never
// on the first paint, which shows the count it publishes (lib/cart-count.ts).
import { doc, onSnapshot, runTransaction, serverTimestamp, type Unsubscribe } from 'firebase/firestore';
import { collections, type CartLine } from '@toolshop/domain';
import { loadAuth } from '../../../lib/auth/load-auth';
import { firestore } from '../../../lib/firestore';

// The Firestore instance for the cart's other parts and My Orders' Buy again: through this module, so that lib/firestore
// stays in the chunk the screens that read Firestore load, not a shared chunk of its own (one more name in the home
// page's route table).
export { firestore };
import { CART_COUNT_KEY } from '../../../lib/cart-count';
import type { CartLink } from '../../../lib/cart-link';
import {
  accountCartChange,
  addToLines,
  mergeLines,
  newCartChangeId,
  piecesOf,
  removeLine,
  setLineQuantity,
  wellFormedLines,
} from '../cart-lines';

export interface CartState {
  status: 'loading' | 'ready';
  /** The signed-in customer whose cart this is; null for a visitor. */
  uid: string | null;
  lines: CartLine[];
}

const VISITOR_KEY = 'toolshop:cart';
let state: CartState = { status: 'loading', uid: null, lines: [] };
const listeners = new Set<() => void>();
let readyWaiters: (() => void)[] = [];
let stopDocument: Unsubscribe | undefined;
let started = false;

/** The header's count (lib/cart-count.ts): stored, and announced to this tab as the browser announces it to others. */
function publishCartPieces(count: number): void {
  try {
    if (localStorage.getItem(CART_COUNT_KEY) === String(count)) return;
    localStorage.setItem(CART_COUNT_KEY, String(count));
  } catch {
    return; // storage unavailable: the header shows no count
  }
  dispatchEvent(new StorageEvent('storage', { key: CART_COUNT_KEY }));
}

function publish(next: CartState): void {
  state = next;
  publishCartPieces(piecesOf(next.lines));
  for (const listener of listeners) listener();
  if (next.status === 'ready') {
    for (const resolve of readyWaiters) resolve();
    readyWaiters = [];
  }
}

function readVisitorLines(): CartLine[] {
  try {
    return wellFormedLines(JSON.parse(localStorage.getItem(VISITOR_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

function writeVisitorLines(lines: CartLine[]): void {
  try {
    if (lines.length) localStorage.setItem(VISITOR_KEY, JSON.stringify(lines));
    else localStorage.removeItem(VISITOR_KEY);
  } catch {
    // storage unavailable: the cart lives in this page only
  }
}

const cartRef = (uid: string) => doc(firestore, collections.carts, uid);

/**
 * Reads the account's cart, changes its lines and writes them back with the change's id, in one transaction: the
 * lines written. A retried attempt whose change already landed writes nothing (accountCartChange).
 */
async function changeAccountCart(uid: string, change: (lines: CartLine[]) => CartLine[]): Promise<CartLine[]> {
  const changeId = newCartChangeId();
  let written: CartLine[] = [];
  await runTransaction(firestore, async (transaction) => {
    const snapshot = await transaction.get(cartRef(uid));
    const next = accountCartChange(snapshot.data(), changeId, change);
    written = next.lines;
    if (next.write)
      transaction.set(cartRef(uid), { lines: written, lastChange: changeId, updatedAt: serverTimestamp() });
  });
  return written;
}

/** Counts the user changes: a follow that a later one overtook while it waited stops there. */
let following = 0;
/** A listener that ends in an error (a sign-in's first read can race its token) is started again, this many times. */
const LISTEN_RETRIES = 5;

async function followUser(uid: string | null): Promise<void> {
  const follow = ++following;
  stopDocument?.();
  stopDocument = undefined;
  if (!uid) {
    publish({ status: 'ready', uid: null, lines: readVisitorLines() });
    return;
  }
  publish({ status: 'loading', uid, lines: [] });
  const visitorLines = readVisitorLines();
  if (visitorLines.length) {
    await changeAccountCart(uid, (lines) => mergeLines(lines, visitorLines));
    writeVisitorLines([]);
  }
  if (follow === following) listen(uid, follow, 0);
}

/**
 * Follows carts/{uid} live. A listener that fails is over for good, so it is started again after a pause; the
 * cart keeps the lines it has meanwhile rather than showing an empty cart.
 */
function listen(uid: string, follow: number, attempt: number): void {
  stopDocument = onSnapshot(
    cartRef(uid),
    (snapshot) => publish({ status: 'ready', uid, lines: wellFormedLines(snapshot.data()?.lines) }),
    () => {
      if (follow !== following) return;
      publish({ ...state, status: 'ready' });
      if (attempt < LISTEN_RETRIES)
        setTimeout(
          () => {
            if (follow === following) listen(uid, follow, attempt + 1);
          },
          250 * 2 ** attempt,
        );
    },
  );
}

/** Starts following the visitor's or the customer's cart (once; later calls do nothing). */
export function startCart(): void {
  if (started) return;
  started = true;
  window.addEventListener('storage', (event) => {
    if (event.key === VISITOR_KEY && !state.uid) publish({ ...state, lines: readVisitorLines() });
  });
  loadAuth().then(
    ([{ onAuthStateChanged }, { auth }]) => {
      onAuthStateChanged(auth, (user) => {
        followUser(user?.uid ?? null).catch(() => publish({ status: 'ready', uid: user?.uid ?? null, lines: [] }));
      });
    },
    () => publish({ status: 'ready', uid: null, lines: readVisitorLines() }),
  );
}

function whenReady(): Promise<void> {
  startCart();
  if (state.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => readyWaiters.push(resolve));
}

/** Changes the cart's lines, wherever it lives; resolves to the reason nothing changed, or null. */
async function change(edit: (lines: CartLine[]) => CartLine[] | { problem: string }): Promise<string | null> {
  await whenReady();
  let problem: string | null = null;
  const apply = (lines: CartLine[]) => {
    const edited = edit(lines);
    if (Array.isArray(edited)) return edited;
    problem = edited.problem;
    return lines;
  };
  const uid = state.uid;
  if (uid) {
    // Shown at once from the committed write: the live read confirms it, and the cart never waits on that read.
    const lines = await changeAccountCart(uid, apply);
    if (state.uid === uid) publish({ ...state, lines });
  } else {
    const lines = apply(readVisitorLines());
    writeVisitorLines(lines);
    publish({ ...state, lines });
  }
  return problem;
}

export const cart = {
  add: (lines: CartLine[]) =>
    change((current) => {
      const added = addToLines(current, lines);
      return added.ok ? added.lines : { problem: added.problem };
    }),
  setQuantity: (productId: string, quantity: number) =>
    change((current) => setLineQuantity(current, productId, quantity)),
  remove: (productId: string) => change((current) => removeLine(current, productId)),
  clear: () => change(() => []),
};

export const cartLink: CartLink = { add: cart.add };

export function subscribeCart(listener: () => void): () => void {
  startCart();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const cartState = (): CartState => state;
