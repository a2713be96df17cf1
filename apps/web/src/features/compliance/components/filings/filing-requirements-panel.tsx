import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import type { FilingRequirementView } from '@ledgerline/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useMarkFilingSubmitted } from '@/lib/filings/update-filing';
import { FilingTable } from './filing-table';

export const FILING_EMPTY_MESSAGES = {
  upcoming: 'There are no upcoming filing requirements in the next 30 days.',
  overdue: 'There are no overdue filing requirements.',
  entity: 'There are no filing requirements scheduled for this entity.',
} as const;

interface FilingRequirementsPanelProps {
  title?: string;
  description?: string;
  filingsQuery: UseQueryResult<FilingRequirementView[]>;
  context: keyof typeof FILING_EMPTY_MESSAGES;
  showEntity?: boolean;
  /** The Add Filing button (usually an AddFilingDialog). */
  action?: React.ReactNode;
}

/** Spec 001 'Filing requirements panel'. */
export function FilingRequirementsPanel(props: FilingRequirementsPanelProps) {
  const { title = 'Filing Requirements', description, filingsQuery, context, showEntity, action } = props;
  const markSubmitted = useMarkFilingSubmitted();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent>
        {filingsQuery.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : filingsQuery.isError ? (
          <LoadErrorAlert
            title="Error loading filing requirements"
            detail={
              (filingsQuery.error instanceof ApiError && filingsQuery.error.body?.message) ||
              'An unexpected error occurred while loading filing requirements.'
            }
            onRetry={() => void filingsQuery.refetch()}
          />
        ) : filingsQuery.data.length === 0 ? (
          <EmptyState
            icon={<CalendarClock aria-hidden />}
            title="No filing requirements"
            description={FILING_EMPTY_MESSAGES[context]}
          />
        ) : (
          <FilingTable
            filings={filingsQuery.data}
            showEntity={showEntity}
            onMarkSubmitted={(filing) => markSubmitted.mutate(filing.id)}
            pendingId={markSubmitted.isPending ? markSubmitted.variables : null}
          />
        )}
      </CardContent>
    </Card>
  );
}
