import { Link } from 'react-router-dom';
import type { EntityRef } from '@ledgerline/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { entityPath } from '@/lib/entity-path';
import { humanize } from '@/lib/humanize';
import { EntityKindIcon } from './entity-kind-icon';

/** A source or target card linking to the entity's own page by its kind. */
export function RelationshipEntityCard({ title, entity }: { title: string; entity: EntityRef }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <EntityKindIcon type={entity.type} className="size-8" />
        <div className="min-w-0">
          <Link
            to={entityPath(entity)}
            className="block truncate text-lg font-semibold text-primary underline-offset-4 hover:underline"
          >
            {entity.name}
          </Link>
          <p className="text-sm text-muted-foreground">{humanize(entity.type)}</p>
        </div>
      </CardContent>
    </Card>
  );
}
