import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FilingRequirementView, filingTypeShortName } from '@ledgerline/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { filingTypeLabel } from '@/lib/filings/filing-labels';
import { FilingStatusBadge } from '@/components/filings/filing-status-badge';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { deadlineMonthQueryOptions, type DeadlineFilters } from '../api/get-deadlines';
import {
  dayAfterKey,
  dayLabel,
  firstDay,
  lastDay,
  monthLabel,
  monthOf,
  monthWeeks,
  shiftMonth,
  WEEKDAYS,
} from './calendar-month';
import { DeadlineActions, type DeadlineHandlers } from './deadline-actions';

const SHOWN_PER_DAY = 3;

const chipTone: Record<string, string> = {
  overdue: 'border-destructive/40 bg-destructive/10 text-destructive',
  pending: 'border-primary/30 bg-primary/5',
  submitted: 'border-success/40 bg-success/10 text-muted-foreground line-through',
};

function groupByDay(filings: readonly FilingRequirementView[]): Map<string, FilingRequirementView[]> {
  const days = new Map<string, FilingRequirementView[]>();
  for (const filing of filings) days.set(filing.dueDate, [...(days.get(filing.dueDate) ?? []), filing]);
  return days;
}

interface DeadlineCalendarProps {
  filters: DeadlineFilters;
  today: string;
  handlers: DeadlineHandlers;
}

/**
 * A month of deadlines: a date grid (arrow keys move a day or a week, Home/End the week's ends, Page Up/Down
 * a month) reading only the filings of the weeks it shows, and the chosen day's filings with their actions below it.
 */
export function DeadlineCalendar({ filters, today, handlers }: DeadlineCalendarProps) {
  const [focused, setFocused] = useState(today);
  const month = monthOf(focused);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  // The whole grid: the days of the months before and after that fill its first and last weeks show theirs too.
  const query = useQuery(deadlineMonthQueryOptions(filters, weeks[0]![0]!, weeks.at(-1)![6]!));
  // The month's own count: the grid's first and last weeks also hold days of the months around it.
  const monthCount = useQuery(deadlineMonthQueryOptions(filters, firstDay(month), lastDay(month), 1));
  const byDay = useMemo(() => groupByDay(query.data?.rows ?? []), [query.data]);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const moveTo = (day: string) => {
    moved.current = true;
    setFocused(day);
  };
  const selected = byDay.get(focused) ?? [];
  const headingId = 'deadline-calendar-month';

  return (
    <section className="min-w-0 space-y-4" aria-label="Deadlines calendar">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          onClick={() => setFocused(firstDay(shiftMonth(month, -1)))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <h2 id={headingId} className="min-w-44 text-center text-lg font-semibold" aria-live="polite">
          {monthLabel(month)}
        </h2>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next month"
          onClick={() => setFocused(firstDay(shiftMonth(month, 1)))}
        >
          <ChevronRight aria-hidden />
        </Button>
        <Button variant="outline" onClick={() => moveTo(today)}>
          Today
        </Button>
        {monthCount.data ? (
          <p className="ml-auto text-sm text-muted-foreground">
            {monthCount.data.total} {monthCount.data.total === 1 ? 'filing' : 'filings'} due in{' '}
            {monthLabel(month)}
          </p>
        ) : null}
      </div>
      {query.isError ? (
        <LoadErrorAlert
          title="Failed to load deadlines."
          detail={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.data && query.data.total > query.data.rows.length ? (
        <Alert>
          These weeks have {query.data.total} filings; the calendar shows the first {query.data.rows.length}.
          Use the list (with filters) to see every one.
        </Alert>
      ) : null}
      <div className="overflow-x-auto">
        <table
          ref={grid}
          role="grid"
          aria-labelledby={headingId}
          aria-busy={query.isPending}
          className="w-full table-fixed border-collapse"
          onKeyDown={(event) => {
            const next = dayAfterKey(focused, event.key);
            if (!next) return;
            event.preventDefault();
            moveTo(next);
          }}
        >
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th
                  key={weekday}
                  scope="col"
                  abbr={weekday}
                  className="p-1 text-xs font-medium text-muted-foreground"
                >
                  {weekday.slice(0, 3)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  const filings = byDay.get(day) ?? [];
                  const outside = monthOf(day) !== month;
                  return (
                    <td
                      key={day}
                      role="gridcell"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-selected={day === focused}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => moveTo(day)}
                      className={cn(
                        // relative: the cell holds its screen-reader text, which otherwise widened a phone's page
                        'relative h-24 cursor-pointer overflow-hidden border p-1 align-top text-xs focus-visible:outline-2 focus-visible:outline-ring',
                        outside && 'bg-muted/40 text-muted-foreground',
                        day === focused && 'bg-accent',
                      )}
                    >
                      <span className="sr-only">{dayLabel(day)}</span>
                      <span
                        aria-hidden
                        className={cn(
                          'inline-flex size-6 items-center justify-center rounded-full',
                          day === today && 'bg-primary text-primary-foreground',
                        )}
                      >
                        {Number(day.slice(8))}
                      </span>
                      {query.isPending ? <Skeleton className="mt-1 h-3 w-3/4" /> : null}
                      <ul className="mt-1 space-y-0.5">
                        {filings.slice(0, SHOWN_PER_DAY).map((filing) => (
                          <li
                            key={filing.id}
                            className={cn(
                              'relative truncate rounded border px-1',
                              chipTone[filing.status] ?? 'border-muted',
                            )}
                          >
                            <span aria-hidden className="font-medium">
                              {filingTypeShortName(filing.requirementType)}
                            </span>{' '}
                            {filing.entity?.name ?? `Entity #${filing.entityId}`}
                            <span className="sr-only">
                              {`, ${filingTypeLabel(filing.requirementType)}, ${filing.status}`}
                            </span>
                          </li>
                        ))}
                      </ul>
                      {filings.length > SHOWN_PER_DAY ? (
                        <span className="text-muted-foreground">+{filings.length - SHOWN_PER_DAY} more</span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DayFilings day={focused} filings={selected} loading={query.isPending} handlers={handlers} />
    </section>
  );
}

function DayFilings(props: {
  day: string;
  filings: readonly FilingRequirementView[];
  loading: boolean;
  handlers: DeadlineHandlers;
}) {
  const { day, filings, loading, handlers } = props;
  return (
    <section aria-labelledby="deadline-day-heading" className="space-y-2 rounded-md border p-4">
      <h3 id="deadline-day-heading" className="font-semibold">
        Due on {dayLabel(day)}
      </h3>
      {loading ? (
        <Skeleton className="h-10 w-full" />
      ) : filings.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing is due on this day.</p>
      ) : (
        <ul className="divide-y">
          {filings.map((filing) => (
            <li key={filing.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{filing.entity?.name ?? `Entity #${filing.entityId}`}</span>
                <span className="text-muted-foreground"> · {filingTypeLabel(filing.requirementType)}</span>
              </span>
              <FilingStatusBadge status={filing.status} />
              <DeadlineActions filing={filing} handlers={handlers} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
