import { Badge } from '@/components/ui/badge';

/** Active shows in the default style; a missing status is Active (spec 001 'Individuals'). */
export function IndividualStatusBadge({ status }: { status: string | null | undefined }) {
  const value = status || 'active';
  return (
    <Badge variant={value === 'active' ? 'default' : 'secondary'}>
      {value.charAt(0).toUpperCase() + value.slice(1)}
    </Badge>
  );
}

export function IndividualStatusCell({ value }: { value?: string | null }) {
  return <IndividualStatusBadge status={value} />;
}
