// The quotes' screens (a customer's My quotes and the back office's Quotes) in one lazy chunk behind one route
// import, as trade-screens.tsx does.
import { useLocation } from 'react-router-dom';
import MyQuotesPage from '../features/quotes/components/my-quotes-page';
import AdminQuotesPage from '../features/quotes/components/admin-quotes-page';

export default function QuoteScreens() {
  return useLocation().pathname.startsWith('/dashboard/quotes') ? <AdminQuotesPage /> : <MyQuotesPage />;
}
