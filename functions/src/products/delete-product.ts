// DELETE /product/{id} (admin): the deletion, the release of its SKU and its audit record (the product as it was)
// commit together. Parts that named it in `fits` keep the id; the parts lists skip products that are gone.
// Orders keep their own copy of name, picture and price; the product's stock history stays for the record.
import { collections, type ProductDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { notFound } from '../platform/refusal';
import { appendAudit } from '../audit';
import { actorOf, productTarget } from './product-audit';
import { releaseSku } from './catalogue-fields-check';
import { runTransaction } from '../platform/run-transaction';

export async function deleteProduct(deps: Deps, caller: Caller, id: string): Promise<void> {
  const ref = deps.db.collection(collections.products).doc(id);
  await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound('Product not found');
    tx.delete(ref);
    releaseSku(tx, deps.db, snapshot.data() as ProductDoc);
    appendAudit(tx, deps.db, {
      action: 'product.delete',
      actor: actorOf(caller),
      target: productTarget(id),
      before: { ...(snapshot.data() as ProductDoc) },
      after: null,
      at: deps.now(),
    });
  });
  await deps.catalogue.reread(id);
}
