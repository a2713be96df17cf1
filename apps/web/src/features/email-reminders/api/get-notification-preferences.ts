import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferencesView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';

export function getNotificationPreferences(): Promise<NotificationPreferencesView> {
  return apiClient.get<NotificationPreferencesView>('/api/account/notification-preferences');
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'notification-preferences'], queryFn: getNotificationPreferences });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
