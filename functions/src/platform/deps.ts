// The outside world a handler may touch, and this instance's memories of it. Handlers take this as an argument
// so tests can pass their own.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ImageStore } from '../images/image-store';
import { VerifiedTokens } from '../http/verified-tokens';
import { KnownQuotas } from '../orders/known-quotas';
import { firestoreCatalogueSource, ProductCatalogue } from '../products/product-catalogue';
import type { PaymentProvider } from '../payments/payment-provider';
import { EmbeddedCatalogueSearch, type CatalogueSearch } from '../search/search-index';
import { lazyPaymentProvider } from '../payments/payment-config';

/** The services themselves. */
export interface Outside {
  db: Firestore;
  auth: Auth;
  now: () => Date;
  imageStore: ImageStore;
}

export interface Deps extends Outside {
  /** The public catalogue as this instance holds it (product-catalogue.ts). */
  catalogue: ProductCatalogue;
  /** The catalogue's search index, fed from `catalogue` (search-index.ts). */
  search: CatalogueSearch;
  /** The order quota documents this instance wrote last (known-quotas.ts). */
  knownQuotas: KnownQuotas;
  /** The ID tokens this instance has already verified (verified-tokens.ts). */
  verifiedTokens: VerifiedTokens;
  /** The configured payment provider, made at first use (payment-config.ts); throws 503 when none is configured. */
  paymentProvider: () => PaymentProvider;
}

/**
 * The one place Deps are made: each memory belongs to the Deps it is made with, so a handler given the same
 * Deps shares them and one given other Deps does not. The catalogue attaches its listener on first use.
 */
export function createDeps(outside: Outside): Deps {
  const clock = () => outside.now().getTime();
  const catalogue = new ProductCatalogue(firestoreCatalogueSource(outside.db), clock);
  return {
    ...outside,
    catalogue,
    search: new EmbeddedCatalogueSearch(catalogue),
    knownQuotas: new KnownQuotas(),
    verifiedTokens: new VerifiedTokens(outside.auth, clock),
    paymentProvider: lazyPaymentProvider(outside),
  };
}
