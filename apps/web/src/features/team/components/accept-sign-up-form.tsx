import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@ledgerline/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAcceptInvitation } from '../api/accept-invitation';

type SignUpInput = z.input<typeof registerFormSchema>;
type SignUpOutput = z.output<typeof registerFormSchema>;

const signUpFields = ['username', 'email', 'fullName', 'password', 'confirmPassword'] as const;

interface AcceptSignUpFormProps {
  token: string;
  email: string;
  onAccepted: () => void;
}

/** Spec 000's registration fields: the new user joins the inviting account instead of getting their own. */
export function AcceptSignUpForm({ token, email, onAccepted }: AcceptSignUpFormProps) {
  const form = useForm<SignUpInput, unknown, SignUpOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email, fullName: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const accept = useAcceptInvitation(token, onAccepted);
  const onSubmit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, form.setError, signUpFields),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign up and accept">
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
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? <Spinner /> : null}
        Sign up and join
      </Button>
    </form>
  );
}
