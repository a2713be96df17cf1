import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Layers, Network, Plus } from 'lucide-react';
import type { EntityDetailView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedGrid } from '@/components/ui/paged-grid';
import { SearchInput } from '@/components/ui/search-input';
import { humanizeCode, matchesSearch } from '@/lib/format-values';
import { entityRelationshipColumns, getRelationshipRowId } from './entity-relationship-columns';
import { buildRelationshipRows, type EntityNoun } from './entity-relationship-rows';
import { RelationshipGroups } from './relationship-groups';
import { RequireRole } from '@/components/require-role';

interface EntityRelationshipsPanelProps {
  entity: EntityDetailView;
  noun: EntityNoun;
  /** The grouped view and Add Additional Type (the company page). */
  grouped?: boolean;
}

/** Relationships tab of an entity page (spec 001 'Company detail', 'Individuals', 'Trusts'). */
export function EntityRelationshipsPanel({ entity, noun, grouped = false }: EntityRelationshipsPanelProps) {
  const [search, setSearch] = useState('');
  const rows = useMemo(() => buildRelationshipRows(entity), [entity]);
  const visible = useMemo(
    () =>
      rows.filter(
        (row) =>
          matchesSearch(row.relatedEntityName, search) || matchesSearch(humanizeCode(row.type), search),
      ),
    [rows, search],
  );
  const createUrl = `/relationships/create?entityId=${entity.id}`;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle>Relationships</CardTitle>
          <CardDescription>
            An entity can hold several relationship types with the same entity (e.g. shareholder, director,
            trustee).
          </CardDescription>
        </div>
        <RequireRole permission="edit" mode="disable">
          <div className="flex flex-wrap gap-2">
            {grouped && rows.length > 0 ? (
              <Button variant="outline" asChild>
                <Link
                  to={`${createUrl}&isAdditional=true`}
                  state={{ entityId: entity.id, isAdditional: true }}
                >
                  <Layers aria-hidden />
                  Add Additional Type
                </Link>
              </Button>
            ) : null}
            <Button asChild>
              <Link to={createUrl} state={{ entityId: entity.id }}>
                <Plus aria-hidden />
                Add Relationship
              </Link>
            </Button>
          </div>
        </RequireRole>
      </CardHeader>
      <CardContent className="space-y-6">
        {grouped ? <RelationshipGroups entityName={entity.name} noun={noun} rows={rows} /> : null}
        {rows.length === 0 ? (
          <EmptyState
            icon={<Network aria-hidden />}
            title="No relationships"
            description={`This ${noun} doesn't have any relationships yet.`}
          />
        ) : (
          <>
            <SearchInput
              label="Search relationships"
              placeholder="Search relationships..."
              value={search}
              onValueChange={setSearch}
            />
            <PagedGrid
              label="Relationships"
              noun="relationships"
              rows={visible}
              columnDefs={entityRelationshipColumns[noun]}
              getRowId={getRelationshipRowId}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
