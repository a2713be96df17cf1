import type { FieldErrors, FieldValues } from 'react-hook-form';
import { humanize } from '@/lib/humanize';
import { Alert, AlertDescription, AlertTitle } from './alert';

interface HiddenFieldErrorsProps<T extends FieldValues> {
  errors: FieldErrors<T>;
  /** The fields the form shows right now; their errors are shown next to them. */
  shown: readonly string[];
  labels?: Readonly<Record<string, string>>;
}

/**
 * Errors on fields the form does not show (hidden by another choice, or not a control at all), listed at the
 * form's foot: a submit is never refused without a visible message.
 */
export function HiddenFieldErrors<T extends FieldValues>({
  errors,
  shown,
  labels,
}: HiddenFieldErrorsProps<T>) {
  const hidden = Object.entries(errors).flatMap(([name, error]) =>
    shown.includes(name) || typeof error?.message !== 'string' ? [] : [[name, error.message] as const],
  );
  if (hidden.length === 0) return null;
  return (
    <Alert variant="destructive">
      <AlertTitle>Please correct the following</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {hidden.map(([name, message]) => (
            <li key={name}>
              {labels?.[name] ?? humanize(name)}: {message}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
