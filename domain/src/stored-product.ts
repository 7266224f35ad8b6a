// The Add Product form's checked input as the product document it stores. It reads the schema's type and writes an
// entity, so it sits above both: entities.ts knows no schema (schemas/product.ts reads quantity-rules.ts, which
// reads entities.ts).
import { dollarsToCents } from './money';
import { toPriceBreakDoc, type ProductDoc } from './entities';
import type { ProductInput } from './schemas/product';

/** A checked product as stored: prices in cents; a rule left out is no field at all (Firestore stores no undefined). */
export function toProductDoc({ price, increment, maximum, priceBreaks, ...fields }: ProductInput): ProductDoc {
  const doc: ProductDoc = { ...fields, priceCents: dollarsToCents(price) };
  if (increment !== undefined) doc.increment = increment;
  if (maximum !== undefined) doc.maximum = maximum;
  if (priceBreaks?.length) doc.priceBreaks = priceBreaks.map(toPriceBreakDoc);
  return doc;
}
