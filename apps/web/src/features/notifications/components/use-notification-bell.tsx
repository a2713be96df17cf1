import { useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import { NotificationList } from './notification-list';

/** What the shell's bell needs: the unread count, the popover body and a refetch when it opens. */
export function useNotificationBell() {
  const notificationsQuery = useNotifications();
  const [open, setOpen] = useState(false);
  const unreadCount = (notificationsQuery.data ?? []).filter((n) => !n.isRead).length;
  return {
    open,
    unreadCount,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (next) void notificationsQuery.refetch();
    },
    content: <NotificationList notificationsQuery={notificationsQuery} onNavigate={() => setOpen(false)} />,
  };
}
