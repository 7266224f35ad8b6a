// DEMO DATA: three blog posts (a workshop tip, a product launch, a maintenance guide) for `npm start`'s shop only.
// The tests' fresh data has none: their home page shows SPEC's "upcoming Some Blog post" (global-setup seeds without
// these). Written as POST /api/posts would store a published post (domain's PostDoc, its slug claim and its first
// revision), dated a few days back from the seeding. Each cover is the post's own photo, web/public/posts/<slug>.<hash>.jpg,
// made as the product photos are (scripts/photos/make-post-photos.mjs: a workbench, the grinder's launch shot,
// batteries on their charger) and given AVIF and WebP copies as they are. Fixed ids, so seeding again rewrites the same
// documents.
import { demoPostCoverPath } from '../photos/photo-files.mjs';

const DAY_MS = 86_400_000;
const AUTHOR = 'Toolshop workshop team';

export const demoPosts = [
  {
    id: 'demo-post-workshop-tips',
    slug: 'five-habits-for-a-tidy-workshop',
    title: 'Five habits for a tidy, safe workshop',
    excerpt: 'Small routines that keep your tools sharp, your batteries healthy and your bench clear for the next job.',
    body:
      '<h2>Start with a clear bench</h2><p>Put every tool back in its place at the end of the day: a cluttered bench ' +
      'is where cords get cut and bits get lost.</p><h2>Habits worth keeping</h2><ul><li>Blow the dust out of ' +
      'motor vents after every job.</li><li>Store batteries half charged in a cool, dry place.</li><li>Check ' +
      'blades and bits for wear before you start, not halfway through a cut.</li><li>Keep a first-aid kit and ' +
      'safety glasses within reach.</li><li>Label your chargers so each battery family finds its own.</li></ul>',
    tags: ['workshop-tips', 'safety'],
    daysAgo: 9,
  },
  {
    id: 'demo-post-product-launch',
    slug: 'meet-the-new-125-mm-angle-grinder',
    title: 'Meet the new 125 mm angle grinder',
    excerpt: 'A brushless motor, a tool-free guard and soft start: what is new in our best-selling grinder.',
    body:
      '<p>Our 125 mm angle grinder gets its biggest update yet.</p><h2>What is new</h2><ul><li><strong>Brushless ' +
      'motor</strong>: more work per charge and no brushes to replace.</li><li><strong>Tool-free guard</strong>: ' +
      'turn it to the angle you need without a key.</li><li><strong>Soft start</strong>: no kick when you pull the ' +
      'trigger.</li></ul><p>It takes every disc our 125 mm range offers and runs on the same 18 V batteries as your ' +
      'other tools.</p>',
    tags: ['product-news'],
    daysAgo: 5,
  },
  {
    id: 'demo-post-maintenance-guide',
    slug: 'caring-for-your-18v-batteries',
    title: 'A maintenance guide for your 18 V batteries',
    excerpt: 'How to charge, store and check lithium-ion packs so they last for years of daily work.',
    body:
      '<h2>Charging</h2><p>Let a hot battery cool down before you charge it; the rapid charger waits for you, but ' +
      'a cool pack charges faster and lives longer.</p><h2>Storing</h2><p>For a long break, store packs at about ' +
      'half charge, away from frost and direct sun.</p><h2>Checking</h2><table><thead><tr><th>Sign</th><th>What ' +
      'to do</th></tr></thead><tbody><tr><td>Runs for half its usual time</td><td>Have it tested at a service ' +
      'centre</td></tr><tr><td>Swollen or cracked case</td><td>Stop using it and recycle it</td></tr></tbody>' +
      '</table>',
    tags: ['maintenance', 'batteries'],
    daysAgo: 2,
  },
];

/** Lower-case prefixes of the title's and slug's words, as domain's postSearchKeys makes them. */
export function searchKeysOf(title, slug) {
  const keys = new Set();
  for (const word of `${title} ${slug}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const capped = word.slice(0, 40);
    for (let length = 1; length <= capped.length; length++) keys.add(capped.slice(0, length));
  }
  return [...keys];
}

/** Writes the demo posts (published, dated `daysAgo` before `now`) with their slug claims and first revisions. */
export async function seedDemoPosts(db, now = new Date()) {
  const batch = db.batch();
  for (const { id, slug, title, excerpt, body, tags, daysAgo } of demoPosts) {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    const words = {
      title,
      excerpt,
      body,
      coverImage: demoPostCoverPath(slug) ?? '',
      tags,
      author: AUTHOR,
      seoTitle: '',
      seoDescription: excerpt,
    };
    const post = db.doc(`posts/${id}`);
    batch.set(post, {
      ...words,
      slug,
      status: 'published',
      publishAt: at,
      visibleFrom: at,
      searchKeys: searchKeysOf(title, slug),
      createdAt: at,
      updatedAt: at,
    });
    batch.set(db.doc(`postSlugs/${slug}`), { postId: id });
    batch.set(post.collection('revisions').doc('demo'), {
      ...words,
      slug,
      status: 'published',
      by: { uid: 'demo-seed', email: 'admin@toolshop.test' },
      at,
    });
  }
  await batch.commit();
  return demoPosts.length;
}
