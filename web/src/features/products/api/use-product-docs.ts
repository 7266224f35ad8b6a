// The catalogue for Manage Product, read live from Firestore (public under the rules): a deletion shows at once.
import { collections, toProduct, type Product, type ProductDoc } from '@toolshop/domain';
import { useLiveCollection } from '../../../lib/use-live-collection';

export function useProductDocs(): { status: 'loading' | 'error' | 'success'; products: Product[] } {
  const { status, items } = useLiveCollection<ProductDoc, Product>(collections.products, 'name', toProduct);
  return { status, products: items };
}
