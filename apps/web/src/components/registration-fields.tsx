import type { UseFormReturn } from 'react-hook-form';
import type { registerFormSchema } from '@ledgerline/contracts';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export type RegistrationInput = z.input<typeof registerFormSchema>;
export type RegistrationOutput = z.output<typeof registerFormSchema>;

export const registrationFieldNames = [
  'username',
  'email',
  'fullName',
  'password',
  'confirmPassword',
] as const;

/** Spec 000's registration fields, shared by Register on /auth and signing up from an invitation. */
export function RegistrationFields({
  form,
}: {
  form: UseFormReturn<RegistrationInput, unknown, RegistrationOutput>;
}) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Username" error={errors.username?.message} required>
        {(control) => <Input {...control} autoComplete="username" {...form.register('username')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label="Full Name" error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message} required>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
    </>
  );
}
