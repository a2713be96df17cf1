import { z } from 'zod';
import { localDay, validationToday, validationZone } from './local-day';

export const EARLIEST_DATE = '1900-01-01';

/**
 * The error of a choice (an enum): the form's "required" text when nothing was chosen, else the values it may
 * take, so 'SHAREHOLDER' is not answered "Relationship type is required".
 */
export const choiceError = (required: string, label: string, values: readonly string[]) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? required
      : `${label} must be one of ${values.join(', ')}`,
});

// Control characters (NUL included), zero-width space, word joiner and invisible operators, BOM, soft hyphen,
// direction marks, embeddings, overrides and isolates (they reorder the text around a name: 'abc\u202Efdp.exe'
// shows as 'abcexe.pdf'), blank-looking fillers (Hangul, Mongolian, braille blank) and lone surrogates.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u00AD\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u2800\u3164\uFEFF\uFFA0]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Zero-width non-joiner and joiner: part of the spelling inside a word (Persian, emoji sequences), nothing at its ends. */
const JOINERS = /[\u200C\u200D]/g;
const BLANK_ENDS = /^[\s\u200C\u200D]+|[\s\u200C\u200D]+$/g;

/**
 * A one-line name as shown: without invisible characters, each line break or tab (with the spaces around it) one
 * space, trimmed. A name made only of such characters is empty and refused. Joiners stay inside a name.
 */
export const visibleText = (value: string): string =>
  value
    .replace(INVISIBLE, '')
    .replace(/[^\S\r\n\t]*[\r\n\t]\s*/g, ' ')
    .replace(BLANK_ENDS, '');

/** A name that identifies (a username): as `visibleText`, and without joiners, so no two names look alike. */
export const identifierText = (value: string): string => visibleText(value).replace(JOINERS, '');

/** A username as stored: `identifierText` in NFC, so `é` typed composed or decomposed is stored one way. */
export const usernameText = (value: string): string => identifierText(value).normalize('NFC');

/**
 * What two usernames are compared by (docs/decisions/0075): NFKC with the case folded, so names that differ only
 * in case (`Sipho`, `SIPHO`), width (`ｓｉｐｈｏ`), composition (`é`, `e\u0301`) or `ß`/`ss` are one name.
 * Upper- then lower-casing folds the letters `toLowerCase` keeps apart (`ß`, final `ς`, long `ſ`).
 */
export const foldedUsername = (value: string): string =>
  value.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');

export const blankToNull = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

// zod 4 refuses a missing key for a schema that transforms undefined; `.default(null)` accepts it.

/** Empty or whitespace-only strings are stored as null (spec 001 section 5). */
export const optionalText = (max = 2000, message = `Must be at most ${max} characters`) =>
  z.string().nullish().transform(blankToNull).pipe(z.string().max(max, message).nullable()).default(null);

export const optionalEmail = (message: string) =>
  z.string().nullish().transform(blankToNull).pipe(z.email({ message }).nullable()).default(null);

const ISO_DATE_OR_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The day of a strict `YYYY-MM-DD` (or a complete ISO 8601 timestamp), or null for anything else: impossible
 * days (`2021-02-29`, `2020-04-31`), impossible times (`T99:99:99`), trailing text and padding are refused.
 */
export function calendarDay(value: string): string | null {
  const match = ISO_DATE_OR_TIMESTAMP.exec(value);
  if (!match) return null;
  const [
    ,
    year,
    month,
    day,
    hours = '0',
    minutes = '0',
    seconds = '0',
    offsetHours = '0',
    offsetMinutes = '0',
  ] = match;
  const valid =
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysIn(Number(year), Number(month)) &&
    Number(hours) <= 23 &&
    Number(minutes) <= 59 &&
    Number(seconds) <= 59 &&
    Number(offsetHours) <= 23 &&
    Number(offsetMinutes) <= 59;
  return valid ? `${year}-${month}-${day}` : null;
}

