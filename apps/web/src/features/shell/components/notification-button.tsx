import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** What the route layer supplies for the bell (the notifications feature composes it there). */
export interface NotificationSlot {
  open: boolean;
  unreadCount: number;
  onOpenChange: (open: boolean) => void;
  content: React.ReactNode;
}

export function NotificationButton({ slot }: { slot?: NotificationSlot }) {
  const unread = slot?.unreadCount ?? 0;
  return (
    <Popover open={slot?.open} onOpenChange={slot?.onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
          className="relative"
        >
          <Bell aria-hidden />
          {unread > 0 ? (
            <span
              aria-hidden
              data-testid="notification-indicator"
              className="absolute top-1.5 right-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80">
        {slot?.content ?? (
          <>
            <h2 className="mb-2 text-sm font-semibold">Notifications</h2>
            <p className="text-sm text-muted-foreground">No notifications</p>
          </>
        )}
      </PopoverContent>
    </Popover>
  );
}
