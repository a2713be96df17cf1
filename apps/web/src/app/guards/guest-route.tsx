import { Navigate, Outlet } from 'react-router-dom';
import { useUser } from '@/lib/session/get-user';

/** The landing page and /auth send a signed-in user to /dashboard. */
export function GuestRoute() {
  const userQuery = useUser();
  if (userQuery.data) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
