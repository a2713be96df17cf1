import { useMemo, useState } from 'react';
import { ChevronsDownUp, ChevronsUpDown, GitFork, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useEntityOptions } from '../../api/get-entity-options';
import { useHierarchy } from '../../api/get-hierarchy';
import { DEPTH, DepthControl } from './depth-control';
import { findNode, keyTree, parentKeys, searchTree } from './hierarchy-tree';
import { HierarchyTreeView } from './hierarchy-tree-view';
import { type RootChoice, RootEntityPicker, rootLabel } from './root-entity-picker';

/**
 * Spec 000 'Dashboard': the Organization Chart card of the hierarchy view, as of a day and as recorded at a
 * moment when they are given.
 */
export function OrgChartCard({
  asOf = null,
  knownAt = null,
}: {
  asOf?: string | null;
  knownAt?: string | null;
}) {
  const [root, setRoot] = useState<RootChoice | null>(null);
  const [depth, setDepth] = useState<number>(DEPTH.initial);
  const [search, setSearch] = useState('');
  // Collapsed keys rather than expanded ones: every node is open by default after each load.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // The first matches the Root Entity picker offers; read here too for the spec's load error.
  const entitiesQuery = useEntityOptions('');
  // Across every structure the server finds the words (entities past the loaded pages too); within one chosen
  // root's tree, which is loaded whole, the loaded nodes are filtered as typed.
  const typed = useDebouncedValue(search.trim());
  // Clearing the box shows the whole chart at once: a button pressed just after acts on that chart.
  const serverSearch = root === null && search.trim() ? typed : '';
  const hierarchyQuery = useHierarchy({
    rootId: root?.id ?? null,
    maxDepth: depth,
    asOf,
    knownAt,
    q: serverSearch,
  });
  const pages = hierarchyQuery.data?.pages;
  const roots = useMemo(() => (pages ?? []).flatMap((page) => page.nodes), [pages]);
  const totalRoots = pages?.[0]?.total ?? 0;
  const tree = useMemo(() => keyTree(roots), [roots]);
  const shown = useMemo(() => (root === null ? tree : searchTree(tree, search)), [root, tree, search]);
  const searching = search.trim() !== '';
  const openSubtree = (entityId: number) => {
    const node = findNode(roots, entityId);
    setRoot({ id: entityId, label: node ? rootLabel(node) : `Entity ${entityId}` });
    setCollapsed(new Set());
  };
  const chooseRoot = (next: RootChoice | null) => {
    setRoot(next);
    setCollapsed(new Set());
  };
  const toggle = (key: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const reset = () => {
    setRoot(null);
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
            <RootEntityPicker id="hierarchy-root" root={root} onRootChange={chooseRoot} />
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
          ) : tree.length === 0 && !serverSearch ? (
            <EmptyState icon={<GitFork aria-hidden />} title="No entity hierarchy data available" />
          ) : shown.length === 0 ? (
            <EmptyState title="No entities match your search" />
          ) : (
            // While searching every match is shown with its ancestors open.
            <HierarchyTreeView
              nodes={shown}
              collapsed={searching && root !== null ? new Set() : collapsed}
              onToggle={toggle}
              onOpen={openSubtree}
            />
          )}
        </div>
        {root === null && roots.length > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span data-testid="org-chart-roots">
              Showing {roots.length.toLocaleString()} of {totalRoots.toLocaleString()}{' '}
              {serverSearch ? 'matching entities' : 'top-level entities'}
            </span>
            {hierarchyQuery.hasNextPage ? (
              <Button
                variant="outline"
                size="sm"
                disabled={hierarchyQuery.isFetchingNextPage}
                onClick={() => void hierarchyQuery.fetchNextPage()}
              >
                {hierarchyQuery.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
