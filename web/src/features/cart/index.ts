// The cart feature's front door: what other features may use of it. Everything else in the folder is private.
export { useCartQuote } from './api/use-cart-quote';
