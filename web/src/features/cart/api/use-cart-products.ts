// The products of the cart's lines, read live from Firestore (public under the rules): a price, a rule or the stock
// changed by an admin shows on /cart and /checkout at once, and quoteCart judges the lines against it.
import { useEffect, useMemo, useState } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { collections, type CartProduct, type ProductDoc } from '@toolshop/domain';
import { firestore } from './cart-store';

export interface CartProducts {
  /** Every line's product has been read (found or not). */
  loaded: boolean;
  productOf: (productId: string) => CartProduct | undefined;
}

export function useCartProducts(productIds: readonly string[]): CartProducts {
  const key = [...productIds].sort().join('\n');
  const [read, setRead] = useState<Map<string, ProductDoc | null>>(() => new Map());
  useEffect(() => {
    const ids = key ? key.split('\n') : [];
    const stops = ids.map((id) =>
      onSnapshot(
        doc(firestore, collections.products, id),
        (snapshot) =>
          setRead((before) => new Map(before).set(id, snapshot.exists() ? (snapshot.data() as ProductDoc) : null)),
        () => setRead((before) => new Map(before).set(id, null)),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [key]);
  return useMemo(
    () => ({
      loaded: productIds.every((id) => read.has(id)),
      productOf: (id: string) => read.get(id) ?? undefined,
    }),
    [read, productIds],
  );
}
