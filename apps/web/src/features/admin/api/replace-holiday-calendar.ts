import type { HolidayCalendarView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { useHolidayCalendarMutation } from './holiday-calendar-mutation';

/** A file that is not JSON at all; what it holds is validated by the server (holidayCalendarSchema). */
export class NotJsonError extends Error {
  constructor(fileName: string, reason: string) {
    super(`${fileName} is not JSON: ${reason}`);
    this.name = 'NotJsonError';
  }
}

/** PUT /api/admin/holiday-calendar with the file's JSON: it becomes the installation's calendar. */
export async function replaceHolidayCalendar(file: File): Promise<HolidayCalendarView> {
  const text = await file.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new NotJsonError(file.name, (error as Error).message);
  }
  return apiClient.put<HolidayCalendarView>('/api/admin/holiday-calendar', json);
}

export function useReplaceHolidayCalendar(onSuccess?: () => void) {
  return useHolidayCalendarMutation(
    replaceHolidayCalendar,
    { success: 'Holiday calendar uploaded', failure: 'upload the holiday calendar' },
    onSuccess,
  );
}
