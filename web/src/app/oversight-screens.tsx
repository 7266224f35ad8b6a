// The back office's oversight screens (Moderate Reviews, Contact Inbox, Audit Log, MakeAdmin) in one lazy chunk
// behind one route import, as admin-tax-screens.tsx does: the home page's route table carries one import for the
// four instead of four.
import { useLocation } from 'react-router-dom';
import ModerateReviewsPage from '../features/moderation/components/moderate-reviews-page';
import ContactInboxPage from '../features/moderation/components/contact-inbox-page';
import AuditLogPage from '../features/moderation/components/audit-log-page';
import MakeAdminPage from '../features/users/components/make-admin-page';

export default function OversightScreens() {
  const path = useLocation().pathname;
  if (path.startsWith('/dashboard/contactInbox')) return <ContactInboxPage />;
  if (path.startsWith('/dashboard/auditLog')) return <AuditLogPage />;
  if (path.startsWith('/dashboard/makeAdmin')) return <MakeAdminPage />;
  return <ModerateReviewsPage />;
}
