// What a product card shows, and so all that a page listing cards carries of each product in its data: the home
// grid and the search and category pages. The API answers whole products; a page's copy leaves out the specs,
// the fitting tools, the warranty and the rest of the description, which only the product's own page shows.
import { CARD_DESCRIPTION_PREVIEW_LENGTH, cutAtWord, type Product } from '@toolshop/domain';

const CARD_FIELDS = [
  '_id',
  'name',
  'description',
  'picture',
  'price',
  'available',
  'minimum',
  'increment',
  'priceBreaks',
  'sku',
  'featured',
] as const satisfies readonly (keyof Product)[];

export type CardProduct = Pick<Product, (typeof CARD_FIELDS)[number]>;

/** The card's fields of `product`, its description cut as the card shows it (cutting again changes nothing). */
export function cardProductOf(product: CardProduct): CardProduct {
  const card: Partial<Record<keyof CardProduct, unknown>> = {};
  for (const field of CARD_FIELDS) if (product[field] !== undefined) card[field] = product[field];
  return { ...(card as CardProduct), description: cutAtWord(product.description, CARD_DESCRIPTION_PREVIEW_LENGTH) };
}
