import { Link } from 'react-router-dom';
import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** The fallback for any unmatched path, in words for users rather than the spec's developer text (docs/decisions/0077). */
export function NotFoundContent() {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="space-y-4 pt-6">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">Page not found</h1>
        </div>
        <p className="text-sm text-muted-foreground">
          We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
        </p>
        <Button variant="outline" asChild>
          <Link to="/dashboard">Go to the dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function NotFoundRoute() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <NotFoundContent />
    </main>
  );
}
