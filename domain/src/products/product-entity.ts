// A product as Firestore stores it and as SPEC's REST calls answer it, with its price breaks and the mapping.
import { centsToDollars, dollarsToCents } from '../money';
import type { PriceBreakDoc } from './price-break-doc';
import type { ProductSpecs } from './product-specs';

/** SPEC-style price break: `price` in dollars per piece. */
export interface PriceBreak {
  minQuantity: number;
  price: number;
}

export function toPriceBreak(doc: PriceBreakDoc): PriceBreak {
  return { minQuantity: doc.minQuantity, price: centsToDollars(doc.priceCents) };
}

export function toPriceBreakDoc(priceBreak: PriceBreak): PriceBreakDoc {
  return { minQuantity: priceBreak.minQuantity, priceCents: dollarsToCents(priceBreak.price) };
}

export interface ProductDoc {
  name: string;
  description: string;
  picture: string;
  priceCents: number;
  available: number;
  minimum: number;
  /** Pack size; absent: any whole quantity. */
  increment?: number;
  /** Most pieces per order; absent: only the stock limits it. */
  maximum?: number;
  /** Absent or empty: one price for any quantity. */
  priceBreaks?: PriceBreakDoc[];
  /** Part number as the admin wrote it; unique without regard to case (a `skus/{lower-case sku}` claim). */
  sku?: string;
  /** A category's slug. */
  category?: string;
  specs?: ProductSpecs;
  /** The products (tools) this part or accessory fits. */
  fits?: string[];
  /** Shown in the home page's grid (at most MAX_FEATURED). */
  featured?: boolean;
  /** Months of warranty from purchase; absent: none. */
  warrantyMonths?: number;
  /** The regular expression every serial number of this product follows; absent: the product has no serials. */
  serialPattern?: string;
  createdAt?: unknown;
  updatedAt?: unknown;
}

/** SPEC §3/§7 product: price in dollars per piece. */
export interface Product {
  _id: string;
  name: string;
  description: string;
  picture: string;
  price: number;
  available: number;
  minimum: number;
  increment?: number;
  maximum?: number;
  priceBreaks?: PriceBreak[];
  /** The catalogue's fields, always present: null, empty or false when the product has none. */
  sku: string | null;
  category: string | null;
  specs: ProductSpecs;
  fits: string[];
  featured: boolean;
  /** Always present: 0 and null when the product has no warranty or no serial numbers. */
  warrantyMonths: number;
  serialPattern: string | null;
}

/**
 * The spec's fields and the catalogue's always; pack size, maximum and price breaks only when the product has
 * them.
 */
export function toProduct(id: string, doc: ProductDoc): Product {
  const product: Product = {
    _id: id,
    name: doc.name,
    description: doc.description,
    picture: doc.picture,
    price: centsToDollars(doc.priceCents),
    available: doc.available,
    minimum: doc.minimum,
    sku: doc.sku ?? null,
    category: doc.category ?? null,
    specs: doc.specs ?? {},
    fits: doc.fits ?? [],
    featured: doc.featured === true,
    warrantyMonths: doc.warrantyMonths ?? 0,
    serialPattern: doc.serialPattern ?? null,
  };
  if (doc.increment !== undefined) product.increment = doc.increment;
  if (doc.maximum !== undefined) product.maximum = doc.maximum;
  if (doc.priceBreaks?.length) product.priceBreaks = doc.priceBreaks.map(toPriceBreak);
  return product;
}
