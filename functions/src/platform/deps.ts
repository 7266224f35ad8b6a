// The outside world a handler may touch, and this instance's memories of it. Handlers take this as an argument
// so tests can pass their own; composition/create-deps.ts makes it.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ImageStore } from '../images/image-store';
import type { BookkeepingQueue } from '../orders/bookkeeping';
import type { BookkeepingKick } from '../orders/bookkeeping-kick';
import type { VerifiedTokens } from './verified-tokens';
import type { KnownQuotas } from '../orders/known-quotas';
import type { OrderNumberBlocks } from '../orders/order-number-blocks';
import type { ProductCatalogue } from '../products/product-catalogue';
import type { PaymentProvider } from '../payments/payment-provider';
import type { CatalogueSearch } from '../search/search-index';
import type { ShippingZoneCache } from '../shipping/zone-cache';
import type { VatNumberCheck } from '../vat/vat-number-check';
import type { KnownCompanies } from '../trade/known-companies';
import type { HeldMemberships } from '../trade/held-memberships';

/** The services themselves. */
export interface Outside {
  db: Firestore;
  auth: Auth;
  now: () => Date;
  imageStore: ImageStore;
  /** The queue of bookkeeping runs (orders/bookkeeping.ts): Cloud Tasks, or its emulator. */
  bookkeepingQueue: BookkeepingQueue;
  /** Where the API reports an error it answers with a 500 (http/error-handler.ts): Cloud Logging unless given. */
  errorLog?: ErrorLog;
}

/** The one call of firebase-functions' logger the error handler makes; a test passes one that keeps the entries. */
export interface ErrorLog {
  error(message: string, fields: Record<string, unknown>): void;
}

export interface Deps extends Outside {
  /** The public catalogue as this instance holds it (product-catalogue.ts). */
  catalogue: ProductCatalogue;
  /** The catalogue's search index, fed from `catalogue` (search-index.ts), its pages remembered (remembered-search.ts). */
  search: CatalogueSearch;
  /** The shipping zones as this instance holds them, for quotes (zone-cache.ts). */
  shippingZones: ShippingZoneCache;
  /** The order quota documents this instance wrote last (known-quotas.ts). */
  knownQuotas: KnownQuotas;
  /** The block of order numbers this instance reserved and hands out (order-number-blocks.ts). */
  orderNumbers: OrderNumberBlocks;
  /** The ID tokens this instance has already verified (verified-tokens.ts). */
  verifiedTokens: VerifiedTokens;
  /** The configured payment provider, made at first use (payment-config.ts); throws 503 when none is configured. */
  paymentProvider: () => PaymentProvider;
  /** Asks for a bookkeeping run once a payment or refund is committed (bookkeeping-kick.ts). */
  bookkeeping: BookkeepingKick;
  /** Whether a VAT ID is registered (VIES where configured, the local stand-in elsewhere: vat-number-config.ts). */
  vatNumbers: VatNumberCheck;
  /** The company each member bought for when this instance last read it, a guess for one-trip reads (known-companies.ts). */
  knownCompanies: KnownCompanies;
  /** Members, invitations and companies as this instance's listeners hold them, for the calls that only show prices (held-memberships.ts). */
  heldMemberships: HeldMemberships;
}
