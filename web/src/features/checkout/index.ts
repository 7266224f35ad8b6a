// The checkout feature's front door: the quote and the address choice the purchase and payment pages share with it.
// Everything else in the folder is private.
export { useCheckoutQuote } from './api/checkout-quote';
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
