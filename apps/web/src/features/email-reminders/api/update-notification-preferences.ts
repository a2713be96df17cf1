import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationPreferencesRequest,
  type NotificationPreferencesView,
  notificationPreferencesSchema,
} from '@ledgerline/contracts';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiClient, errorMessage } from '@/lib/api-client';
import { notificationPreferencesQueryOptions } from './get-notification-preferences';

export { notificationPreferencesSchema };

export function updateNotificationPreferences(
  preferences: NotificationPreferencesRequest,
): Promise<NotificationPreferencesView> {
  return apiClient.put<NotificationPreferencesView>('/api/account/notification-preferences', preferences);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, preferences);
      toast({ title: 'Notification settings saved' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.length > 0) return;
      toast({ title: 'Could not save settings', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
