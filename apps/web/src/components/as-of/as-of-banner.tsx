import { History } from 'lucide-react';
import { formatLongDay } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';

/** Says plainly that what follows is a past (or planned) register, with the way back to today's. */
export function AsOfBanner({ asOf, onReturnToToday }: { asOf: string | null; onReturnToToday: () => void }) {
  if (asOf === null) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="flex items-center gap-2 font-medium">
        <History className="size-4 shrink-0" aria-hidden />
        Showing the register as of {formatLongDay(asOf)}
      </p>
      <Button size="sm" variant="outline" onClick={onReturnToToday}>
        Return to today
      </Button>
    </div>
  );
}
