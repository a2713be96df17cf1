import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelationshipView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getRelationships(): Promise<RelationshipView[]> {
  return apiClient.get<RelationshipView[]>('/api/relationships');
}

export const relationshipsQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.relationships, 'list'] as const, queryFn: getRelationships });

export function useRelationships() {
  return useQuery(relationshipsQueryOptions());
}
