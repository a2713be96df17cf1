import { queryOptions } from '@tanstack/react-query';
import type { EntityRef, EntityType, EntityView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { listSearch } from '@/lib/list-query';
import { queryRoots } from '@/lib/query-keys';

/** What an entity picker shows of a match: its name and kind, and how many entities match in all. */
export interface EntityMatches {
  entities: EntityRef[];
  total: number;
}

export interface EntitySearch {
  q: string;
  type?: EntityType;
  /** Only entities outside this group (the group dialog's Add Entity). */
  notInGroupId?: number;
  limit: number;
}

const toRef = ({ id, name, type }: EntityView): EntityRef => ({ id, name, type });

/**
 * GET /api/entities?q=&type=&notInGroupId=&limit=&sort=name: the first matches by name, registration number or
 * email, in natural name order. A server that does not search yet answers every entity without the total
 * header; the names are matched here instead.
 */
export async function searchEntities({ q, type, notInGroupId, limit }: EntitySearch): Promise<EntityMatches> {
  const answer = await apiClient.getList<EntityView>(
    `/api/entities${listSearch({ q, type, notInGroupId, limit, sort: 'name', order: 'asc' })}`,
  );
  if (answer.total !== null) return { entities: answer.rows.map(toRef), total: answer.total };
  const needle = q.trim().toLowerCase();
  const matching = answer.rows.filter(
    (entity) => (!type || entity.type === type) && entity.name.toLowerCase().includes(needle),
  );
  return { entities: matching.slice(0, limit).map(toRef), total: matching.length };
}

export const entitySearchQueryOptions = (search: EntitySearch) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'search', search] as const,
    queryFn: () => searchEntities(search),
  });

/** GET /api/entities/{id}: the name of a preselected entity (shares the entity pages' detail key). */
export const entityRefQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'detail', entityId] as const,
    queryFn: () => apiClient.get<EntityView>(`/api/entities/${entityId}`),
    enabled: Number.isSafeInteger(entityId) && entityId > 0,
    select: toRef,
  });
