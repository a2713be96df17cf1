import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { GroupRequest, GroupView } from '@ledgerline/contracts';
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
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { groupFieldsSchema, useCreateGroup } from '../api/create-group';
import { useUpdateGroup } from '../api/update-group';

type GroupFields = z.output<typeof groupFieldsSchema>;

interface GroupFormDialogProps {
  /** The group being edited; none for 'Create New Group'. */
  group?: GroupView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Create New Group' and 'Edit Group' (name, description); the dialog mounts its form fresh on each opening. */
export function GroupFormDialog({ group, open, onOpenChange }: GroupFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? <GroupForm group={group} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function GroupForm({ group, onDone }: { group?: GroupView; onDone: () => void }) {
  const form = useForm<GroupRequest, unknown, GroupFields>({
    resolver: zodResolver(groupFieldsSchema),
    defaultValues: { name: group?.name ?? '', description: group?.description ?? '' },
  });
  const createMutation = useCreateGroup(onDone);
  const updateMutation = useUpdateGroup(onDone);
  const pending = createMutation.isPending || updateMutation.isPending;
  const onError = (error: unknown) => applyServerFieldErrors(error, form.setError, ['name', 'description']);
  const submit = form.handleSubmit((fields) =>
    group
      ? updateMutation.mutate({ groupId: group.id, group: fields }, { onError })
      : createMutation.mutate(fields, { onError }),
  );
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{group ? 'Edit Group' : 'Create New Group'}</DialogTitle>
        <DialogDescription>
          {group
            ? 'Change the name or description of this group.'
            : 'Collect related entities under one name.'}
        </DialogDescription>
      </DialogHeader>
      <FormField label="Name" required error={errors.name?.message}>
        {(control) => <Input {...control} autoFocus {...form.register('name')} />}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} {...form.register('description')} />}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : group ? 'Save Changes' : 'Create Group'}
        </Button>
      </DialogFooter>
    </form>
  );
}
