import { Eye } from 'lucide-react';
import { useCan } from '@/lib/session/account-role';

/** One line above every page for a viewer: why the pages have no Add, Edit or Delete (issue 14). */
export function ViewOnlyNotice() {
  const edit = useCan('edit');
  if (edit.allowed) return null;
  return (
    <p
      role="note"
      className="mb-4 flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm text-muted-foreground"
    >
      <Eye className="size-4 shrink-0" aria-hidden />
      View-only access: {edit.reason} You may read, search and export.
    </p>
  );
}
