// The composition root: makes the Deps every handler takes. It knows the features whose memories Deps holds, so
// it sits above them with the wiring (index.ts, app.ts), never in platform/, which the features import.
import type { Deps, Outside } from '../platform/deps';
import { VerifiedTokens } from '../platform/verified-tokens';
import { KnownCompanies } from '../trade/known-companies';
import { firestoreMembershipSources, HeldMemberships } from '../trade/held-memberships';
import { KnownQuotas } from '../orders/known-quotas';
import { OrderNumberBlocks } from '../orders/order-number-blocks';
import { firestoreCatalogueSource, ProductCatalogue } from '../products/product-catalogue';
import { lazyPaymentProvider } from '../payments/payment-config';
import { bookkeepingKick } from '../orders/bookkeeping-kick';
import { EmbeddedCatalogueSearch } from '../search/search-index';
import { RememberedSearch } from '../search/remembered-search';
import { firestoreZoneSource, ShippingZoneCache } from '../shipping/zone-cache';
import { vatNumberCheckFromEnv } from '../vat/vat-number-config';

/**
 * The one place Deps are made: each memory belongs to the Deps it is made with, so a handler given the same
 * Deps shares them and one given other Deps does not. The catalogue, the zones and the memberships attach their
 * listeners on first use.
 */
export function createDeps(outside: Outside): Deps {
  const clock = () => outside.now().getTime();
  const catalogue = new ProductCatalogue(firestoreCatalogueSource(outside.db), clock);
  return {
    ...outside,
    catalogue,
    search: new RememberedSearch(new EmbeddedCatalogueSearch(catalogue), catalogue),
    shippingZones: new ShippingZoneCache(firestoreZoneSource(outside.db), clock),
    knownQuotas: new KnownQuotas(),
    orderNumbers: new OrderNumberBlocks(outside.db, undefined, outside.now),
    verifiedTokens: new VerifiedTokens(outside.auth, clock),
    knownCompanies: new KnownCompanies(),
    heldMemberships: new HeldMemberships(firestoreMembershipSources(outside.db), clock),
    paymentProvider: lazyPaymentProvider(outside),
    bookkeeping: bookkeepingKick(outside.bookkeepingQueue, outside.now),
    vatNumbers: vatNumberCheckFromEnv(),
  };
}
