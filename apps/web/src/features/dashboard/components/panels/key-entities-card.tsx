import { Link } from 'react-router-dom';
import { ArrowRight, Building2, Landmark, Pencil, User } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { entityPath } from '@/lib/entity-path';
import { useKeyEntities } from '../../api/get-key-entities';

const typeIcons = { company: Building2, individual: User, trust: Landmark } as const;

/** Spec 000 'Dashboard': the Key Entities card with why each one matters. */
export function KeyEntitiesCard() {
  const keyQuery = useKeyEntities();
  return (
    <Card role="region" aria-label="Key Entities" className="flex flex-col">
      <CardHeader>
        <CardTitle>Key Entities</CardTitle>
        <CardDescription>The entities most connected in your structure.</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {keyQuery.isPending ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading key entities">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-12" />
            ))}
          </div>
        ) : keyQuery.isError ? (
          <LoadErrorAlert
            title="Failed to fetch entities."
            detail={errorMessage(keyQuery.error)}
            onRetry={() => void keyQuery.refetch()}
          />
        ) : keyQuery.data.length === 0 ? (
          <EmptyState
            title="No entities"
            description="Get started by creating your first entity"
            action={
              <div className="flex flex-wrap justify-center gap-2 pt-2">
                <Button asChild size="sm">
                  <Link to="/companies/create">Add company</Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <Link to="/individuals/create">Add individual</Link>
                </Button>
              </div>
            }
          />
        ) : (
          <ul className="divide-y">
            {keyQuery.data.map((entity) => {
              const Icon = typeIcons[entity.type];
              const path = entityPath(entity);
              return (
                <li key={entity.id} className="flex items-center gap-3 py-2.5">
                  <Icon className="size-5 shrink-0 text-primary" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <Link to={path} className="block truncate font-medium hover:underline">
                      {entity.name}
                    </Link>
                    <p className="truncate text-xs text-muted-foreground">{entity.reason}</p>
                  </div>
                  <Button asChild variant="ghost" size="icon" className="size-8">
                    <Link to={`${path}/edit`} aria-label={`Edit ${entity.name}`}>
                      <Pencil aria-hidden />
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="link" className="px-0">
          <Link to="/entities">
            View all entities
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
