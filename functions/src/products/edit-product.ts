// PATCH /product/{id} (admin): changes the fields sent, in a transaction that reads the product first, so the
// edited product as a whole passes Add Product's schema, and that writes the audit record with the fields'
// values before and after. Orders keep the name, picture and price they copied when placed.
import {
  collections,
  dollarsToCents,
  productSchema,
  toProduct,
  type ProductDoc,
  type ProductEditInput,
} from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../http/caller';
import { notFound } from '../http/http-error';
import { parseInput } from '../http/validate';
import { appendAudit } from '../audit/append-audit';
import { ORDER_TRANSACTION_OPTIONS } from '../orders/order-transactions';
import { actorOf, productTarget } from './product-audit';

export async function editProduct(deps: Deps, caller: Caller, id: string, edit: ProductEditInput): Promise<void> {
  const ref = deps.db.collection(collections.products).doc(id);
  await deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound('Product not found');
    const doc = snapshot.data() as ProductDoc;
    const { _id, ...current } = toProduct(id, doc);
    parseInput(productSchema, { ...current, ...edit });
    const changes = storedFields(edit);
    const before = Object.fromEntries(Object.keys(changes).map((field) => [field, doc[field as keyof ProductDoc]]));
    const at = deps.now();
    tx.update(ref, { ...changes, updatedAt: at });
    appendAudit(tx, deps.db, {
      action: 'product.edit',
      actor: actorOf(caller),
      target: productTarget(id),
      before,
      after: changes,
      at,
    });
  }, ORDER_TRANSACTION_OPTIONS);
  await deps.catalogue.reread(id);
}

/** The edit as stored: the price in cents, every other field as sent. */
function storedFields({ price, ...fields }: ProductEditInput): Record<string, unknown> {
  return price === undefined ? fields : { ...fields, priceCents: dollarsToCents(price) };
}
