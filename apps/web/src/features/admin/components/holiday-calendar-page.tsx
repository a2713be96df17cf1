import { CalendarOff } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useHolidayCalendar } from '../api/get-holiday-calendar';
import { AccessDenied } from './access-denied';
import { HolidayCalendarActions } from './holiday-calendar-actions';
import { HolidayCalendarSections } from './holiday-calendar-sections';

function LoadingCards() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading the holiday calendar">
      {[0, 1].map((card) => (
        <Card key={card}>
          <CardHeader>
            <Skeleton className="h-5 w-48" />
          </CardHeader>
          <CardContent className="space-y-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/**
 * The public-holiday calendar business days are counted with (decision 0027), for the
 * installation's administrators: the route admits admins only; a 403 here means the role changed since.
 */
export function HolidayCalendarPage() {
  const calendarQuery = useHolidayCalendar();
  if (calendarQuery.error instanceof ApiError && calendarQuery.error.status === 403) {
    return <AccessDenied />;
  }
  const view = calendarQuery.data;
  const empty =
    view && view.active.fixed.length + view.active.easter.length + view.active.proclaimed.length === 0;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Holiday Calendar</h1>
        <p className="text-muted-foreground">
          South African public holidays skipped when business-day deadlines are counted
        </p>
      </div>
      {calendarQuery.isError ? (
        <LoadErrorAlert
          title="Failed to load the holiday calendar."
          detail={errorMessage(calendarQuery.error)}
          onRetry={() => void calendarQuery.refetch()}
        />
      ) : null}
      {calendarQuery.isPending ? <LoadingCards /> : null}
      {view ? <HolidayCalendarActions installation={view.installation} /> : null}
      {empty ? (
        <EmptyState
          icon={<CalendarOff aria-hidden />}
          title="No public holidays"
          description="The active calendar has no days: only weekends are skipped."
        />
      ) : null}
      {view && !empty ? (
        <HolidayCalendarSections active={view.active} installation={view.installation} />
      ) : null}
    </div>
  );
}
