import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginRequest } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onSuccess: () => void;
  /** Offers the Register tab below the form when given. */
  onSwitchToRegister?: () => void;
  /** Signs this user in again: the username is filled in and cannot be changed. */
  username?: string;
}

export function LoginForm({ onSuccess, onSwitchToRegister, username }: LoginFormProps) {
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: username ?? '', password: '' },
  });
  const { errors } = form.formState;
  const loginMutation = useLogin({ onSuccess });

  const onSubmit = form.handleSubmit((credentials) =>
    loginMutation.mutate(credentials, {
      onError: (error) => applyServerFieldErrors(error, form.setError, ['username', 'password']),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Login">
      <FormField label="Username" error={errors.username?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="username"
            readOnly={username !== undefined}
            {...form.register('username')}
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? <Spinner /> : null}
        Login
      </Button>
      {onSwitchToRegister ? (
        <p className="text-center text-sm text-muted-foreground">
          Don&apos;t have an account?{' '}
          <Button variant="link" className="h-auto p-0" onClick={onSwitchToRegister}>
            Register here
          </Button>
        </p>
      ) : null}
    </form>
  );
}
