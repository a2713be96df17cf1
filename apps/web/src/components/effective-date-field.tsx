import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { accountToday } from '@/lib/account-settings/account-time-zone';

interface EffectiveDateFieldProps {
  registration: UseFormRegisterReturn<'effectiveDate'>;
  error?: string;
  /** What the day means for this record, and what an empty field leaves. */
  description: string;
}

/**
 * When an edit took effect: sent as `effectiveDate`, kept as the change's effective time, and read
 * in the history as "effective <day>". Not a field of the record, so it starts empty on every edit.
 */
export function EffectiveDateField({ registration, error, description }: EffectiveDateFieldProps) {
  return (
    <fieldset className="grid gap-4 rounded-md border p-4 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">About this change</legend>
      <FormField label="Effective date" description={description} error={error}>
        {(control) => (
          <Input {...control} type="date" min="1900-01-01" max={accountToday()} {...registration} />
        )}
      </FormField>
    </fieldset>
  );
}
