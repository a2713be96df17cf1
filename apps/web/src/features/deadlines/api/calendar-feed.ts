import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, errorMessage } from '@/lib/api-client';
import { toast } from '@/hooks/use-toast';
import { deadlineKeys } from './deadline-keys';

export const OWN_FEED_PATH = '/api/compliance/calendar.ics';
const FEED = '/api/compliance/calendar-feed';

export interface FeedStatus {
  active: boolean;
  issuedAt: string | null;
}

export const feedStatusQueryOptions = () =>
  queryOptions({ queryKey: deadlineKeys.feed(), queryFn: () => apiClient.get<FeedStatus>(FEED) });

export function useFeedStatus(enabled: boolean) {
  return useQuery({ ...feedStatusQueryOptions(), enabled });
}

/** Creates or rotates the secret URL; the answer is the only time the URL is shown. */
export function useIssueFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<{ url: string }>(FEED),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deadlineKeys.feed() }),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<void>(FEED),
    onSuccess: async () => {
      toast({ title: 'Calendar link revoked' });
      await queryClient.invalidateQueries({ queryKey: deadlineKeys.feed() });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
}
