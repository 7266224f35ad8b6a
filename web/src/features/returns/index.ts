// The returns' front door: My Orders shows a shipped order's returns and asks for one; the admins' Returns page is
// the app's to route (router.tsx imports it directly, its own chunk).
export { OrderReturns } from './components/order-returns';
export { useReturns } from './api/returns-api';
