import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@ledgerline/contracts';
import {
  RegistrationFields,
  registrationFieldNames,
  type RegistrationInput,
  type RegistrationOutput,
} from '@/components/registration-fields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useRegister } from '../api/register';

interface RegisterFormProps {
  onSuccess: () => void;
  onSwitchToLogin: () => void;
}

export function RegisterForm({ onSuccess, onSwitchToLogin }: RegisterFormProps) {
  const form = useForm<RegistrationInput, unknown, RegistrationOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', fullName: '', password: '', confirmPassword: '' },
  });
  const registerMutation = useRegister({ onSuccess });

  const onSubmit = form.handleSubmit((values) =>
    registerMutation.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, form.setError, registrationFieldNames),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Register">
      <RegistrationFields form={form} />
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? <Spinner /> : null}
        Register
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Button variant="link" className="h-auto p-0" onClick={onSwitchToLogin}>
          Login here
        </Button>
      </p>
    </form>
  );
}
