// Firestore collection names, shared by rules tests, functions, seed and web.
export const collections = {
  products: 'products',
  orders: 'orders',
  users: 'users',
  profiles: 'profiles',
  reviews: 'reviews',
  stripeEvents: 'stripeEvents',
  /** The built-in test gateway's payment intents (server only, like Stripe's own records). */
  testPaymentIntents: 'testPaymentIntents',
  /** Which order each payment paid, keyed by the payment's id (server only): a payment pays one order at most. */
  paymentIntentUses: 'paymentIntentUses',
  rateLimits: 'rateLimits',
  contactMessages: 'contactMessages',
  /** One record per admin action (audit.ts), written by the server only; admins read it through GET /audit. */
  audit: 'audit',
  /** The email outbox (mail.ts), in the Trigger Email extension's schema; written and read by the server only. */
  mail: 'mail',
  /** carts/{uid}: a signed-in customer's cart, `{ lines: [{ productId, quantity }], updatedAt }`, read and written by its owner under rules; a checkout removes what it bought. */
  carts: 'carts',
  /** addressBooks/{uid}: a customer's saved addresses, server only (GET/POST/PUT/DELETE /api/addresses). */
  addressBooks: 'addressBooks',
  /** Catalogue categories by slug (name); read through GET /api/categories, written by admins through the API. */
  categories: 'categories',
  /** One claim per SKU, keyed by the lower-case SKU, naming the product that holds it (server only). */
  skus: 'skus',
  /** shippingZones/{id}: the zones the shop ships to (shipping/shipping-zone-schema.ts); anyone reads them through GET /api/shipping/zones, admins write them through the API. */
  shippingZones: 'shippingZones',
  /** settings/business: the seller's details printed on invoices (server only; GET/PUT /api/settings/business). */
  settings: 'settings',
  /** invoiceSequences/{INV-2026|CN-2026}: each year's last invoice or credit note number (server only, docs/decisions/0021). */
  invoiceSequences: 'invoiceSequences',
  /**
   * documentNumberRequests/{orderId}-{INV|CN}: a paid order waiting for its invoice number, or a refunded one for its
   * credit note number, written by the move; the sequencer numbers and removes them (server only, docs/decisions/0022).
   */
  documentNumberRequests: 'documentNumberRequests',
  /** salesDays/{YYYY-MM-DD}: what the paid orders and refunds of each UTC day add up to (sales-rollup.ts; server only). */
  salesDays: 'salesDays',
  /** salesRollupEvents/{eventId}: the order writes already added to salesDays, so a redelivered event adds nothing. */
  salesRollupEvents: 'salesRollupEvents',
  /** posts/{id}: the blog (posts/post-entity.ts); visitors read the published ones, only the API writes. */
  posts: 'posts',
  /** postSlugs/{slug}: which post holds a slug (server only), so two posts never share one. */
  postSlugs: 'postSlugs',
  /** content/home: the home page's words an admin saved (content/home-content.ts); anyone reads it, the API writes it. */
  content: 'content',
  /** companies/{id}: trade accounts (trade/company-entity.ts); their members get their own, the API writes them. */
  companies: 'companies',
  /** companyMembers/{uid}: the one company an account belongs to and its role there; members list their company's. */
  companyMembers: 'companyMembers',
  /** companyInvites/{email}: a company's invitation to an address with no account yet (server only). */
  companyInvites: 'companyInvites',
  /** companyAddressBooks/{companyId}: the addresses a company's members share, shaped as addressBooks (server only). */
  companyAddressBooks: 'companyAddressBooks',
  /** returns/{id}: customers' returns (returns/return-entity.ts); server only, read through GET /api/returns. */
  returns: 'returns',
  /** returnTallies/{orderId}: what an order's returns have taken and refunded (server only): racing returns meet here. */
  returnTallies: 'returnTallies',
  /**
   * counters/returns: the last return number (server only; only POST /api/returns writes it). counters/orderNumbers:
   * the next order number no instance has reserved (orders/order-number-blocks.ts), written once per block.
   */
  counters: 'counters',
  /** quotes/{id}: customers' requests for a price and the shop's answers (quotes/quote-entity.ts); server only. */
  quotes: 'quotes',
  /** serials/{serial}: a serial number shipped (warranty/serial-claim.ts); server only, written when shipping. */
  serials: 'serials',
  /** registrations/{serial}: a tool registered to its owner (warranty/registration-entity.ts); server only. */
  registrations: 'registrations',
  /** claims/{id}: warranty claims on registered tools (warranty/claim-entity.ts); server only, read through GET /api/claims. */
  claims: 'claims',
} as const;

/** orders/{id}/events: each order's timeline (server only; GET /order/{id}/events answers its owner and admins). */
export const ORDER_EVENTS = 'events';

/**
 * products/{id}/stockAdjustments: each change of a product's stock an admin made, with who, when and why (server
 * only; GET /product/{id}/stock answers admins).
 */
export const STOCK_ADJUSTMENTS = 'stockAdjustments';

/** posts/{id}/revisions: every save of a post's words, who and when (server only; GET /api/posts/{id}/revisions). */
export const POST_REVISIONS = 'revisions';
