import { Link } from 'react-router-dom';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { humanizeCode } from '@/lib/format-values';
import {
  directionNote,
  relatedLabel,
  type EntityNoun,
  type EntityRelationshipRow,
} from './entity-relationship-rows';

type Cell = CustomCellRendererProps<EntityRelationshipRow>;

export function relationshipTypeCell(noun: EntityNoun) {
  return function RelationshipTypeCell({ data }: Cell) {
    if (!data) return null;
    return (
      <div className="flex flex-col leading-tight">
        <span className="font-medium">{humanizeCode(data.type)}</span>
        <span className="text-xs text-muted-foreground">{directionNote(data, noun)}</span>
      </div>
    );
  };
}

export function RelatedEntityCell({ data }: Cell) {
  if (!data) return null;
  return (
    <div className="flex flex-col leading-tight">
      <span className="text-xs text-muted-foreground">{relatedLabel(data)}</span>
      <span>{data.relatedEntityName}</span>
    </div>
  );
}

export function ViewRelationshipCell({ data }: Cell) {
  if (!data) return null;
  return (
    <Link
      to={`/relationships/${data.id}`}
      className="font-medium text-primary underline-offset-4 hover:underline"
      aria-label={`View ${humanizeCode(data.type)} relationship with ${data.relatedEntityName}`}
    >
      View
    </Link>
  );
}
