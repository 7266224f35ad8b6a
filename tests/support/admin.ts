// Firebase Admin against the emulators, for seeding and for reading what the API really wrote.
import { adminForEmulators } from '../../scripts/lib/admin-sdk.mjs';

let cached: ReturnType<typeof adminForEmulators> | undefined;

export function testAdmin() {
  cached ??= adminForEmulators();
  return cached;
}

/**
 * Leaves only the seeded reviews: other suites post reviews to the one shared list, and the visitor journeys check
 * the home page against the seed, whatever ran before them.
 */
export async function keepOnlySeededReviews(seededIds: string[]): Promise<void> {
  const { db } = testAdmin();
  const all = await db.collection('reviews').get();
  await Promise.all(all.docs.filter((doc) => !seededIds.includes(doc.id)).map((doc) => doc.ref.delete()));
}
