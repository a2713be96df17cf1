import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/session/get-user';

/** Admin-only routes: anyone whose role is not 'admin' goes to /dashboard. */
export function AdminRoute() {
  const userQuery = useUser();
  if (userQuery.isPending) return <FullPageSpinner />;
  if (userQuery.data?.role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
