import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EntityPicker } from '@/components/ui/entity-picker';
import { FormField } from '@/components/ui/form-field';
import { useAddGroupEntity } from '../api/add-group-entity';

interface AddGroupEntityDialogProps {
  groupId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec 000 'Group detail': a search over the entities not already in the group, which the server leaves out
 * (`notInGroupId`). The picker lives in the dialog's content, so its requests run only while the dialog is
 * open (spec 000 section 7).
 */
export function AddGroupEntityDialog({ groupId, open, onOpenChange }: AddGroupEntityDialogProps) {
  const [entityId, setEntityId] = useState('');
  const close = () => {
    setEntityId('');
    onOpenChange(false);
  };
  const addMutation = useAddGroupEntity(close);
  const selected = Number(entityId);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      {/* The picker takes the focus once its entities have loaded, not Cancel while it is still disabled. */}
      <DialogContent onOpenAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Add Entity</DialogTitle>
          <DialogDescription>Add one of your entities to this group.</DialogDescription>
        </DialogHeader>
        <FormField label="Entity">
          {(control) => (
            <EntityPicker
              {...control}
              value={entityId}
              notInGroupId={groupId}
              placeholder="Select an entity"
              autoFocus
              noneText="No entities available to add."
              onValueChange={setEntityId}
            />
          )}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!Number.isSafeInteger(selected) || selected <= 0 || addMutation.isPending}
            onClick={() => addMutation.mutate({ groupId, entityId: selected })}
          >
            {addMutation.isPending ? 'Adding...' : 'Add Entity'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
