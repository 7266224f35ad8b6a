// The trade accounts' front door: the pages are the app's to route (router.tsx imports them directly, each its own
// chunk); other features need only the path.
export const TRADE_PATH = '/trade';
