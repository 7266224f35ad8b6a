// What a search engine reads about a product page: title, description, canonical address, Open Graph tags and a
// schema.org Product with its Offer and, once it has reviews, their aggregateRating and the newest of them
// (JSON-LD). One pure function, so the page and its tests agree on it.
import { cutAtWord, dollarsToCents, RATING_MAX, RATING_MIN, type Product, type ProductReviews } from '@toolshop/domain';
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

/** How many reviews the structured data lists (the aggregate counts them all). */
const JSON_LD_REVIEWS = 5;

/** The product's reviews as schema.org reads them; nothing while it has none (an empty rating is invalid). */
function reviewsJsonLd(reviews: ProductReviews | undefined): Record<string, unknown> {
  if (!reviews || reviews.count === 0 || reviews.average === null) return {};
  const scale = { bestRating: RATING_MAX, worstRating: RATING_MIN };
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      ...scale,
    },
    review: reviews.items.slice(0, JSON_LD_REVIEWS).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.displayName || 'A customer' },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...scale },
      reviewBody: review.description,
    })),
  };
}

export function productJsonLd(product: Product, origin: string, reviews?: ProductReviews): Record<string, unknown> {
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
    ...reviewsJsonLd(reviews),
  };
}

/** JSON for an inline <script>: `<` escaped so no text in a product can close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
