// One product read live from Firestore (public under the rules), for its edit screen and the purchase page: an edit
// or a stock adjustment, also another admin's, shows at once.
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { collections, DOC_ID_PATTERN, toProduct, type Product, type ProductDoc } from '@toolshop/domain';

export function useProductDoc(productId: string): { status: 'loading' | 'error' | 'success'; product: Product | null } {
  const firestore = useFirestore();
  // An id that cannot be a document id reads a document that never exists: "not found".
  const id = DOC_ID_PATTERN.test(productId) ? productId : 'invalid-id';
  const { status, data } = useFirestoreDocData(doc(firestore, collections.products, id));
  const product = status === 'success' && data ? toProduct(id, data as unknown as ProductDoc) : null;
  return { status, product };
}
