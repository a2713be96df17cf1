import { useLocation } from 'react-router-dom';
import { Eye } from 'lucide-react';
import { NotFoundCard } from '@/components/layout/not-found-card';
import { useCan } from '@/lib/session/account-role';

/** One line above every page for a viewer: why the pages have no Add, Edit or Delete. */
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

/** The pages that only write: a create or edit form, the BODS import. */
const WRITE_PAGE = /\/(create|edit)$|^\/import\/bods$/;

/** A viewer who follows a link to a form gets the reason instead of a form the server would refuse. */
export function ViewerWriteGuard({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const edit = useCan('edit');
  if (edit.allowed || !WRITE_PAGE.test(pathname)) return children;
  const back = pathname.replace(/\/(create|edit)$/, '');
  return (
    <NotFoundCard
      title="View-only access"
      message={`${edit.reason} Ask an owner or admin of the account for the editor role.`}
      backTo={back && back !== '/import/bods' ? back : '/dashboard'}
      backLabel="Back"
    />
  );
}
