// Placeholder: the screens work fills this in (side menu by role, then the nested route).
import { Outlet } from 'react-router-dom';

export default function DashboardLayout() {
  return <Outlet />;
}
