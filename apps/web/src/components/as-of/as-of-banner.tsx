import { History } from 'lucide-react';
import { formatLongDay } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

function RegisterBanner(props: { className: string; text: string; action: string; onAction: () => void }) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm',
        props.className,
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        <History className="size-4 shrink-0" aria-hidden />
        {props.text}
      </p>
      <Button size="sm" variant="outline" onClick={props.onAction}>
        {props.action}
      </Button>
    </div>
  );
}

/** Says plainly that what follows is a past (or planned) register, with the way back to today's. */
export function AsOfBanner({ asOf, onReturnToToday }: { asOf: string | null; onReturnToToday: () => void }) {
  if (asOf === null) return null;
  return (
    <RegisterBanner
      className="border-amber-300 bg-amber-50 text-amber-950"
      text={`Showing the register as of ${formatLongDay(asOf)}`}
      action="Return to today"
      onAction={onReturnToToday}
    />
  );
}

/**
 * Says plainly that what follows is the register as recorded at a past moment, not today's, with the way back
 * to the register as known now.
 */
export function KnownAtBanner({
  knownAt,
  onReturnToNow,
}: {
  knownAt: string | null;
  onReturnToNow: () => void;
}) {
  if (knownAt === null) return null;
  return (
    <RegisterBanner
      className="border-sky-300 bg-sky-50 text-sky-950"
      text={`Register as recorded at ${formatDateTime(knownAt)}`}
      action="Return to now"
      onAction={onReturnToNow}
    />
  );
}
