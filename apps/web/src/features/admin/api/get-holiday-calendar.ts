import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HolidayCalendarView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/admin/holiday-calendar: the installation's own entries (or null) and the active calendar. */
export function getHolidayCalendar(): Promise<HolidayCalendarView> {
  return apiClient.get<HolidayCalendarView>('/api/admin/holiday-calendar');
}

export const holidayCalendarQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.admin, 'holiday-calendar'] as const,
    queryFn: getHolidayCalendar,
  });

export function useHolidayCalendar() {
  return useQuery(holidayCalendarQueryOptions());
}
