// The trade account screens (a customer's /trade and the back office's Companies and Receivables) in one lazy chunk behind one
// route import, as cart-screens.tsx does: the home page's route table carries one import for the two.
import { useLocation } from 'react-router-dom';
import TradePage from '../features/trade/components/trade-page';
import CompaniesPage from '../features/trade/components/companies-page';
import ReceivablesPage from '../features/trade/components/receivables-page';

export default function TradeScreens() {
  const path = useLocation().pathname;
  if (path.startsWith('/dashboard/receivables')) return <ReceivablesPage />;
  return path.startsWith('/dashboard/') ? <CompaniesPage /> : <TradePage />;
}
