import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  inviteMemberRequestSchema,
  type CreatedInvitation,
  type InviteMemberRequest,
} from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useInviteMember } from '../api/invite-member';
import { InvitationLink } from './invitation-link';
import { ROLE_DESCRIPTIONS, ROLE_OPTIONS } from './role-options';

const inviteFields = ['email', 'role'] as const;

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Invite by e-mail with a role; once created, the dialog shows the link to copy instead of the form. */
export function InviteDialog({ open, onOpenChange }: InviteDialogProps) {
  const [created, setCreated] = useState<{ invitation: CreatedInvitation; email: string } | null>(null);
  const form = useForm<InviteMemberRequest>({
    resolver: zodResolver(inviteMemberRequestSchema),
    defaultValues: { email: '', role: 'editor' },
  });
  const invite = useInviteMember((invitation) => setCreated({ invitation, email: form.getValues('email') }));
  const close = () => {
    setCreated(null);
    form.reset();
    onOpenChange(false);
  };
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, { onError: (error) => applyServerFieldErrors(error, form.setError, inviteFields) }),
  );
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{created ? 'Invitation created' : 'Invite a member'}</DialogTitle>
          <DialogDescription>
            {created
              ? 'The invitation is pending until it is accepted.'
              : 'They join this account with the role you choose, within the plan’s seats.'}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <InvitationLink invitation={created.invitation} email={created.email} />
            <DialogFooter>
              <Button onClick={close}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Invite a member">
            <FormField label="Email" error={errors.email?.message} required>
              {(control) => (
                <Input {...control} type="email" autoComplete="off" {...form.register('email')} />
              )}
            </FormField>
            <FormField label="Role" error={errors.role?.message} description={ROLE_DESCRIPTIONS[role]}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="role"
                  render={({ field }) => (
                    <Select
                      {...control}
                      options={ROLE_OPTIONS}
                      value={field.value}
                      onValueChange={field.onChange}
                    />
                  )}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={invite.isPending}>
                {invite.isPending ? 'Inviting...' : 'Send invitation'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
