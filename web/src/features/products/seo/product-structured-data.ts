// What a search engine reads about a product page: title, description, canonical address, Open Graph tags and a
// schema.org Product with its Offer (JSON-LD). One pure function, so the page and its tests agree on it.
import { cutAtWord, dollarsToCents, type Product } from '@toolshop/domain';
import type { PageHead } from '../../../lib/use-document-head';
import { productPath } from '../product-paths';

export const SITE_NAME = 'Toolshop';

/** About what a result page shows of a description before cutting it. */
const META_DESCRIPTION_MAX_LENGTH = 155;

/** A description a result page shows whole, cut at a word. */
const shortDescription = (text: string) => cutAtWord(text, META_DESCRIPTION_MAX_LENGTH);

const absolute = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, origin).href;

export function productPageHead(product: Product, origin: string): PageHead {
  const canonical = absolute(origin, productPath(product._id));
  const description = shortDescription(product.description);
  return {
    title: `${product.name} | ${SITE_NAME}`,
    description,
    canonical,
    openGraph: {
      'og:type': 'product',
      'og:site_name': SITE_NAME,
      'og:title': product.name,
      'og:description': description,
      'og:url': canonical,
      'og:image': absolute(origin, product.picture),
    },
  };
}

/** Dollars with two decimals as schema.org wants a price: 129 -> "129.00". */
const schemaPrice = (dollars: number) => {
  const cents = dollarsToCents(dollars);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const url = absolute(origin, productPath(product._id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    description: product.description,
    image: [absolute(origin, product.picture)],
    sku: product._id,
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: schemaPrice(product.price),
      availability: product.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: product.minimum, maxValue: product.available },
    },
  };
}

/** JSON for an inline <script>: `<` escaped so no text in a product can close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
