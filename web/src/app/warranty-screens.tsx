// A customer's My tools and the back office's Registrations and Claims in one lazy chunk behind one route import,
// as order-screens.tsx does: the warranty code they share stays in this chunk.
import { useLocation } from 'react-router-dom';
import MyToolsPage from '../features/warranty/components/my-tools-page';
import RegistrationsPage from '../features/warranty/components/registrations-page';
import ClaimsPage from '../features/warranty/components/claims-page';

export default function WarrantyScreens() {
  const path = useLocation().pathname;
  if (path.startsWith('/dashboard/registrations')) return <RegistrationsPage />;
  if (path.startsWith('/dashboard/claims')) return <ClaimsPage />;
  return <MyToolsPage />;
}
