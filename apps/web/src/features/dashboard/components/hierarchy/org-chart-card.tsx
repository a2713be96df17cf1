import { useMemo, useState } from 'react';
import { ChevronsDownUp, ChevronsUpDown, GitFork, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { humanize } from '@/lib/humanize';
import { useEntityOptions } from '../../api/get-entity-options';
import { useHierarchy } from '../../api/get-hierarchy';
import { DEPTH, DepthControl } from './depth-control';
import { keyTree, parentKeys, searchTree } from './hierarchy-tree';
import { HierarchyTreeView } from './hierarchy-tree-view';

const ALL = 'all';

/** Spec 000 'Dashboard': the Organization Chart card of the hierarchy view. */
export function OrgChartCard() {
  const [root, setRoot] = useState<string>(ALL);
  const [depth, setDepth] = useState<number>(DEPTH.initial);
  const [search, setSearch] = useState('');
  // Collapsed keys rather than expanded ones: every node is open by default after each load.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const entitiesQuery = useEntityOptions();
  const hierarchyQuery = useHierarchy({ rootId: root === ALL ? null : Number(root), maxDepth: depth });
  const tree = useMemo(() => keyTree(hierarchyQuery.data ?? []), [hierarchyQuery.data]);
  const shown = useMemo(() => searchTree(tree, search), [tree, search]);
  const rootOptions = useMemo(
    () => [
      { value: ALL, label: 'All top-level entities' },
      ...(entitiesQuery.data ?? [])
        .map((e) => ({ value: String(e.id), label: `${e.name} (${humanize(e.type)})` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    ],
    [entitiesQuery.data],
  );
  const toggle = (key: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const reset = () => {
    setRoot(ALL);
    setDepth(DEPTH.initial);
    setSearch('');
    setCollapsed(new Set());
  };

  return (
    <Card role="region" aria-label="Organization Chart">
      {/* The view heading above already reads 'Organization Chart'. */}
      <CardHeader className="pb-4">
        <CardDescription>Who owns whom, from the top-level owners down.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-4">
          <div className="w-72 space-y-1.5">
            <label htmlFor="hierarchy-root" className="text-sm font-medium">
              Root Entity
            </label>
            <Select id="hierarchy-root" options={rootOptions} value={root} onValueChange={setRoot} />
          </div>
          <DepthControl depth={depth} onDepthChange={setDepth} />
          <SearchInput
            label="Search organization chart"
            placeholder="Search entities..."
            value={search}
            onValueChange={setSearch}
          />
        </div>
        {entitiesQuery.isError ? (
          <LoadErrorAlert
            title="Failed to fetch entities."
            detail={errorMessage(entitiesQuery.error)}
            onRetry={() => void entitiesQuery.refetch()}
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setCollapsed(new Set())}>
            <ChevronsUpDown aria-hidden />
            Expand All
          </Button>
          <Button variant="outline" size="sm" onClick={() => setCollapsed(new Set(parentKeys(tree)))}>
            <ChevronsDownUp aria-hidden />
            Collapse All
          </Button>
          <Button variant="outline" size="sm" onClick={reset}>
            <RotateCcw aria-hidden />
            Reset View
          </Button>
        </div>
        <div className="max-h-[600px] overflow-auto rounded-md border p-3" data-testid="org-chart">
          {hierarchyQuery.isPending ? (
            <div className="space-y-2" aria-busy="true" aria-label="Loading hierarchy">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-6" style={{ marginLeft: row * 20 }} />
              ))}
            </div>
          ) : hierarchyQuery.isError ? (
            <LoadErrorAlert
              title="Failed to fetch hierarchy data."
              detail={errorMessage(hierarchyQuery.error)}
              onRetry={() => void hierarchyQuery.refetch()}
            />
          ) : tree.length === 0 ? (
            <EmptyState icon={<GitFork aria-hidden />} title="No entity hierarchy data available" />
          ) : shown.length === 0 ? (
            <EmptyState title="No entities match your search" />
          ) : (
            // While searching every match is shown with its ancestors open.
            <HierarchyTreeView
              nodes={shown}
              collapsed={search.trim() ? new Set() : collapsed}
              onToggle={toggle}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
