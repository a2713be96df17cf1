import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { signInPathFor } from '@/lib/session/after-sign-in';
import { useUser } from '@/lib/session/get-user';

/**
 * Spec 000 section 2: a centred spinner while the user loads; anonymous visitors go to /auth, which returns
 * them to the page they asked for. After a logout in this tab the next user starts at the dashboard instead.
 */
export function ProtectedRoute() {
  const userQuery = useUser();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (userQuery.data && !wasSignedIn) setWasSignedIn(true);
  if (userQuery.isPending) return <FullPageSpinner />;
  if (!userQuery.data) return <Navigate to={wasSignedIn ? '/auth' : signInPathFor(location)} replace />;
  return <Outlet />;
}
