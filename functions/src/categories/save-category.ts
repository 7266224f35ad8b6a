// PUT /api/categories/{slug} (admin): adds the category or renames it, with its audit record, in one transaction.
// Products name a category by slug, so a rename changes no product.
import { collections, type CategoryDoc, type CategoryEditInput } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { appendAudit } from '../audit';
import { actorOf } from '../products';
import { categoryTarget } from './category-audit';
import { runTransaction } from '../platform/run-transaction';

/** Whether the category is new. */
export async function saveCategory(deps: Deps, caller: Caller, slug: string, input: CategoryEditInput) {
  const ref = deps.db.collection(collections.categories).doc(slug);
  return runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    const before = snapshot.exists ? (snapshot.data() as CategoryDoc) : null;
    const at = deps.now();
    if (before) tx.update(ref, { name: input.name, updatedAt: at });
    else tx.create(ref, { name: input.name, createdAt: at, updatedAt: at } satisfies CategoryDoc);
    appendAudit(tx, deps.db, {
      action: 'category.put',
      actor: actorOf(caller),
      target: categoryTarget(slug),
      before: before && { name: before.name },
      after: { name: input.name },
      at,
    });
    return { created: before === null };
  });
}
