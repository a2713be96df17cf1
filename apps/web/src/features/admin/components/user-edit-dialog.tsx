import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminUserUpdateRequest, PublicUser } from '@ledgerline/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { adminUserUpdateSchema, useUpdateUser } from '../api/update-user';
import { UserFormFields } from './user-form-fields';

type UserEdit = z.output<typeof adminUserUpdateSchema>;
const EDITED_FIELDS = ['username', 'email', 'isAdmin', 'subscriptionTier', 'subscriptionStatus'] as const;

/** Only what the dialog shows: the schema fills a field it does not show (the expiry) with null, which would clear it. */
const editedOnly = (fields: UserEdit): UserEdit =>
  Object.fromEntries(EDITED_FIELDS.filter((key) => key in fields).map((key) => [key, fields[key]]));

interface UserEditDialogProps {
  /** The user being edited; the dialog is open while there is one. */
  user: PublicUser | null;
  onClose: () => void;
}

/** The form mounts fresh for each user, so its defaults are that user's values. */
export function UserEditDialog({ user, onClose }: UserEditDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {user ? <UserEditForm key={user.id} user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UserEditForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const form = useForm<AdminUserUpdateRequest, unknown, UserEdit>({
    resolver: zodResolver(adminUserUpdateSchema),
    defaultValues: {
      username: user.username,
      email: user.email ?? '',
      isAdmin: user.isAdmin,
      subscriptionTier: user.subscriptionTier,
      subscriptionStatus: user.subscriptionStatus,
    },
  });
  const updateMutation = useUpdateUser(onDone);
  const submit = form.handleSubmit((fields) =>
    updateMutation.mutate(
      { userId: user.id, patch: editedOnly(fields) },
      { onError: (error) => applyServerFieldErrors(error, form.setError, [...EDITED_FIELDS]) },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit User</DialogTitle>
        <DialogDescription>Change the account, role and subscription of {user.username}.</DialogDescription>
      </DialogHeader>
      <UserFormFields
        control={form.control}
        register={form.register}
        errors={form.formState.errors}
        currentStatus={user.subscriptionStatus}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={updateMutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={updateMutation.isPending}>
          {updateMutation.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
