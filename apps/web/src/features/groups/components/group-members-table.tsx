import { Trash2 } from 'lucide-react';
import type { GroupMemberView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListPagination } from '@/components/ui/list-pagination';
import { humanize } from '@/lib/humanize';
import type { ListPage } from '@/lib/list-query';
import { RequireRole } from '@/components/require-role';

interface GroupMembersTableProps {
  /** The page the server answered: its members and how many match in all. */
  page: ListPage<GroupMemberView>;
  pageIndex: number;
  pageSize: number;
  /** A search is applied: an empty answer means no match rather than an empty group. */
  searching: boolean;
  /** The next page is on its way (the current one stays shown). */
  loading: boolean;
  removingId: number | null;
  onRemove: (member: GroupMemberView) => void;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * Spec 000 'Group detail' member table: Name, Type, Email, Status, Actions. One page at a time (10 by
 * default) read from the server, so a group of thousands costs what a group of ten does.
 */
export function GroupMembersTable(props: GroupMembersTableProps) {
  const { page, pageIndex, pageSize, removingId, onRemove } = props;
  if (page.total === 0)
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        {props.searching ? 'No members match your search.' : 'This group has no entities yet.'}
      </p>
    );
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-label="Group members" aria-busy={props.loading}>
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
            {page.rows.map((member) => (
              <tr key={member.id} className="border-b last:border-0">
                <td className="py-2 pr-4 font-medium">{member.name}</td>
                <td className="py-2 pr-4">
                  <Badge variant="outline">{humanize(member.type)}</Badge>
                </td>
                <td className="py-2 pr-4">{member.email || '-'}</td>
                <td className="py-2 pr-4">{humanize(member.status || 'active')}</td>
                <td className="py-2 text-right">
                  <RequireRole permission="edit">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${member.name}`}
                      disabled={removingId === member.id}
                      onClick={() => onRemove(member)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </RequireRole>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ListPagination
        page={{ currentPage: pageIndex, pageSize, total: page.total }}
        noun="members"
        onPrevious={() => props.onPageChange(pageIndex - 1)}
        onNext={() => props.onPageChange(pageIndex + 1)}
        onPageSizeChange={props.onPageSizeChange}
      />
    </div>
  );
}
