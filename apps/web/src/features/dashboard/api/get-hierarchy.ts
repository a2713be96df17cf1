import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type EntityType, TOTAL_COUNT_HEADER } from '@ledgerline/contracts';
import { getAsOf, previousOfSameMoment } from '@/lib/as-of';
import { queryRoots } from '@/lib/query-keys';

/** One node of GET /api/entities/hierarchy (the API's HierarchyNode). */
export interface HierarchyNode {
  id: number;
  name: string;
  type: EntityType;
  status: string;
  ownershipPercentage: number | null;
  relationshipType: string | null;
  /** The chain loops back to an entity above it here; the loop is not followed. */
  cycle: boolean;
  /** maxDepth or the server's node cap stopped the descent here; `childCount` says how many are below. */
  truncated: boolean;
  childCount?: number;
  children: HierarchyNode[];
}

export interface HierarchyParams {
  rootId: number | null;
  maxDepth: number;
  /** The structure in force on this day (YYYY-MM-DD), null for today. */
  asOf: string | null;
  /** The structure as the register held it at this recorded moment (ISO with offset), null for as known now. */
  knownAt: string | null;
  /** Words to find entities by anywhere in the structures (the top level is then the matches); '' for none. */
  q?: string;
}

export interface HierarchyPage {
  nodes: HierarchyNode[];
  /** Top-level entities (or, with `q`, matching entities) in all (X-Total-Count). */
  total: number;
  offset: number;
}

/** Top-level entities per page, and nodes per page: small enough to mount without a long task. */
export const ROOTS_PER_PAGE = 25;
export const NODES_PER_PAGE = 500;

export async function getHierarchyPage(
  { rootId, maxDepth, asOf, knownAt, q = '' }: HierarchyParams,
  offset: number,
): Promise<HierarchyPage> {
  const search = new URLSearchParams({ maxDepth: String(maxDepth), maxNodes: String(NODES_PER_PAGE) });
  if (rootId !== null) search.set('rootId', String(rootId));
  else {
    search.set('limit', String(ROOTS_PER_PAGE));
    search.set('offset', String(offset));
    if (q) search.set('q', q);
  }
  const { body, headers } = await getAsOf<HierarchyNode[]>(
    '/api/entities/hierarchy',
    { asOf, knownAt },
    search,
  );
  const rows = body ?? [];
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  return { nodes: rows, total: Number.isFinite(total) ? total : rows.length, offset };
}

/** Spec 000 section 7: the hierarchy is cached for 30 seconds. Pages of top-level entities load on demand. */
export const hierarchyQueryOptions = (params: HierarchyParams) =>
  infiniteQueryOptions({
    queryKey: [...queryRoots.entities, 'hierarchy', params] as const,
    queryFn: ({ pageParam }) => getHierarchyPage(params, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: HierarchyPage) => {
      const next = last.offset + last.nodes.length;
      return params.rootId === null && last.nodes.length > 0 && next < last.total ? next : undefined;
    },
    staleTime: 30_000,
    placeholderData: previousOfSameMoment(params),
  });

export function useHierarchy(params: HierarchyParams) {
  return useInfiniteQuery(hierarchyQueryOptions(params));
}
