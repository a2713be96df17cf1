import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiClient, errorMessage } from '@/lib/api-client';
import { notificationKeys, type NotificationView } from './get-notifications';

function useNotificationMutation<T>(
  mutationFn: (input: T) => Promise<unknown>,
  markLocal: (input: T) => (n: NotificationView) => NotificationView,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_result, input) => {
      queryClient.setQueryData<NotificationView[]>(notificationKeys.all, (list) =>
        list?.map(markLocal(input)),
      );
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
}

export function useMarkNotificationRead() {
  return useNotificationMutation(
    (id: number) => apiClient.post(`/api/notifications/${id}/read`),
    (id) => (n) => (n.id === id ? { ...n, isRead: true } : n),
  );
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation(
    () => apiClient.post('/api/notifications/read-all'),
    () => (n) => ({ ...n, isRead: true }),
  );
}
