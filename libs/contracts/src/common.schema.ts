import { z } from 'zod';

export const EARLIEST_DATE = '1900-01-01';

export const blankToNull = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

// zod 4 refuses a missing key for a schema that transforms undefined; `.default(null)` accepts it.

/** Empty or whitespace-only strings are stored as null (spec 001 section 5). */
export const optionalText = (max = 2000) =>
  z
    .string()
    .nullish()
    .transform(blankToNull)
    .pipe(z.string().max(max, `Must be at most ${max} characters`).nullable())
    .default(null);

export const optionalEmail = (message: string) =>
  z.string().nullish().transform(blankToNull).pipe(z.email({ message }).nullable()).default(null);

const isoDate = /^\d{4}-\d{2}-\d{2}/;

/** A calendar date (YYYY-MM-DD, or an ISO timestamp whose date part is used), not before 1900-01-01. */
export const optionalDate = (options: { notInFuture?: string; label?: string } = {}) =>
  z
    .string()
    .nullish()
    .transform(blankToNull)
    .superRefine((value, ctx) => {
      if (value === null) return;
      if (!isoDate.test(value) || Number.isNaN(Date.parse(value.slice(0, 10)))) {
        ctx.addIssue({ code: 'custom', message: 'Invalid date' });
        return;
      }
      const day = value.slice(0, 10);
      if (day < EARLIEST_DATE) ctx.addIssue({ code: 'custom', message: 'Date cannot be before 1900-01-01' });
      if (options.notInFuture && day > new Date().toISOString().slice(0, 10))
        ctx.addIssue({ code: 'custom', message: options.notInFuture });
    })
    .transform((value) => (value === null ? null : value.slice(0, 10)))
    .default(null);

/** Path ids are positive integers; anything else is a 400 naming the parameter. */
export const idParam = z.coerce
  .number({ message: 'Must be a positive whole number' })
  .int('Must be a positive whole number')
  .positive('Must be a positive whole number');

export interface FieldError {
  field: string;
  message: string;
}

/** Every error answer of the API has this shape. */
export interface ApiErrorBody {
  message: string;
  errors?: FieldError[];
}

/** Keeps only the keys the client sent: a PATCH must not reset fields that defaults filled in. */
export function sentFields<T extends Record<string, unknown>>(parsed: T, body: unknown): Partial<T> {
  const sent = body && typeof body === 'object' ? Object.keys(body) : [];
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.includes(key))) as Partial<T>;
}
