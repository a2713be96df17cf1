import type { HolidayCalendar } from '@ledgerline/contracts';

// The schema is shared with the web app's admin screen: libs/contracts/src/holiday-calendar.schema.ts.
export { holidayCalendarSchema, type HolidayCalendar } from '@ledgerline/contracts';

function byKey<T>(bundled: T[], installation: T[], keyOf: (entry: T) => string): T[] {
  const entries = new Map(bundled.map((entry) => [keyOf(entry), entry]));
  for (const entry of installation) entries.set(keyOf(entry), entry);
  return [...entries.values()];
}

/**
 * An installation's calendar extends the bundled one: its entries are added, and replace a bundled entry for
 * the same day (its name or source corrected), so a release that adds days still reaches every installation.
 */
export function mergeHolidayCalendars(
  bundled: HolidayCalendar,
  installation: HolidayCalendar,
): HolidayCalendar {
  return {
    fixed: byKey(bundled.fixed, installation.fixed, (h) => `${h.month}-${h.day}`),
    easter: byKey(bundled.easter, installation.easter, (h) => String(h.daysFromEaster)),
    proclaimed: byKey(bundled.proclaimed, installation.proclaimed, (h) => h.date).sort((a, b) =>
      a.date.localeCompare(b.date),
    ),
  };
}
