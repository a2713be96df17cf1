import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface NotificationView {
  id: number;
  userId: number;
  entityId: number | null;
  type: string;
  message: string;
  isRead: boolean;
  actionRequired: boolean;
  actionUrl: string | null;
  createdAt: string;
  /** Set once the filing it is about is settled or removed: 'submitted', 'exempt', 'not_required', 'removed'. */
  resolution?: string | null;
}

export const notificationKeys = { all: ['notifications'] as const };

/** Read once on sign-in and again whenever the bell opens; never polled. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: () => apiClient.get<NotificationView[]>('/api/notifications'),
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
