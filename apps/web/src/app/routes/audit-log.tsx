import { AuditLogPage } from '@/features/history/components/audit-log-page';

export function AuditLogRoute() {
  return <AuditLogPage />;
}
