import type { SubscriptionView } from '@ledgerline/contracts';
import { cn } from '@/lib/utils';

interface UsageBarProps {
  label: string;
  usage: SubscriptionView['entityUsage'];
  /** How amounts read ('42 MB' for storage); plain numbers otherwise. */
  format?: (amount: number) => string;
}

/** Counts grouped as the plan cards write them: '10,000 entities'. */
const grouped = (amount: number): string => amount.toLocaleString('en-US');

/** 'Entities 3 / 10 (30%)' over a bar that turns red once the limit is reached. */
export function UsageBar({ label, usage, format = grouped }: UsageBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(usage.percent)));
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">
          {format(usage.current)} / {format(usage.max)} ({percent}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${label} used`}
        aria-valuemin={0}
        aria-valuemax={usage.max}
        aria-valuenow={usage.current}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', percent >= 100 ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
