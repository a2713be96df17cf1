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
import { useAcceptInvitation } from '../api/accept-invitation';

interface AcceptSignUpFormProps {
  token: string;
  email: string;
  onAccepted: () => void;
}

/** Spec 000's registration fields: the new user joins the inviting account instead of getting their own. */
export function AcceptSignUpForm({ token, email, onAccepted }: AcceptSignUpFormProps) {
  const form = useForm<RegistrationInput, unknown, RegistrationOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email, fullName: '', password: '', confirmPassword: '' },
  });
  const accept = useAcceptInvitation(token, onAccepted);
  const onSubmit = form.handleSubmit((values) =>
    accept.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, form.setError, registrationFieldNames),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign up and accept">
      <RegistrationFields form={form} />
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? <Spinner /> : null}
        Sign up and join
      </Button>
    </form>
  );
}
