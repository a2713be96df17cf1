import type { ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import type { TrashItemView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDay, formatRelative } from '@/lib/format';
import { humanize } from '@/lib/humanize';
import { RequireRole } from '@/components/require-role';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the deletion removed and a restore brings back (links whose other end is still there). */
function removedWith(item: TrashItemView): string {
  const parts = [
    item.relationships ? plural(item.relationships, 'relationship', 'relationships') : null,
    item.assets ? plural(item.assets, 'asset', 'assets') : null,
    item.groupMemberships ? plural(item.groupMemberships, 'group membership', 'group memberships') : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : '-';
}

interface TrashTableProps {
  rows: TrashItemView[];
  loading: boolean;
  restoringId: number | null;
  onRestore: (item: TrashItemView) => void;
  actionsFor?: (item: TrashItemView) => ReactNode;
}

/** The deleted records of one page: Name, Type, Deleted, By, Restorable until, With, Restore. */
export function TrashTable({ rows, loading, restoringId, onRestore, actionsFor }: TrashTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="Deleted records" aria-busy={loading}>
        <thead className="border-b text-left text-muted-foreground">
          <tr>
            <th className="py-2 pr-4 font-medium">Name</th>
            <th className="py-2 pr-4 font-medium">Type</th>
            <th className="py-2 pr-4 font-medium">Deleted</th>
            <th className="py-2 pr-4 font-medium">Deleted by</th>
            <th className="py-2 pr-4 font-medium">Restorable until</th>
            <th className="py-2 pr-4 font-medium">Removed with it</th>
            <th className="py-2 text-right font-medium">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={item.entityId} className="border-b last:border-0">
              <td className="py-2 pr-4 font-medium">{item.name}</td>
              <td className="py-2 pr-4">
                <Badge variant="outline">{humanize(item.type)}</Badge>
              </td>
              <td className="py-2 pr-4" title={item.deletedAt}>
                {formatRelative(item.deletedAt)}
              </td>
              <td className="py-2 pr-4">{item.deletedBy?.name ?? '-'}</td>
              <td className="py-2 pr-4">{formatDay(item.purgeAfter)}</td>
              <td className="py-2 pr-4">{removedWith(item)}</td>
              <td className="py-2">
                {/* A flex cell would leave the table's layout: the buttons wrap inside the cell instead. */}
                <div className="flex flex-wrap justify-end gap-2">
                  <RequireRole permission="edit">
                    <>
                      {actionsFor?.(item)}
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Restore ${item.name}`}
                        disabled={restoringId === item.entityId}
                        onClick={() => onRestore(item)}
                      >
                        <RotateCcw aria-hidden />
                        {restoringId === item.entityId ? 'Restoring...' : 'Restore'}
                      </Button>
                    </>
                  </RequireRole>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
