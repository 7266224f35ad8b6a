// Firebase Admin against the emulators, for seeding and for reading what the API really wrote.
import { collections, HOME_CONTENT_ID } from '@toolshop/domain';
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

/**
 * A shop with SPEC's home page again: no saved home content and no post (the blog's suites publish posts, which the
 * home page's Featured Blogs would show), whatever ran before.
 */
export async function restoreSpecHomePage(): Promise<void> {
  const { db } = testAdmin();
  await Promise.all([
    db.collection(collections.content).doc(HOME_CONTENT_ID).delete(),
    db.recursiveDelete(db.collection(collections.posts)),
    db.recursiveDelete(db.collection(collections.postSlugs)),
  ]);
}
