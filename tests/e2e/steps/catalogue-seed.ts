// A catalogue of a journey's own, shared by the desktop and phone catalogue journeys: categories,
// products and their SKU lookups in Firestore, and the wait for the search index to list them.
import { testAdmin } from '../../support/admin';
import { api } from '../../support/api';

export interface Seeded {
  id: string;
  name: string;
  sku: string;
  category: string;
  available: number;
  fits?: string[];
}

/**
 * The journey's own catalogue: a tool in the saws category, a blade set that fits it, a guard and a battery among
 * the parts. `tag` keeps the ids, category names and SKUs of one file apart from another's; `word` (made up, in
 * every product's name) lets a search find exactly these.
 */
export function sawCatalogue(tag: { id: string; label: string; sku: string }, word: string, run: string) {
  const RUN = run.toUpperCase();
  const saws = { slug: `e2e-${tag.id}saws-${run}`, name: `E2E ${tag.label}Saws ${run}` };
  const parts = { slug: `e2e-${tag.id}parts-${run}`, name: `E2E ${tag.label}Saw Parts ${run}` };
  const product = (kind: string, name: string, sku: string, category: string, available: number): Seeded => ({
    id: `e2e-${tag.id}${kind}-${run}`,
    name,
    sku: `${tag.sku}-${RUN}-${sku}`,
    category,
    available,
  });
  const tool = product('tool', `Orbital ${word} 18V`, '01', saws.slug, 6);
  const blade = { ...product('blade', `${word} Blade Set`, 'B1', parts.slug, 40), fits: [tool.id] };
  const guard = product('guard', `${word} Guard`, 'GD', parts.slug, 9);
  const battery = product('battery', `${word} Battery`, 'BA', parts.slug, 9);
  return { saws, parts, tool, blade, guard, battery };
}

/** The categories, then each product with its SKU's lookup document. */
export async function seedCatalogue(categories: { slug: string; name: string }[], products: Seeded[]) {
  const { db } = testAdmin();
  const now = new Date();
  for (const { slug, name } of categories)
    await db.doc(`categories/${slug}`).set({ name, createdAt: now, updatedAt: now });
  for (const product of products) {
    const { id, fits, ...fields } = product;
    await db.doc(`products/${id}`).set({
      ...fields,
      ...(fits ? { fits } : {}),
      description: `The ${product.name}, made for trade use.`,
      picture: '/products/angle-grinder-125.svg',
      priceCents: 1500,
      minimum: 1,
      specs: { voltage: 18 },
      createdAt: now,
      updatedAt: now,
    });
    await db.doc(`skus/${product.sku.toLowerCase()}`).set({ productId: id });
  }
}

/** The search index follows the catalogue within 10 s: true once `word` finds all `count` products (20 s at most). */
export async function waitForSearchIndex(word: string, count: number): Promise<boolean> {
  for (const deadline = Date.now() + 20_000; ;) {
    const { body } = await api<{ total: number }>('GET', `/search?q=${word}`);
    if (body?.total === count) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
