// The catalogue for Manage Product, read live from Firestore (public under the rules): a deletion shows at once.
import { collection, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collections, toProduct, type Product, type ProductDoc } from '@toolshop/domain';

export function useProductDocs(): { status: 'loading' | 'error' | 'success'; products: Product[] } {
  const firestore = useFirestore();
  const productsQuery = query(collection(firestore, collections.products), orderBy('name'));
  const { status, data } = useFirestoreCollectionData(productsQuery, { idField: '_id' });
  const products = (data ?? []).map((doc) => toProduct(String(doc._id), doc as unknown as ProductDoc));
  return { status, products };
}
