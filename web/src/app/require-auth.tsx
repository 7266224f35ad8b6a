// Route guard: a visitor who is not signed in goes to /login, which sends them back here afterwards. A browser that
// holds no sign-in goes there at once, without loading Firebase Auth (lib/auth/session-hint.ts).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../lib/auth/use-session';
import { PageLoader } from '../components/feedback/page-loader';

export function RequireAuth({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const session = useSession({ ifSignedInHere: true });
  const location = useLocation();
  if (session.status === 'loading') return <PageLoader />;
  if (!session.user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (admin && !session.isAdmin) return <Navigate to="/dashboard" replace />;
  return children;
}
