// The shipping feature's front door: what other features may use of it. Everything else in the folder is private.
export { formatTaxRate } from './api/shipping-zones';
