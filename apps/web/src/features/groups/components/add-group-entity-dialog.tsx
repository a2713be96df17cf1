import { useState } from 'react';
import type { GroupMemberView } from '@ledgerline/contracts';
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
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useAddGroupEntity } from '../api/add-group-entity';
import { useAddableEntities } from '../api/get-addable-entities';

interface AddGroupEntityDialogProps {
  groupId: number;
  members: GroupMemberView[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const kindNames: Record<string, string> = { company: 'Company', individual: 'Individual', trust: 'Trust' };

/** Spec 000 'Group detail': a select of entities not already in the group. */
export function AddGroupEntityDialog({ groupId, members, open, onOpenChange }: AddGroupEntityDialogProps) {
  const [entityId, setEntityId] = useState('');
  const entitiesQuery = useAddableEntities(open);
  const close = () => {
    setEntityId('');
    onOpenChange(false);
  };
  const addMutation = useAddGroupEntity(close);
  const memberIds = new Set(members.map((member) => member.id));
  const options = (entitiesQuery.data ?? [])
    .filter((entity) => !memberIds.has(entity.id))
    .map((entity) => ({
      value: String(entity.id),
      label: `${entity.name} (${kindNames[entity.type] ?? entity.type})`,
    }));
  const selected = Number(entityId);

  let content: React.ReactNode;
  if (entitiesQuery.isPending) content = <Spinner label="Loading entities..." />;
  else if (entitiesQuery.isError)
    content = <p className="text-sm text-destructive">Failed to load entities.</p>;
  else if (options.length === 0)
    content = <p className="text-sm text-muted-foreground">No entities available to add.</p>;
  else
    content = (
      <FormField label="Entity">
        {(control) => (
          <Select
            {...control}
            options={options}
            placeholder="Select an entity"
            value={entityId}
            onValueChange={setEntityId}
          />
        )}
      </FormField>
    );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Entity</DialogTitle>
          <DialogDescription>Add one of your entities to this group.</DialogDescription>
        </DialogHeader>
        {content}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!Number.isInteger(selected) || selected <= 0 || addMutation.isPending}
            onClick={() => addMutation.mutate({ groupId, entityId: selected })}
          >
            {addMutation.isPending ? 'Adding...' : 'Add Entity'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
