// The trade accounts' front door: the pages are the app's to route (router.tsx imports them directly, each its own
// chunk); other features get the path and a buyer's company and price list (the cart quotes with it, the checkout
// offers its account).
export const TRADE_PATH = '/trade';
export { useTradeCompany } from './api/use-trade-price-list';
// A trade buyer's price of a product on screen: the products feature imports this lazily, once signed in.
export { watchTradePrice, type TradePrice } from './api/trade-prices';
export { TradePriceLine, type TradePriceLineProps } from './components/trade-price-line';
// Whether a buyer's order waits for a company admin's approval, said before it is placed (cart, checkout, quote).
export { useApprovalHold } from './api/use-approval-hold';
export { ApprovalHoldNotice } from './components/approval-hold-notice';
