// DELETE /api/categories/{slug} (admin): only a category no product uses (409 otherwise), with its audit record.
import { catalogueMessages, collections, type CategoryDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { notFound, conflict } from '../platform/refusal';
import { appendAudit } from '../audit';
import { actorOf } from '../products';
import { categoryTarget } from './category-audit';
import { runTransaction } from '../platform/run-transaction';

export async function deleteCategory(deps: Deps, caller: Caller, slug: string): Promise<void> {
  const ref = deps.db.collection(collections.categories).doc(slug);
  const using = deps.db.collection(collections.products).where('category', '==', slug);
  // A delete that cannot happen is refused before the transaction, from plain reads: counting a category's products
  // inside one would hold them locked against checkouts. The transaction checks again.
  const [category, count] = await Promise.all([ref.get(), using.count().get()]);
  refuseUnlessDeletable(category.exists, count.data().count);
  await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    refuseUnlessDeletable(snapshot.exists, (await tx.get(using.count())).data().count);
    tx.delete(ref);
    appendAudit(tx, deps.db, {
      action: 'category.delete',
      actor: actorOf(caller),
      target: categoryTarget(slug),
      before: { name: (snapshot.data() as CategoryDoc).name },
      after: null,
      at: deps.now(),
    });
  });
}

function refuseUnlessDeletable(exists: boolean, productsUsingIt: number): void {
  if (!exists) throw notFound(catalogueMessages.categoryNotFound);
  if (productsUsingIt > 0) throw conflict(catalogueMessages.categoryInUse(productsUsingIt));
}
