import { lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { isChunkLoadError, mayReloadForStaleChunk, reloadForStaleChunk } from '@/lib/stale-chunk';

// The error screens live in the entry chunk: they must show when no other chunk can be fetched. They never
// print the error itself; React Router already logged it to the console for developers.

const NotFoundPage = lazy(async () => ({ default: (await import('./routes/not-found')).NotFoundRoute }));
const NotFoundContent = lazy(async () => ({
  default: (await import('./routes/not-found')).NotFoundContent,
}));

type Placement = 'page' | 'shell';

function ErrorCard({ chunkMissing, placement }: { chunkMissing: boolean; placement: Placement }) {
  const navigate = useNavigate();
  const location = useLocation();
  // A failed import stays failed for this page's router, so only a reload fetches the chunk again; any other
  // error gets a fresh render of the same address.
  const tryAgain = () =>
    chunkMissing ? window.location.reload() : navigate(location, { replace: true, state: location.state });
  return (
    <Card className="mx-auto w-full max-w-md" role="alert">
      <CardContent className="space-y-4 pt-6">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">
            {chunkMissing ? 'This page could not be loaded' : 'Something went wrong'}
          </h1>
        </div>
        <p className="text-sm text-muted-foreground">
          {chunkMissing
            ? 'Ledgerline may have been updated since this tab was opened, or the connection was lost. Try again to load the latest version.'
            : 'This page ran into a problem. Try again, and if it keeps happening, reload the page.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={tryAgain}>Try again</Button>
          <Button variant="outline" asChild>
            <Link to={placement === 'shell' ? '/dashboard' : '/'}>
              {placement === 'shell' ? 'Go to Dashboard' : 'Go to Home'}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function RouteError({ placement }: { placement: Placement }) {
  const error = useRouteError();
  const chunkMissing = isChunkLoadError(error);
  // A chunk missing after a release: one automatic reload fetches the new one; a second failure within the
  // guard's minute shows the screen instead of reloading again.
  const [autoReload] = useState(() => chunkMissing && mayReloadForStaleChunk());
  useEffect(() => {
    if (autoReload) reloadForStaleChunk();
  }, [autoReload]);

  const fullPage = placement === 'page';
  if (autoReload)
    return fullPage ? <FullPageSpinner /> : <Spinner className="mx-auto size-8" label="Loading" />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <Suspense fallback={null}>{fullPage ? <NotFoundPage /> : <NotFoundContent />}</Suspense>;
  }
  const card = <ErrorCard chunkMissing={chunkMissing} placement={placement} />;
  return fullPage ? (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">{card}</main>
  ) : (
    card
  );
}

/** The root's error element: anything outside the signed-in shell, or the shell itself, failed. */
export function RootRouteError() {
  return <RouteError placement="page" />;
}

/** The error element under the shell's outlet: the sidebar and top bar stay usable. */
export function ShellRouteError() {
  return <RouteError placement="shell" />;
}
