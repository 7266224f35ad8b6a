// The trade account screens (a customer's /trade and the back office's Companies) in one lazy chunk behind one
// route import, as cart-screens.tsx does: the home page's route table carries one import for the two.
import { useLocation } from 'react-router-dom';
import TradePage from '../features/trade/components/trade-page';
import CompaniesPage from '../features/trade/components/companies-page';

export default function TradeScreens() {
  return useLocation().pathname.startsWith('/dashboard/') ? <CompaniesPage /> : <TradePage />;
}
