import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { queryRoots } from '@/lib/query-keys';
import { cn } from '@/lib/utils';

/** Re-reads everything the dashboard shows (summary, activity, relationships, hierarchy, groups). */
export function RefreshButton() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all(
        [queryRoots.dashboard, queryRoots.entities, queryRoots.groups].map((queryKey) =>
          queryClient.refetchQueries({ queryKey, type: 'active' }, { throwOnError: true }),
        ),
      );
      toast({
        title: 'Organogram Refreshed',
        description: 'The organization chart has been updated with the latest data.',
      });
    } catch {
      toast({
        title: 'Refresh Failed',
        description: 'There was an error refreshing the organization chart. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
      <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden />
      Refresh
    </Button>
  );
}
