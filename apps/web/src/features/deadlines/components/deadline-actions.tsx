import { CheckCircle2, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { FilingRequirementView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { filingTypeLabel, isOpenFiling } from '@/lib/filings/filing-labels';
import { RequireRole } from '@/components/require-role';

/** What a filing's row (or its line in a calendar day) can do; the page owns the dialogs and mutations. */
export interface DeadlineHandlers {
  onMarkSubmitted: (filing: FilingRequirementView) => void;
  onReopen: (filing: FilingRequirementView) => void;
  onEdit: (filing: FilingRequirementView) => void;
  onDelete: (filing: FilingRequirementView) => void;
  busyId: number | null;
}

export const filingName = (filing: FilingRequirementView) =>
  `${filingTypeLabel(filing.requirementType)} for ${filing.entity?.name ?? `Entity #${filing.entityId}`}`;

export function DeadlineActions({
  filing,
  handlers,
}: {
  filing: FilingRequirementView;
  handlers: DeadlineHandlers;
}) {
  const busy = handlers.busyId === filing.id;
  const name = filingName(filing);
  return (
    <RequireRole permission="edit">
      <div className="flex h-full items-center gap-1">
        {isOpenFiling(filing) ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={`Mark submitted: ${name}`}
            onClick={() => handlers.onMarkSubmitted(filing)}
          >
            <CheckCircle2 aria-hidden />
            Mark submitted
          </Button>
        ) : filing.storedStatus === 'submitted' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={`Reopen: ${name}`}
            onClick={() => handlers.onReopen(filing)}
          >
            <RotateCcw aria-hidden />
            Reopen
          </Button>
        ) : null}
        <Button
          size="icon"
          className="size-9"
          variant="ghost"
          aria-label={`Edit: ${name}`}
          onClick={() => handlers.onEdit(filing)}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          size="icon"
          className="size-9"
          variant="ghost"
          aria-label={`Delete: ${name}`}
          onClick={() => handlers.onDelete(filing)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </RequireRole>
  );
}
