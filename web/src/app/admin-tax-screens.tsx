// The admin's Shipping & tax, Business details and Sales screens in one lazy chunk behind one route import:
// the home page's route table carries one import for the three instead of three (as cart-screens.tsx does for the
// cart). The Sales chart's library stays a chunk of its own, loaded by the Sales screen only.
import { useLocation } from 'react-router-dom';
import ShippingZonesPage from '../features/shipping/components/shipping-zones-page';
import BusinessDetailsPage from '../features/settings/components/business-details-page';
import SalesPage from '../features/reports/components/sales-page';

export default function AdminTaxScreens() {
  const path = useLocation().pathname;
  if (path.startsWith('/dashboard/sales')) return <SalesPage />;
  if (path.startsWith('/dashboard/businessDetails')) return <BusinessDetailsPage />;
  return <ShippingZonesPage />;
}
