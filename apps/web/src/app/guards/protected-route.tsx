import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/session/get-user';

/** Spec 000 section 2: a centred spinner while the user loads; anonymous visitors go to /auth. */
export function ProtectedRoute() {
  const userQuery = useUser();
  if (userQuery.isPending) return <FullPageSpinner />;
  if (!userQuery.data) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
