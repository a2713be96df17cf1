import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

export function NotificationButton() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications" className="relative">
          <Bell aria-hidden />
          <span aria-hidden className="absolute top-2 right-2 size-2 rounded-full bg-destructive" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-64">
        <h2 className="mb-2 text-sm font-semibold">Notifications</h2>
        <p className="text-sm text-muted-foreground">No notifications</p>
      </PopoverContent>
    </Popover>
  );
}
