import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DemoCounts } from '@ledgerline/contracts';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';

export async function loadDemoData(): Promise<DemoCounts> {
  return (await apiClient.post<{ created: DemoCounts }>('/api/demo-data', {})).created;
}

export function useLoadDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadDemoData,
    onSuccess: async (created) => {
      toast({
        title: 'Demo data loaded',
        description: `${created.companies} companies, ${created.individuals} individuals, a trust, ${created.relationships} relationships and ${created.assets} assets of the Protea group`,
      });
      // Every page's reads change: lists, graphs, filings, documents, groups, the usage bar.
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      toast({ title: 'Could not load demo data', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
