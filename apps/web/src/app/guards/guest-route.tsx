import { Navigate, Outlet } from 'react-router-dom';
import { useAfterSignInPath } from '@/lib/session/after-sign-in';
import { useUser } from '@/lib/session/get-user';

/** The landing page and /auth send a signed-in user on: to the page /auth was asked to return to, else /dashboard. */
export function GuestRoute() {
  const userQuery = useUser();
  const afterSignIn = useAfterSignInPath();
  if (userQuery.data) return <Navigate to={afterSignIn} replace />;
  return <Outlet />;
}
