// The checkout feature's front door: the quote and the address choice the purchase, payment and quote pages share
// with it.
// Everything else in the folder is private.
export { useShippingQuote } from './api/checkout-quote';
export { QuoteSummary } from './components/quote-summary';
export {
  addressChoiceResolver,
  NEW_ADDRESS,
  savedAddress,
  ShippingAddressChoice,
  useChosenAddress,
  useDefaultAddressChoice,
  useSavedMobile,
  type AddressChoiceValues,
} from './components/shipping-address-choice';
export { fitsAccount } from './components/pay-on-account-choice';
export { PlacementFields, placementResolver, type PlacementValues } from './components/placement-fields';
