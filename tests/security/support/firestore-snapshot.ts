// Everything the shop keeps, read with the Admin SDK: every Firestore collection, every Auth account's custom
// claims, and the local image folder. Two snapshots compared show whether an attack changed anything.
import { existsSync, readdirSync } from 'node:fs';
import type { UserRecord } from 'firebase-admin/auth';
import { collections } from '@toolshop/domain';
import { testAdmin } from '../../support/admin';

export type Snapshot = Map<string, string>;

/** JSON with sorted keys and Timestamps as ISO text, so equal data always gives equal text. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && typeof (v as { toDate?: unknown }).toDate === 'function') {
      return { timestamp: (v as { toDate(): Date }).toDate().toISOString() };
    }
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));
    }
    return v;
  });
}

/**
 * An outbox email's delivery state moves on its own after the change that queued it (the sender's retries): a new
 * email counts as a change, its delivery progress does not.
 */
function withoutDelivery(data: Record<string, unknown>): Record<string, unknown> {
  const { delivery: _delivery, ...rest } = data;
  return rest;
}

/**
 * A payment's or refund's bookkeeping (its invoice or credit note number, the payment's email, the sales days) comes
 * moments after it: a snapshot waits until nothing is left to book, so an earlier test's payment never shows up as
 * a later attack's change.
 */
async function bookkeepingDone(): Promise<void> {
  const { db } = testAdmin();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [numbers, sales] = await Promise.all([
      db.collection(collections.documentNumberRequests).limit(1).get(),
      db.collection(collections.salesRollupEvents).where('folded', '==', false).limit(1).get(),
    ]);
    if (numbers.empty && sales.empty) return;
    if (Date.now() > deadline)
      throw new Error(
        `bookkeeping still waiting after 30 s: ${numbers.size} number requests, ${sales.size} sales events`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function takeSnapshot(): Promise<Snapshot> {
  const { db } = testAdmin();
  await bookkeepingDone();
  // Every collection and the accounts are read at once: each read waits on an emulator.
  const [collectionDocs, users] = await Promise.all([
    db
      .listCollections()
      .then((all) => Promise.all(all.map(async (collection) => [collection, await collection.get()] as const))),
    allUsers(),
  ]);
  const snapshot: Snapshot = new Map();
  for (const [collection, documents] of collectionDocs) {
    for (const doc of documents.docs)
      snapshot.set(
        doc.ref.path,
        canonical(collection.id === collections.mail ? withoutDelivery(doc.data()) : doc.data()),
      );
  }
  for (const user of users)
    snapshot.set(
      `auth/${user.uid}`,
      canonical({ email: user.email, claims: user.customClaims ?? {}, disabled: user.disabled }),
    );
  const imageDir = process.env.TOOLSHOP_IMAGE_DIR;
  if (imageDir && existsSync(imageDir))
    for (const name of readdirSync(imageDir)) snapshot.set(`images/${name}`, 'file');
  return snapshot;
}

async function allUsers(): Promise<UserRecord[]> {
  const { auth } = testAdmin();
  const users: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    users.push(...page.users);
    pageToken = page.pageToken;
  } while (pageToken);
  return users;
}

/**
 * The sales rollup (salesDays, and the events it has added) is summed by a trigger from order writes, moments after
 * them: an earlier test's paid order lands there during a later one. Any order an attack changed shows itself.
 */
const DERIVED_FROM_ORDERS = ['salesDays/', 'salesRollupEvents/', 'documentNumberRequests/', 'invoiceSequences/'];

/**
 * Paths added, removed or changed between two snapshots. Rate-limit counters are left out by default: counting
 * an attempt is the limiter doing its job, not the attack changing the shop's data.
 */
export function changedPaths(before: Snapshot, after: Snapshot, ignore: readonly string[] = ['rateLimits/']): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  const left = [...ignore, ...DERIVED_FROM_ORDERS];
  return [...paths]
    .filter((path) => !left.some((prefix) => path.startsWith(prefix)) && before.get(path) !== after.get(path))
    .sort();
}

/** Document ids that exist anywhere, so generated ids can steer clear of real ones. */
export function existingIds(snapshot: Snapshot): Set<string> {
  return new Set([...snapshot.keys()].map((path) => path.split('/').pop() ?? ''));
}
