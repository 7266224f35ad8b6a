// The Add Product form's checked input as the product document it stores. It reads the schema's type and writes an
// entity, so it sits above both: product-entity.ts knows no schema (product-schema.ts reads quantity-rules.ts, which
// reads product-entity.ts).
import { dollarsToCents } from '../money';
import { toPriceBreakDoc, type ProductDoc } from './product-entity';
import type { ProductInput } from './product-schema';

/** A checked product as stored: prices in cents; a rule left out is no field at all (Firestore stores no undefined). */
export function toProductDoc({ price, increment, maximum, priceBreaks, ...fields }: ProductInput): ProductDoc {
  const doc: ProductDoc = { ...fields, priceCents: dollarsToCents(price) };
  if (increment !== undefined) doc.increment = increment;
  if (maximum !== undefined) doc.maximum = maximum;
  if (priceBreaks?.length) doc.priceBreaks = priceBreaks.map(toPriceBreakDoc);
  return doc;
}
