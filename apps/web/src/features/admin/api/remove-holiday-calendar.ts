import type { HolidayCalendarView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { useHolidayCalendarMutation } from './holiday-calendar-mutation';

/** DELETE /api/admin/holiday-calendar: the installation's file goes, the bundled calendar alone counts. */
export function removeHolidayCalendar(): Promise<HolidayCalendarView> {
  return apiClient.delete<HolidayCalendarView>('/api/admin/holiday-calendar');
}

export function useRemoveHolidayCalendar(onSuccess?: () => void) {
  return useHolidayCalendarMutation(
    removeHolidayCalendar,
    { success: 'Installation calendar removed', failure: 'remove the installation calendar' },
    onSuccess,
  );
}
