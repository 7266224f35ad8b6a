// The orders area's front door: what other areas use of it. Everything else in orders/ is its own.
export { CheckoutRefused, checkout } from './checkout';
export { freeOrderLines, writeFreeOrder } from './free-order';
export { refuseBefore } from './order-expiry';
