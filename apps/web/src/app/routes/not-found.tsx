import { Link } from 'react-router-dom';
import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Spec 000 section 2: the fallback for any unmatched path. */
export function NotFoundContent() {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="space-y-4 pt-6">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Button variant="outline" asChild>
          <Link to="/">Go to Home</Link>
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