const WITH_OFFSET = /T.*(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The calendar day a valid date field names: a timestamp with an offset (`2026-11-28T22:30:00Z`, what a
 * browser's `toISOString()` sends for midnight in Johannesburg) falls on its day in the account's zone
 * (29 November there); a plain date or a timestamp without an offset keeps its date part.
 */
export const dayOfDateField = (value: string): string =>
  WITH_OFFSET.test(value) ? localDay(value, validationZone()) : value.slice(0, 10);

/** A calendar date (YYYY-MM-DD, or an ISO timestamp read by dayOfDateField), not before 1900-01-01. */
export const optionalDate = (options: { notInFuture?: string; label?: string } = {}) =>
  z
    .string()
    .nullish()
    .transform(blankToNull)
    .superRefine((value, ctx) => {
      if (value === null) return;
      if (calendarDay(value) === null) {
        ctx.addIssue({ code: 'custom', message: 'Invalid date' });
        return;
      }
      const day = dayOfDateField(value);
      if (day < EARLIEST_DATE) ctx.addIssue({ code: 'custom', message: 'Date cannot be before 1900-01-01' });
      // Today in the account's zone (South Africa's by default): at 00:30 there today's date is not in the future.
      if (options.notInFuture && day > validationToday())
        ctx.addIssue({ code: 'custom', message: options.notInFuture });
    })
    .transform((value) => (value === null ? null : dayOfDateField(value)))
    .default(null);

/**
 * When an update took effect, for a change that sets no business date of its own: the event's
 * `effectiveAt`, never a field of the record. "Not after today" needs the account's zone, so the server decides it.
 */
export const changeEffectiveDate = () => ({ effectiveDate: optionalDate() });

const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * Numbers arrive as JSON numbers or plain decimal strings only: hex (`0x10`), binary, exponents, separators,
 * padding and booleans become NaN, which the wrapped number schema refuses with its own message.
 */
export const plainDecimal = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'boolean' || (typeof value === 'string' && !PLAIN_DECIMAL.test(value))
        ? Number.NaN
        : value,
    schema,
  );

/** Thousands by commas, a decimal point: `1,250,000.50`. */
const COMMA_GROUPED = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
/** Thousands by spaces (as `Intl` writes rand: no-break or narrow no-break ones too), a point or a comma. */
const SPACE_GROUPED = /^-?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?$/;
/** A decimal comma, as South Africa writes amounts and percentages: `5,5`, `1250000,50`. */
const DECIMAL_COMMA = /^-?\d+,\d+$/;

/**
 * A number typed as text: a plain decimal, or one with a decimal comma (`5,5` is 5.5). With `grouped`, thousands
 * may be separated by commas (`1,250,000.50`, and so `1,250` is 1250) or by spaces (`1 250 000,50`, the way the
 * app shows rand). NaN for hex, binary, exponents, stray or mixed separators (`1,,,0`, `1,250 000`) and the rest.
 */
export function decimalText(text: string, options: { grouped?: boolean } = {}): number {
  const trimmed = text.trim();
  if (PLAIN_DECIMAL.test(trimmed)) return Number(trimmed);
  if (options.grouped && COMMA_GROUPED.test(trimmed)) return Number(trimmed.replace(/,/g, ''));
  if (options.grouped && SPACE_GROUPED.test(trimmed))
    return Number(trimmed.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));
  if (DECIMAL_COMMA.test(trimmed)) return Number(trimmed.replace(',', '.'));
  return Number.NaN;
}

const ID_MESSAGE = 'Must be a positive whole number, written without leading zeros or a decimal point';
/** The one way an id is written: `7`, never `007`, `7.0` or `+7`. */
const CANONICAL_ID = /^[1-9]\d*$/;

/**
 * Path ids are positive integers written canonically, so one record has one address; anything else (`00001`,
 * `1.0`, hex) is a 400 naming the parameter, never another spelling of the record (docs/decisions/0075).
 */
export const idParam = z.preprocess(
  (value) =>
    typeof value === 'boolean' || (typeof value === 'string' && !CANONICAL_ID.test(value))
      ? Number.NaN
      : value,
  z.coerce.number({ message: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE),
);

export interface FieldError {
  field: string;
  message: string;
}

/** Every error answer of the API has this shape. */
export interface ApiErrorBody {
  message: string;
  /** Names the refusal for clients that answer it (e.g. FILING.DUPLICATE: offer to add anyway). */
  code?: string;
  errors?: FieldError[];
}

/** Keeps only the keys the client sent: a PATCH must not reset fields that defaults filled in. */
export function sentFields<T extends Record<string, unknown>>(parsed: T, body: unknown): Partial<T> {
  const sent = body && typeof body === 'object' ? Object.keys(body) : [];
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.includes(key))) as Partial<T>;
}
