// A signed-in customer's own dashboard screens (the Dashboard's start, Add Review, My Profile) in one lazy chunk
// behind one route import, as admin-tax-screens.tsx does: the home page's route table carries one import for the
// three instead of three.
import { useLocation } from 'react-router-dom';
import DashboardHome from '../features/dashboard/components/dashboard-home';
import AddReviewPage from '../features/reviews/components/add-review-page';
import MyProfilePage from '../features/profiles/components/my-profile-page';

export default function AccountScreens() {
  const path = useLocation().pathname;
  if (path.startsWith('/dashboard/addReview')) return <AddReviewPage />;
  if (path.startsWith('/dashboard/myProfile')) return <MyProfilePage />;
  return <DashboardHome />;
}
