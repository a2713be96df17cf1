import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts the server's `errors: [{field, message}]` on the matching form fields (also of an error that carries the
 * API's answer as its cause); returns true when any matched.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const answer = error instanceof ApiError ? error : cause instanceof ApiError ? cause : null;
  if (!answer) return false;
  let matched = false;
  for (const fieldError of answer.fieldErrors) {
    if (!fields.includes(fieldError.field)) continue;
    setError(fieldError.field as Path<T>, { type: 'server', message: fieldError.message });
    matched = true;
  }
  return matched;
}
