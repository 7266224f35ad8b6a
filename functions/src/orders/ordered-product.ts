// Which product an order is for: the productId sent, or else the one product whose name is exactly the
// productName sent (a client written to SPEC §7 names the product only). The name is looked up with a Firestore
// query rather than in this instance's catalogue, which may be seconds behind: a product just added elsewhere
// under the same name must make the name ambiguous at once. The order then reads and checks the product by its
// id (place-order.ts), so price and stock are those of the version its commit is checked against.
import { apiMessages, collections, type PlaceOrderInput } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { invalid, notFound } from '../platform/refusal';

export async function orderedProductId(
  deps: Pick<Deps, 'db'>,
  input: Pick<PlaceOrderInput, 'productId' | 'productName'>,
): Promise<string> {
  if (input.productId !== undefined) return input.productId;
  const named = await deps.db
    .collection(collections.products)
    .where('name', '==', input.productName ?? '')
    .limit(2)
    .select()
    .get();
  if (named.empty) throw notFound(apiMessages.productNameUnknown, { productName: apiMessages.productNameUnknown });
  if (named.size > 1) throw invalid(apiMessages.productNameAmbiguous, { productId: apiMessages.productNameAmbiguous });
  return named.docs[0]!.id;
}
