// The vat area's front door: what other areas use of it. Everything else in vat/ is its own.
export { reverseChargeFor } from './reverse-charge-check';
