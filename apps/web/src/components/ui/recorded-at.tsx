import { formatDateTime, formatRelative } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * When something was recorded: relative ('3 hours ago'), with the date and time in the account's zone
 * (Africa/Johannesburg by default) on hover and for assistive technology.
 */
export function RecordedAt({ value, className }: { value: string; className?: string }) {
  const exact = formatDateTime(value);
  return (
    <time dateTime={value} title={exact} className={cn('text-xs text-muted-foreground', className)}>
      {formatRelative(value)}
      <span className="sr-only"> ({exact})</span>
    </time>
  );
}
