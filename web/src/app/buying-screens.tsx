// The two ways to buy besides the cart, Purchase (SPEC's Order Now, one product) and Quick Order (lines by part
// number), in one lazy chunk behind one route import, as admin-tax-screens.tsx does: the home page's route table
// carries one import for the two instead of two.
import { useLocation } from 'react-router-dom';
import PurchasePage from '../features/purchase/components/purchase-page';
import QuickOrderPage from '../features/quick-order/components/quick-order-page';

export default function BuyingScreens() {
  return useLocation().pathname.startsWith('/quick-order') ? <QuickOrderPage /> : <PurchasePage />;
}
