// What a checkout does to its customer's cart: the bought lines leave it in the order's own commit.
import type { CartLine, OrderDoc } from '@toolshop/domain';
import { FieldValue, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';

/**
 * The cart without the lines this order bought, each as it was ordered (product and quantity), in the order's own
 * commit and without reading the cart: a line changed meanwhile stays, and a customer without a cart gets an empty
 * one.
 */
export function removeBoughtFromCart(batch: WriteBatch, cart: DocumentReference, order: OrderDoc, now: Date): void {
  const bought: CartLine[] = order.lines!.map(({ productId, quantity }) => ({ productId, quantity }));
  batch.set(cart, { lines: FieldValue.arrayRemove(...bought), updatedAt: now }, { merge: true });
}
