// The checkout feature's front door: the quote and the address choice the purchase, payment and quote pages share
// with it.
// Everything else in the folder is private.
export { useShippingQuote } from './api/checkout-quote';
export { QuoteSummary } from './components/quote-summary';
export {
  addressChoiceResolver,
  NEW_ADDRESS,
  newAddressChoice,
  ShippingAddressChoice,
  useSavedMobile,
  type AddressChoiceValues,
} from './components/shipping-address-choice';
export { useAddressChoice } from './components/use-address-choice';
export {
  PlacementFields,
  placementResolver,
  placementTerms,
  type PlacementValues,
} from './components/placement-fields';
