import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { changePasswordFormSchema, useChangePassword } from '../api/change-password';

type ChangePasswordInput = z.input<typeof changePasswordFormSchema>;
type ChangePasswordOutput = z.output<typeof changePasswordFormSchema>;

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordOutput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const mutation = useChangePassword({ onSuccess: () => form.reset(empty) });

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, form.setError, fields),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle id="change-password-title">Change password</CardTitle>
        <CardDescription>
          At least 6 characters. Every other device signed in to your account is signed out; this one stays.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid max-w-md gap-4"
          aria-labelledby="change-password-title"
        >
          {/* Lets password managers tie the new password to this account. */}
          <input type="text" name="username" autoComplete="username" hidden readOnly />
          <PasswordField
            label="Current password"
            error={errors.currentPassword?.message}
            autoComplete="current-password"
            registration={form.register('currentPassword')}
          />
          <PasswordField
            label="New password"
            error={errors.newPassword?.message}
            autoComplete="new-password"
            registration={form.register('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            error={errors.confirmPassword?.message}
            autoComplete="new-password"
            registration={form.register('confirmPassword')}
          />
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? <Spinner /> : null}
              Change password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

interface PasswordFieldProps {
  label: string;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
}

function PasswordField({ label, error, autoComplete, registration }: PasswordFieldProps) {
  return (
    <FormField label={label} error={error} required>
      {(control) => <Input {...control} type="password" autoComplete={autoComplete} {...registration} />}
    </FormField>
  );
}
