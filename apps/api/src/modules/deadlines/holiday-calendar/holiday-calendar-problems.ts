import type { z } from 'zod';
import { DomainError, type FieldProblem } from '../../../shared/domain-error';
import { type HolidayCalendar, holidayCalendarSchema } from '../domain/holiday-calendar';

/** How an admin finds the entry in their file: its section, position and what it says. */
function entryLabel(input: unknown, section: string, index: number): string {
  const entry = (input as Record<string, unknown[] | undefined>)[section]?.[index] as
    Record<string, unknown> | undefined;
  const said = ['date', 'month', 'day', 'daysFromEaster', 'name']
    .filter((key) => entry?.[key] !== undefined)
    .map((key) => `${key} ${JSON.stringify(entry?.[key])}`)
    .join(', ');
  return `${section} entry ${index + 1}${said ? ` (${said})` : ''}`;
}

export function calendarProblems(error: z.ZodError, input: unknown): FieldProblem[] {
  return error.issues.map(({ path, message }) => {
    const [section, index] = path;
    const field = path.length ? path.map(String).join('.') : 'body';
    if (typeof section === 'string' && typeof index === 'number')
      return { field, message: `${entryLabel(input, section, index)}: ${message}` };
    return { field, message };
  });
}

/** A 400 naming every bad entry, or the calendar. */
export function validHolidayCalendar(input: unknown): HolidayCalendar {
  const result = holidayCalendarSchema.safeParse(input);
  if (result.success) return result.data;
  const errors = calendarProblems(result.error, input);
  throw new DomainError(
    'invalid',
    'HOLIDAY_CALENDAR.INVALID',
    `Holiday calendar not accepted: ${errors.map((e) => e.message).join('; ')}`,
    errors,
  );
}

/** The installation's file, or an error naming the file and its bad entries. */
export function parseHolidayCalendar(text: string, fileName: string): HolidayCalendar {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${fileName} is not JSON: ${(error as Error).message}`);
  }
  const result = holidayCalendarSchema.safeParse(json);
  if (result.success) return result.data;
  const problems = calendarProblems(result.error, json).map((p) => `${p.field}: ${p.message}`);
  throw new Error(`${fileName} is not a holiday calendar: ${problems.join('; ')}`);
}
