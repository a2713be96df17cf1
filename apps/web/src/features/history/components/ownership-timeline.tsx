import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { GitCommitVertical } from 'lucide-react';
import { localDay, type OwnershipTimelineItem } from '@ledgerline/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { accountTimeZone } from '@/lib/account-settings/account-time-zone';
import { errorMessage } from '@/lib/api-client';
import { useOwnershipTimeline } from '../api/get-ownership-timeline';
import { EvidenceLink } from './evidence-link';
import { historyDay } from './history-sentence';
import { timelineSentence } from './timeline-sentence';
import { useHistoryPaging } from './use-history-paging';

/**
 * The day a change is placed on: when it took effect, else when it was recorded. A business day (a start date,
 * kept as that day or its UTC midnight) stays that day; an instant falls on the account's day (just after
 * midnight in Johannesburg is still the day before in UTC).
 */
const dayOf = (item: OwnershipTimelineItem) => {
  const at = item.effectiveAt ?? item.recordedAt;
  return at.length === 10 || /T00:00:00(\.0+)?Z$/.test(at)
    ? at.slice(0, 10)
    : localDay(at, accountTimeZone());
};

/**
 * The latest changes are the ones asked about first. By the day each took effect, as a timeline reads: a
 * backdated change recorded last sits at its own day; one day's changes in the order recorded, latest first.
 */
function byDayNewestFirst(oldestRecordedFirst: readonly OwnershipTimelineItem[]): OwnershipTimelineItem[] {
  return oldestRecordedFirst
    .map((item, recorded) => ({ item, recorded, day: dayOf(item) }))
    .sort((a, b) => (a.day === b.day ? b.recorded - a.recorded : a.day < b.day ? 1 : -1))
    .map(({ item }) => item);
}

function TimelineItem({ item, entityId }: { item: OwnershipTimelineItem; entityId: number }) {
  const day = dayOf(item);
  return (
    <li className="relative border-l-2 border-muted pb-4 pl-5 last:pb-0">
      <span aria-hidden className="absolute top-1.5 -left-[7px] size-3 rounded-full border-2 bg-card" />
      <time dateTime={day} className="text-xs font-semibold text-muted-foreground">
        {historyDay(day)}
      </time>
      <p className="text-sm">
        {timelineSentence(item)}
        <EvidenceLink evidence={item.evidence} />
      </p>
      {/* The effective day's register: the compliance page reads the day from its address. */}
      {item.effectiveAt ? (
        <Link
          className="text-xs text-primary underline-offset-4 hover:underline"
          to={`/companies/${entityId}/compliance?asOf=${day}`}
        >
          Beneficial owners as of {historyDay(day)}
        </Link>
      ) : null}
    </li>
  );
}

/**
 * The entity's ownership changes, newest first, a page at a time: who came to hold what,
 * when it took effect, why and on what evidence.
 */
export function OwnershipTimeline({ entityId }: { entityId: number }) {
  const timeline = useOwnershipTimeline(entityId);
  const { paging } = useHistoryPaging();
  const newestFirst = useMemo(() => byDayNewestFirst(timeline.data ?? []), [timeline.data]);
  const start = paging.pageIndex * paging.pageSize;
  const page = newestFirst.slice(start, start + paging.pageSize);

  let body: React.ReactNode;
  if (timeline.isError)
    body = (
      <LoadErrorAlert
        title="Could not load the ownership timeline"
        detail={errorMessage(timeline.error)}
        onRetry={() => void timeline.refetch()}
      />
    );
  else if (timeline.isPending)
    body = (
      <div className="space-y-3" role="status" aria-label="Loading the ownership timeline">
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-2/3" />
      </div>
    );
  else if (newestFirst.length === 0)
    body = (
      <EmptyState
        icon={<GitCommitVertical aria-hidden />}
        title="No ownership changes"
        description="No shareholding or control of this entity has been recorded yet."
      />
    );
  else
    body = (
      <>
        <ol aria-label="Ownership changes" className="ml-1.5">
          {page.map((item) => (
            <TimelineItem key={item.id} item={item} entityId={entityId} />
          ))}
        </ol>
        <ListPagination
          page={{ currentPage: paging.pageIndex, pageSize: paging.pageSize, total: newestFirst.length }}
          noun="ownership changes"
          onPrevious={() => paging.onPageIndexChange(paging.pageIndex - 1)}
          onNext={() => paging.onPageIndexChange(paging.pageIndex + 1)}
          onPageSizeChange={paging.onPageSizeChange}
        />
      </>
    );

  return (
    <Card role="region" aria-labelledby={`ownership-timeline-${entityId}`}>
      <CardHeader>
        <CardTitle id={`ownership-timeline-${entityId}`}>Ownership timeline</CardTitle>
        <CardDescription>Who came to own or control this entity, and when, latest first.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">{body}</CardContent>
    </Card>
  );
}
