// The versions a checkout starts from (checkout.ts): the products and the customer's order quota, as this instance
// holds them or as read in one round trip.
import type { ProductDoc } from '@toolshop/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { QuotaVersion } from './order-quota';
import type { ProductVersion, Read } from './checkout-order';

/** The documents one checkout touches. */
export interface Refs {
  products: Map<string, DocumentReference>;
  quota: DocumentReference;
  cart: DocumentReference;
  order: DocumentReference;
}

/** Every product and the quota as this instance holds them, or undefined if it lacks any. */
export function heldVersions(deps: Deps, productRefs: DocumentReference[], uid: string): Read | undefined {
  const quota = deps.knownQuotas.get(uid);
  if (!quota) return undefined;
  const products = new Map<string, ProductVersion | undefined>();
  for (const ref of productRefs) {
    const entry = deps.catalogue.peek(ref.id);
    if (!entry) return undefined;
    products.set(ref.id, { doc: entry.doc, updateTime: entry.updateTime });
  }
  return { products, quota };
}

/** Every product and the quota, in one read. */
export async function readVersions(deps: Deps, productRefs: DocumentReference[], refs: Refs): Promise<Read> {
  const snapshots = await deps.db.getAll(...productRefs, refs.quota);
  const quota = snapshots[productRefs.length]!;
  return {
    products: new Map(
      productRefs.map((ref, index) => {
        const snapshot = snapshots[index]!;
        const version = snapshot.exists
          ? { doc: snapshot.data() as ProductDoc, updateTime: snapshot.updateTime! }
          : undefined;
        return [ref.id, version];
      }),
    ),
    quota: { doc: quota.data() as QuotaVersion['doc'], updateTime: quota.exists ? quota.updateTime : undefined },
  };
}
