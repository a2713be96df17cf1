import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { PAGE_SIZES } from '@ledgerline/contracts';
import type { GroupMemberView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListPagination } from '@/components/ui/list-pagination';
import { humanize } from '@/lib/humanize';

interface GroupMembersTableProps {
  members: GroupMemberView[];
  removingId: number | null;
  onRemove: (member: GroupMemberView) => void;
}

/**
 * Spec 000 'Group detail' member table: Name, Type, Email, Status, Actions. A page at a time (10 by default),
 * so a group of thousands renders as fast as a group of ten.
 */
export function GroupMembersTable({ members, removingId, onRemove }: GroupMembersTableProps) {
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(0);
  if (members.length === 0)
    return <p className="py-8 text-center text-sm text-muted-foreground">This group has no entities yet.</p>;
  // A removal can leave the last page empty: show the one before it.
  const currentPage = Math.min(page, Math.ceil(members.length / pageSize) - 1);
  const shown = members.slice(currentPage * pageSize, (currentPage + 1) * pageSize);
  return (
    <div className="space-y-4">
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
            {shown.map((member) => (
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
      <ListPagination
        page={{ currentPage, pageSize, total: members.length }}
        noun="members"
        onPrevious={() => setPage(currentPage - 1)}
        onNext={() => setPage(currentPage + 1)}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </div>
  );
}
