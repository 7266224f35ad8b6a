// The trade accounts' front door: the pages are the app's to route (router.tsx imports them directly, each its own
// chunk); other features get the path and a buyer's price list (the cart quotes with it).
export const TRADE_PATH = '/trade';
export { useTradePriceList } from './api/use-trade-price-list';
