import type { CustomCellRendererProps } from 'ag-grid-react';
import type { RelationshipView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { EntityKindIcon } from './entity-kind-icon';

export function ConnectedEntitiesCell({ data }: CustomCellRendererProps<RelationshipView>) {
  if (!data) return null;
  return (
    <span className="flex items-center gap-2">
      <EntityKindIcon type={data.sourceEntity.type} />
      <span className="truncate font-medium">{data.sourceEntity.name}</span>
      <span aria-label="to">→</span>
      <EntityKindIcon type={data.targetEntity.type} />
      <span className="truncate font-medium">{data.targetEntity.name}</span>
    </span>
  );
}

export function RelationshipStatusBadge({ isActive }: { isActive: boolean }) {
  return <Badge variant={isActive ? 'success' : 'secondary'}>{isActive ? 'Active' : 'Inactive'}</Badge>;
}

export function RelationshipStatusCell({ value }: { value?: boolean | null }) {
  return <RelationshipStatusBadge isActive={Boolean(value)} />;
}
