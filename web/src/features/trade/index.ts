// The trade accounts' front door: the pages are the app's to route (router.tsx imports them directly, each its own
// chunk); other features get the path and a buyer's company and price list (the cart quotes with it, the checkout
// offers its account).
export const TRADE_PATH = '/trade';
export { useTradeCompany, useTradePriceList } from './api/use-trade-price-list';
