// GET /api/categories (public): every category by name, with how many products of the catalogue it holds.
import { collections, type Category, type CategoryDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';

export async function listCategories(deps: Deps): Promise<Category[]> {
  const [snapshot, entries] = await Promise.all([
    deps.db.collection(collections.categories).get(),
    deps.catalogue.list(),
  ]);
  const counts = new Map<string, number>();
  for (const { doc } of entries) if (doc.category) counts.set(doc.category, (counts.get(doc.category) ?? 0) + 1);
  return snapshot.docs
    .map((doc) => ({ slug: doc.id, name: (doc.data() as CategoryDoc).name, count: counts.get(doc.id) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.slug.localeCompare(b.slug));
}
