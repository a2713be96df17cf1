import { useMemo, useState } from 'react';
import { Layers, Network } from 'lucide-react';
import type { EntityDetailView, EntityLimitView } from '@ledgerline/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedGrid } from '@/components/ui/paged-grid';
import { SearchInput } from '@/components/ui/search-input';
import { humanizeCode, matchesSearch } from '@/lib/format-values';
import { entityRelationshipColumns, getRelationshipRowId } from './entity-relationship-columns';
import { buildRelationshipRows, type EntityNoun } from './entity-relationship-rows';
import { RelationshipGroups } from './relationship-groups';
import { EntityLimitButton } from './entity-limit-button';

interface EntityRelationshipsPanelProps {
  entity: EntityDetailView;
  noun: EntityNoun;
  /** The grouped view and Add Additional Type (the company page). */
  grouped?: boolean;
  /** The plan's relationship limit: the add buttons are disabled at it, as on the Relationships list. */
  limit: EntityLimitView | undefined;
}

/** Relationships tab of an entity page (spec 001 'Company detail', 'Individuals', 'Trusts'). */
export function EntityRelationshipsPanel({
  entity,
  noun,
  grouped = false,
  limit,
}: EntityRelationshipsPanelProps) {
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
        {/* Disabled at the plan's limit, with its tooltip, as on the Relationships list (spec 001 section 5). */}
        <div className="flex flex-wrap gap-2">
          {grouped && rows.length > 0 ? (
            <EntityLimitButton
              to={`${createUrl}&isAdditional=true`}
              state={{ entityId: entity.id, isAdditional: true }}
              label="Add Additional Type"
              limit={limit}
              noun="relationships"
              variant="outline"
              icon={<Layers aria-hidden />}
            />
          ) : null}
          <EntityLimitButton
            to={createUrl}
            state={{ entityId: entity.id }}
            label="Add Relationship"
            limit={limit}
            noun="relationships"
          />
        </div>
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
