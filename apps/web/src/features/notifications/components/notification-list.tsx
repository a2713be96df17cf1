import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { RecordedAt } from '@/components/ui/recorded-at';
import { cn } from '@/lib/utils';
import type { NotificationView } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';

/** What became of the filing a deadline notice was about (the server settles the notice with it). */
const RESOLUTIONS: Readonly<Record<string, string>> = {
  submitted: 'Done: the filing was submitted',
  exempt: 'Done: the filing was marked exempt',
  not_required: 'Done: the filing is no longer required',
  removed: 'Done: the filing was removed',
};

interface NotificationListProps {
  notificationsQuery: UseQueryResult<NotificationView[]>;
  onNavigate: () => void;
}

/** The bell's popover: newest first, a click marks one read, and 'Mark all as read'. */
export function NotificationList({ notificationsQuery, onNavigate }: NotificationListProps) {
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const notifications = [...(notificationsQuery.data ?? [])].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  const unread = notifications.filter((n) => !n.isRead).length;

  const open = (notification: NotificationView) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    onNavigate();
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">Notifications</h2>
        {unread > 0 ? (
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => markAll.mutate(undefined)}>
            Mark all as read
          </Button>
        ) : null}
      </div>
      {notificationsQuery.isError ? (
        <p className="text-sm text-muted-foreground">Notifications could not be loaded.</p>
      ) : notifications.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {notificationsQuery.isPending ? 'Loading...' : 'No notifications'}
        </p>
      ) : (
        <ul className="-mx-2 max-h-80 overflow-y-auto">
          {notifications.map((notification) => {
            const body = (
              <>
                <span className={cn('block text-sm', !notification.isRead && 'font-semibold')}>
                  {notification.message}
                </span>
                {notification.resolution ? (
                  <span className="block text-xs text-muted-foreground">
                    {RESOLUTIONS[notification.resolution] ?? 'No action needed'}
                  </span>
                ) : null}
                <RecordedAt value={notification.createdAt} className="block" />
              </>
            );
            const itemClass = 'block w-full rounded-md py-2 pr-6 pl-2 text-left hover:bg-accent';
            return (
              <li key={notification.id} className="relative">
                {!notification.isRead ? (
                  <span
                    aria-label="Unread"
                    className="absolute top-3.5 right-2 size-2 rounded-full bg-primary"
                  />
                ) : null}
                {notification.actionUrl ? (
                  <Link to={notification.actionUrl} className={itemClass} onClick={() => open(notification)}>
                    {body}
                  </Link>
                ) : (
                  <button type="button" className={itemClass} onClick={() => open(notification)}>
                    {body}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
