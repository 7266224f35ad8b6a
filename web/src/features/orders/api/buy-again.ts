// "Buy again": a past order's lines put into the cart at today's prices and rules. Each line is quoted against the
// product as it is now (domain quoteQuantity); a line whose product is gone or whose quantity today's rules or stock
// refuse is left out and named, with why.
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { collections, quoteQuantity, validationMessages, type OrderLine, type ProductDoc } from '@toolshop/domain';
import { openCart } from '../../../lib/cart-link';

export interface BuyAgainOutcome {
  added: number;
  /** "Name: why" for each line that cannot be had. */
  refused: string[];
}

export async function buyAgain(firestore: Firestore, lines: readonly OrderLine[]): Promise<BuyAgainOutcome> {
  const products = await Promise.all(lines.map((line) => getDoc(doc(firestore, collections.products, line.productId))));
  const toAdd: { productId: string; quantity: number }[] = [];
  const refused: string[] = [];
  lines.forEach((line, index) => {
    const snapshot = products[index]!;
    if (!snapshot.exists()) {
      refused.push(`${line.productName}: ${validationMessages.productNoLongerSold}`);
      return;
    }
    const problem = quoteQuantity(snapshot.data() as ProductDoc, line.quantity).problems[0];
    if (problem) refused.push(`${line.productName}: ${problem}`);
    else toAdd.push({ productId: line.productId, quantity: line.quantity });
  });
  if (toAdd.length) {
    const problem = await openCart().add(toAdd);
    if (problem) return { added: 0, refused: [problem] };
  }
  return { added: toAdd.length, refused };
}
