import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function TrustComplianceNotFound() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="space-y-4 pt-6 text-center">
        <h1 className="text-2xl font-bold">Trust not found</h1>
        <p className="text-muted-foreground">
          The requested trust could not be found or you don&apos;t have access to it.
        </p>
        <Button asChild>
          <Link to="/trusts">
            <ArrowLeft aria-hidden />
            Back to Trusts
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
