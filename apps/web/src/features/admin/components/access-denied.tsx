import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** Spec 000 'Admin users': what a non-admin who reaches an admin screen sees (the API answered 403). */
export function AccessDenied() {
  return (
    <EmptyState
      icon={<ShieldAlert aria-hidden />}
      title="Access Denied"
      description="You need administrator privileges to view this page."
    />
  );
}
