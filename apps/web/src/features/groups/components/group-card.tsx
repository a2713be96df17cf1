import { Link } from 'react-router-dom';
import { Eye, Pencil, Star, Trash2 } from 'lucide-react';
import type { GroupView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDay } from '@/lib/format';
import { RequireRole } from '@/components/require-role';

interface GroupCardProps {
  group: GroupView;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  settingDefault: boolean;
}

/** One group on the list: name, 'Default' badge, created date, description, actions. */
export function GroupCard({ group, onEdit, onDelete, onSetDefault, settingDefault }: GroupCardProps) {
  return (
    <Card className="flex flex-col" role="article" aria-labelledby={`group-${group.id}-name`}>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle id={`group-${group.id}-name`} className="break-words">
            {group.name}
          </CardTitle>
          {group.isDefault ? <Badge>Default</Badge> : null}
        </div>
        <CardDescription>Created on {formatDay(group.createdAt)}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="text-sm break-words text-muted-foreground">
          {group.description || 'No description provided'}
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" asChild>
          <Link to={`/groups/${group.id}`} aria-label={`View ${group.name}`}>
            <Eye aria-hidden />
            View
          </Link>
        </Button>
        <RequireRole permission="edit">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${group.name}`}>
            <Pencil aria-hidden />
            Edit
          </Button>
        </RequireRole>
        <RequireRole permission="edit">
          <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Delete ${group.name}`}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        </RequireRole>
        {group.isDefault ? null : (
          <RequireRole permission="edit">
            <Button size="sm" variant="secondary" onClick={onSetDefault} disabled={settingDefault}>
              <Star aria-hidden />
              Set as Default
            </Button>
          </RequireRole>
        )}
      </CardFooter>
    </Card>
  );
}
