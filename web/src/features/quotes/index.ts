// The quotes feature's front door: the cart's "Request a quote" button, whether to show it, and the paths of the
// quotes' screens. The pages are the app's to route (quote-screens.tsx imports them directly); everything else
// here is private.
export { RequestQuoteButton } from './components/request-quote-button';
export { useQuotesAllowed } from './api/use-quotes-allowed';
export { MY_QUOTES_PATH, ADMIN_QUOTES_PATH } from './quote-paths';
