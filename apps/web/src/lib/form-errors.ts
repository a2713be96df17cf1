import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** Puts the server's `errors: [{field, message}]` on the matching form fields; returns true when any matched. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const fieldError of error.fieldErrors) {
    if (!fields.includes(fieldError.field)) continue;
    setError(fieldError.field as Path<T>, { type: 'server', message: fieldError.message });
    matched = true;
  }
  return matched;
}
