// PATCH /product/{id} (admin): changes the fields sent, in a transaction that reads the product first, so the
// edited product as a whole passes Add Product's schema, and that writes the audit record with the fields'
// values before and after. Orders keep the name, picture and price they copied when placed.
import {
  collections,
  dollarsToCents,
  productSchema,
  toPriceBreakDoc,
  toProduct,
  type ProductDoc,
  type ProductEditInput,
} from '@toolshop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { notFound } from '../platform/refusal';
import { parseInput } from '../platform/parse-input';
import { appendAudit } from '../audit';
import { actorOf, productTarget } from './product-audit';
import { checkCatalogueFields } from './catalogue-fields-check';
import { runTransaction } from '../platform/run-transaction';

export async function editProduct(deps: Deps, caller: Caller, id: string, edit: ProductEditInput): Promise<void> {
  const ref = deps.db.collection(collections.products).doc(id);
  await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound('Product not found');
    const doc = snapshot.data() as ProductDoc;
    const { _id, ...current } = toProduct(id, doc);
    parseInput(productSchema, withoutRemovedRules({ ...current, ...edit }));
    const claimSku = await checkCatalogueFields(tx, deps.db, id, doc, edit);
    const changes = storedFields(edit);
    const before = Object.fromEntries(Object.keys(changes).map((field) => [field, doc[field as keyof ProductDoc]]));
    const at = deps.now();
    tx.update(ref, { ...removingNulls(changes), updatedAt: at });
    claimSku();
    appendAudit(tx, deps.db, {
      action: 'product.edit',
      actor: actorOf(caller),
      target: productTarget(id),
      before,
      after: changes,
      at,
    });
  });
  await deps.catalogue.reread(id);
}

/** The product an edit leaves, as Add Product would see it: a removed rule is no field at all. */
function withoutRemovedRules(product: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(product).filter(([, value]) => value !== null));
}

/** The edit as stored: prices in cents, a removed rule null, every other field as sent. */
function storedFields({ price, priceBreaks, ...fields }: ProductEditInput): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...fields };
  if (price !== undefined) stored.priceCents = dollarsToCents(price);
  if (priceBreaks !== undefined) stored.priceBreaks = priceBreaks.map(toPriceBreakDoc);
  return stored;
}

/** The update that removes the rules set to null (the audit record keeps the null). */
function removingNulls(changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(changes).map(([field, value]) => [field, value === null ? FieldValue.delete() : value]),
  );
}
