// The shipping area's front door: what other areas use of it. Everything else in shipping/ is its own.
export { assertZoneHasMethod, orderPriceFields, priceCheckout, type CheckoutPricing } from './checkout-pricing';
export { type StoredZone } from './stored-zone';
