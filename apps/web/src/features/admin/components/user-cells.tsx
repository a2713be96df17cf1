import type { CustomCellRendererProps } from 'ag-grid-react';
import { Pencil, Trash2 } from 'lucide-react';
import type { PublicUser } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** What the users grid hands its action cells through the grid context. */
export interface UserRowActions {
  onEdit: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
}

export function AdminCell({ value }: CustomCellRendererProps<PublicUser, boolean>) {
  return value ? <Badge>Yes</Badge> : <Badge variant="outline">No</Badge>;
}

export function UserActionsCell({ data, context }: CustomCellRendererProps<PublicUser>) {
  if (!data) return null;
  const actions = context as UserRowActions;
  return (
    <div className="flex items-center gap-1">
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Edit ${data.username}`}
        onClick={() => actions.onEdit(data)}
      >
        <Pencil aria-hidden />
        Edit
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-destructive hover:text-destructive"
        aria-label={`Delete ${data.username}`}
        onClick={() => actions.onDelete(data)}
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
    </div>
  );
}
