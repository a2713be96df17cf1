import { Trash2 } from 'lucide-react';
import type { GroupMemberView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { humanize } from '@/lib/humanize';

interface GroupMembersTableProps {
  members: GroupMemberView[];
  removingId: number | null;
  onRemove: (member: GroupMemberView) => void;
}

/** Spec 000 'Group detail' member table: Name, Type, Email, Status, Actions. */
export function GroupMembersTable({ members, removingId, onRemove }: GroupMembersTableProps) {
  if (members.length === 0)
    return <p className="py-8 text-center text-sm text-muted-foreground">This group has no entities yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="Group members">
        <thead className="border-b text-left text-muted-foreground">
          <tr>
            <th className="py-2 pr-4 font-medium">Name</th>
            <th className="py-2 pr-4 font-medium">Type</th>
            <th className="py-2 pr-4 font-medium">Email</th>
            <th className="py-2 pr-4 font-medium">Status</th>
            <th className="py-2 text-right font-medium">Actions</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} className="border-b last:border-0">
              <td className="py-2 pr-4 font-medium">{member.name}</td>
              <td className="py-2 pr-4">
                <Badge variant="outline">{humanize(member.type)}</Badge>
              </td>
              <td className="py-2 pr-4">{member.email || '-'}</td>
              <td className="py-2 pr-4">{humanize(member.status || 'active')}</td>
              <td className="py-2 text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${member.name}`}
                  disabled={removingId === member.id}
                  onClick={() => onRemove(member)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
