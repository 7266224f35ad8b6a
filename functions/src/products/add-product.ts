// POST /product (admin): the new product, its SKU claim and its audit record commit together, after the checks
// of its catalogue fields (catalogue-fields-check.ts).
import { collections, toProductDoc, type ProductDoc, type ProductInput } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { appendAudit } from '../audit';
import { actorOf, productTarget } from './product-audit';
import { checkCatalogueFields } from './catalogue-fields-check';
import { runTransaction } from '../platform/run-transaction';

export async function addProduct(deps: Deps, caller: Caller, input: ProductInput): Promise<string> {
  const at = deps.now();
  const doc: ProductDoc = { ...toProductDoc(input), createdAt: at, updatedAt: at };
  const ref = deps.db.collection(collections.products).doc();
  await runTransaction(deps.db, async (tx) => {
    const claimSku = await checkCatalogueFields(tx, deps.db, ref.id, null, input);
    tx.create(ref, doc);
    claimSku();
    appendAudit(tx, deps.db, {
      action: 'product.add',
      actor: actorOf(caller),
      target: productTarget(ref.id),
      before: null,
      after: { ...doc },
      at,
    });
  });
  await deps.catalogue.reread(ref.id);
  return ref.id;
}
