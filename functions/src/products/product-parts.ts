// GET /api/product/{id}/parts: the spare parts and accessories that fit a product (those naming it in `fits`), by
// name, from the catalogue this instance holds.
import type { Deps } from '../platform/deps';
import type { CatalogueEntry } from './product-catalogue';

export async function partsThatFit(deps: Deps, productId: string): Promise<CatalogueEntry[]> {
  const entries = await deps.catalogue.list();
  return entries.filter((entry) => entry.doc.fits?.includes(productId));
}
