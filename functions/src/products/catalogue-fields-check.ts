// The catalogue fields' rules that need the database, checked inside the transaction that adds or
// edits the product: the SKU is no other product's (its `skus/{lower-case sku}` claim), the category exists, every
// product in `fits` exists, and no more than MAX_FEATURED products are featured. All reads come first (Firestore
// transactions read before they write); the returned function writes the SKU claims.
import { catalogueMessages as m, collections, MAX_FEATURED, skuKey, type ProductDoc } from '@toolshop/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { invalid, conflict } from '../platform/refusal';

export interface CatalogueFieldsChange {
  sku?: string | null;
  category?: string | null;
  fits?: string[];
  featured?: boolean;
}

interface SkuClaimDoc {
  productId: string;
  sku: string;
}

const refused = (field: string, message: string) => invalid(message, { [field]: message });

export async function checkCatalogueFields(
  tx: Transaction,
  db: Firestore,
  productId: string,
  before: ProductDoc | null,
  change: CatalogueFieldsChange,
): Promise<() => void> {
  const products = db.collection(collections.products);
  const skus = db.collection(collections.skus);
  const oldKey = before?.sku ? skuKey(before.sku) : null;
  const newKey = change.sku === undefined ? oldKey : change.sku === null ? null : skuKey(change.sku);

  if (change.sku && newKey !== oldKey) {
    const claim = await tx.get(skus.doc(newKey!));
    const holder = claim.exists ? (claim.data() as SkuClaimDoc).productId : undefined;
    if (holder !== undefined && holder !== productId) {
      // A claim counts while its product still holds that SKU (a claim left behind by hand does not).
      const held = await tx.get(products.doc(holder));
      const heldSku = (held.data() as ProductDoc | undefined)?.sku;
      if (held.exists && heldSku !== undefined && skuKey(heldSku) === newKey) throw conflict(m.skuTaken(change.sku));
    }
  }
  if (change.category) {
    const category = await tx.get(db.collection(collections.categories).doc(change.category));
    if (!category.exists) throw refused('category', m.categoryUnknown(change.category));
  }
  if (change.fits?.length) {
    if (change.fits.includes(productId)) throw refused('fits', m.fitsSelf);
    const tools = await tx.getAll(...change.fits.map((id) => products.doc(id)));
    const missing = tools.find((tool) => !tool.exists);
    if (missing) throw refused('fits', m.fitsUnknown(missing.id));
  }
  if (change.featured === true && before?.featured !== true) {
    const featured = (await tx.get(products.where('featured', '==', true).count())).data().count;
    if (featured >= MAX_FEATURED) throw conflict(m.featuredTooMany(MAX_FEATURED));
  }

  return () => {
    if (change.sku === undefined) return;
    if (oldKey && oldKey !== newKey) tx.delete(skus.doc(oldKey));
    if (newKey && change.sku) tx.set(skus.doc(newKey), { productId, sku: change.sku } satisfies SkuClaimDoc);
  };
}

/** A deleted product gives its SKU back. */
export function releaseSku(tx: Transaction, db: Firestore, doc: ProductDoc): void {
  if (doc.sku) tx.delete(db.collection(collections.skus).doc(skuKey(doc.sku)));
}
