import { HolidayCalendarPage } from '@/features/admin/components/holiday-calendar-page';

export function AdminHolidayCalendarRoute() {
  return <HolidayCalendarPage />;
}
