import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityView, IndividualDetailsView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The list answer carries each individual's details (position, department, nationality). */
export interface IndividualListItem extends EntityView {
  individualDetail?: IndividualDetailsView | null;
}

export function getIndividuals(): Promise<IndividualListItem[]> {
  return apiClient.get<IndividualListItem[]>('/api/entities?type=individual');
}

export const individualsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'list', { type: 'individual' }] as const,
    queryFn: getIndividuals,
  });

export function useIndividuals() {
  return useQuery(individualsQueryOptions());
}
