import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { EmailReminderMode, NotificationPreferencesView } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { applyServerFieldErrors } from '@/lib/form-errors';
import {
  notificationPreferencesSchema,
  useUpdateNotificationPreferences,
} from '../api/update-notification-preferences';

type PreferencesInput = z.input<typeof notificationPreferencesSchema>;
type PreferencesOutput = z.output<typeof notificationPreferencesSchema>;

const CHOICES: readonly { mode: EmailReminderMode; label: string; hint: string }[] = [
  {
    mode: 'immediate',
    label: 'As deadlines approach',
    hint: 'When a filing is 30, 14, 7 and 1 days from its due date, and when it becomes overdue. Filings that reach a point together come in one e-mail.',
  },
  {
    mode: 'weekly',
    label: 'Weekly digest',
    hint: 'One e-mail a week listing what is overdue or due within 30 days.',
  },
  { mode: 'none', label: 'No reminder e-mails', hint: 'You still see notifications in the app.' },
];

/** The signed-in user's own choice of reminder e-mails. */
export function EmailRemindersForm({ preferences }: { preferences: NotificationPreferencesView }) {
  const form = useForm<PreferencesInput, unknown, PreferencesOutput>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: { emailReminders: preferences.emailReminders },
  });
  const mutation = useUpdateNotificationPreferences();
  const error = form.formState.errors.emailReminders?.message;
  useEffect(
    () => form.reset({ emailReminders: preferences.emailReminders }),
    [form, preferences.emailReminders],
  );

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onError: (failure) => applyServerFieldErrors(failure, form.setError, ['emailReminders']),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle id="email-reminders-title">Deadline reminders by e-mail</CardTitle>
        <CardDescription>
          {preferences.email
            ? `Sent to ${preferences.email}. Every e-mail has a link to unsubscribe.`
            : 'You have no e-mail address on your profile, so no reminder e-mails are sent whatever you choose.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="email-reminders-title">
          <fieldset className="grid gap-3" aria-describedby={error ? 'email-reminders-error' : undefined}>
            <legend className="sr-only">Reminder e-mails</legend>
            {CHOICES.map(({ mode, label, hint }) => (
              <label
                key={mode}
                className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm"
              >
                <input
                  type="radio"
                  value={mode}
                  className="mt-1 accent-primary"
                  aria-describedby={`email-reminders-${mode}-hint`}
                  {...form.register('emailReminders')}
                />
                <span className="grid gap-1">
                  <span className="font-medium">{label}</span>
                  <span id={`email-reminders-${mode}-hint`} className="text-muted-foreground">
                    {hint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {error ? (
            <p id="email-reminders-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? <Spinner /> : null}
              Save reminder settings
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
