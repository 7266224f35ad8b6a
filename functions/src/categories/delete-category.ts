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
  await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound(catalogueMessages.categoryNotFound);
    const count = (await tx.get(using.count())).data().count;
    if (count > 0) throw conflict(catalogueMessages.categoryInUse(count));
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
