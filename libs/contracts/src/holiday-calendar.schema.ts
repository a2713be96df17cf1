import { z } from 'zod';
import { calendarDay } from './common.schema';

const name = z
  .string({ message: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(200, 'name is at most 200 characters');
const source = z
  .string({ message: 'source is required: the Government Gazette, proclamation or gov.za page' })
  .trim()
  .min(1, 'source is required: the Government Gazette, proclamation or gov.za page')
  .max(500, 'source is at most 500 characters');

const fixedHoliday = z
  .object({
    month: z.number().int().min(1, 'month is 1 to 12').max(12, 'month is 1 to 12'),
    day: z.number().int().min(1, 'day is 1 to 31').max(31, 'day is 1 to 31'),
    name,
    source,
  })
  .strict()
  // 2000 is a leap year, so 29 February passes and 31 April does not.
  .refine((h) => calendarDay(`2000-${pad(h.month)}-${pad(h.day)}`) !== null, {
    message: 'no such day in that month',
    path: ['day'],
  });

const easterHoliday = z
  .object({
    daysFromEaster: z
      .number()
      .int()
      .min(-60, 'daysFromEaster is -60 to 60')
      .max(60, 'daysFromEaster is -60 to 60'),
    name,
    source,
  })
  .strict();

const proclaimedHoliday = z
  .object({
    date: z
      .string({ message: 'date is required (YYYY-MM-DD)' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
      .refine((value) => calendarDay(value) !== null, 'no such day'),
    name,
    source,
  })
  .strict();

function noRepeats<T>(keyOf: (entry: T) => string, what: string) {
  return (entries: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const key = keyOf(entry);
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: `${what} ${key} is listed twice`, path: [index] });
      seen.add(key);
    });
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The public-holiday calendar (Public Holidays Act 36 of 1994) as data, every entry with its source: the
 * yearly fixed days, the days counted from Easter Sunday, and the one-off days the President declares
 *. The bundled file and an
 * installation's own file have this shape; each section may be left out of an installation's file.
 */
export const holidayCalendarSchema = z
  .object({
    fixed: z
      .array(fixedHoliday)
      .superRefine(noRepeats((h) => `${pad(h.month)}-${pad(h.day)}`, 'fixed day'))
      .default([]),
    easter: z
      .array(easterHoliday)
      .superRefine(noRepeats((h) => String(h.daysFromEaster), 'day from Easter'))
      .default([]),
    proclaimed: z
      .array(proclaimedHoliday)
      .superRefine(noRepeats((h) => h.date, 'date'))
      .default([]),
  })
  .strict();

export type HolidayCalendar = z.output<typeof holidayCalendarSchema>;

/** GET, PUT and DELETE /api/admin/holiday-calendar answer this (decision 0027). */
export interface HolidayCalendarView {
  /** The installation's own entries (DATA_DIR/public-holidays.json), null when it has none. */
  installation: HolidayCalendar | null;
  /** What business days are counted with: the bundled calendar extended by the installation's. */
  active: HolidayCalendar;
}
