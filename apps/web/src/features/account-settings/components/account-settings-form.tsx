import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { localDay, type AccountSettingsView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { accountSettingsUpdateSchema, useUpdateAccountSettings } from '../api/update-account-settings';

type SettingsInput = z.input<typeof accountSettingsUpdateSchema>;
type SettingsOutput = z.output<typeof accountSettingsUpdateSchema>;

const fields = ['trackedFrom'] as const;

/** Account-wide settings; each field is sent only when changed, so more settings can sit beside it. */
export function AccountSettingsForm({ settings }: { settings: AccountSettingsView }) {
  const form = useForm<SettingsInput, unknown, SettingsOutput>({
    resolver: zodResolver(accountSettingsUpdateSchema),
    defaultValues: { trackedFrom: settings.trackedFrom },
  });
  const { errors } = form.formState;
  const mutation = useUpdateAccountSettings();
  useEffect(() => form.reset({ trackedFrom: settings.trackedFrom }), [form, settings.trackedFrom]);

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, form.setError, fields),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle id="deadline-tracking-title">Deadline tracking</CardTitle>
        <CardDescription>
          Filings due before the tracked-from date are kept as history and never shown as overdue. It starts
          on the day the account was opened ({settings.openedOn}).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid max-w-md gap-4"
          aria-labelledby="deadline-tracking-title"
        >
          <FormField label="Tracked from" error={errors.trackedFrom?.message} required>
            {(control) => (
              <Input
                {...control}
                type="date"
                min="1900-01-01"
                max={localDay(new Date(), settings.timeZone)}
                {...form.register('trackedFrom')}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? <Spinner /> : null}
              Save settings
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
