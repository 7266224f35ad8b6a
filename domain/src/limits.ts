// Business constants of SPEC §9.
export const PASSWORD_MIN_LENGTH = 6;
export const REVIEW_MAX_LENGTH = 520;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 500;
export const CARD_DESCRIPTION_PREVIEW_LENGTH = 200;
/** Price breaks one product may have: a short table a customer reads at a glance. */
export const MAX_PRICE_BREAKS = 10;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Bound for free-text fields the spec leaves open (address, profile fields...). */
export const SHORT_TEXT_MAX_LENGTH = 200;
/** The most pieces of one product the shop keeps in stock. */
export const PRODUCT_STOCK_MAX = 1_000_000;
/** What Stripe charges in one USD payment, at least and at most: an order outside them could never be paid. */
export const PAYMENT_MIN_CENTS = 50;
export const PAYMENT_MAX_CENTS = 99_999_999;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_MAX = 20;
export const ACCESS_TOKEN_KEY = 'accessToken';
/** How long an unpaid order holds its stock, by default (TOOLSHOP_UNPAID_ORDER_SECONDS). */
export const UNPAID_ORDER_SECONDS_DEFAULT = 1800;
/** How many unpaid orders one customer may hold at once, by default (TOOLSHOP_MAX_UNPAID_ORDERS). */
export const MAX_UNPAID_ORDERS_DEFAULT = 3;
/** Rows on one page of an admin list (Manage All Order, MakeAdmin). */
export const ADMIN_PAGE_SIZE = 25;
/** Lines one cart or one checkout may hold (docs/decisions/0019: well inside one commit's and one document's limits). */
export const CART_MAX_LINES = 50;
/** The most pieces one cart line may ask for. */
export const CART_LINE_QUANTITY_MAX = 100_000;
/** Addresses one customer may keep in their address book. */
export const ADDRESS_BOOK_MAX = 20;
/** Length limits of a shipping address's fields. */
export const ADDRESS_LIMITS = {
  name: 100,
  company: 100,
  line1: 120,
  line2: 120,
  city: 80,
  region: 80,
  postalCode: 20,
} as const;

/** Days from shipping within which a customer may ask for a return, unless Business details set another. */
export const RETURN_WINDOW_DAYS_DEFAULT = 30;
export const RETURN_WINDOW_DAYS_MAX = 365;
