import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getDashboard(): Promise<DashboardView> {
  return apiClient.get<DashboardView>('/api/dashboard');
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.dashboard, 'summary'] as const, queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
