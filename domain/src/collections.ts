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
  /** Catalogue categories by slug (name); read through GET /api/categories, written by admins through the API. */
  categories: 'categories',
  /** One claim per SKU, keyed by the lower-case SKU, naming the product that holds it (server only). */
  skus: 'skus',
} as const;

/** orders/{id}/events: each order's timeline (server only; GET /order/{id}/events answers its owner and admins). */
export const ORDER_EVENTS = 'events';

/**
 * products/{id}/stockAdjustments: each change of a product's stock an admin made, with who, when and why (server
 * only; GET /product/{id}/stock answers admins).
 */
export const STOCK_ADJUSTMENTS = 'stockAdjustments';
