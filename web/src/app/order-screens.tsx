// A customer's My Orders and the back office's Returns in one lazy chunk behind one route import, as
// trade-screens.tsx does: the returns' code both share stays in this chunk, and the home page's route table carries
// one import for the two.
import { useLocation } from 'react-router-dom';
import MyOrdersPage from '../features/orders/components/my-orders-page';
import ReturnsPage from '../features/returns/components/returns-page';

export default function OrderScreens() {
  return useLocation().pathname.startsWith('/dashboard/returns') ? <ReturnsPage /> : <MyOrdersPage />;
}
