import { Badge } from '@/components/ui/badge';

/** Status badge; a missing status shows as Active (spec 001 section 4). */
export function CompanyStatusBadge({
  status,
  uppercase = false,
}: {
  status: string | null | undefined;
  uppercase?: boolean;
}) {
  const value = status || 'active';
  const label = uppercase ? value.toUpperCase() : value.charAt(0).toUpperCase() + value.slice(1);
  return <Badge variant={value === 'active' ? 'success' : 'secondary'}>{label}</Badge>;
}

export function CompanyStatusCell({ value }: { value?: string | null }) {
  return <CompanyStatusBadge status={value} />;
}
