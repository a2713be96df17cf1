import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getAddableEntities(): Promise<EntityView[]> {
  return apiClient.get<EntityView[]>('/api/entities');
}

/** Spec 000 section 7: the entity list of the add dialog is fetched only while the dialog is open. */
export const addableEntitiesQueryOptions = (dialogOpen: boolean) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'list', { type: 'all' }] as const,
    queryFn: getAddableEntities,
    enabled: dialogOpen,
  });

export function useAddableEntities(dialogOpen: boolean) {
  return useQuery(addableEntitiesQueryOptions(dialogOpen));
}
