import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function ComplianceNotFound() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="space-y-4 pt-6 text-center">
        <h1 className="text-2xl font-bold">Company Not Found</h1>
        <p className="text-muted-foreground">
          The company you&apos;re looking for doesn&apos;t exist or could not be loaded.
        </p>
        <Button asChild>
          <Link to="/dashboard">
            <ArrowLeft aria-hidden />
            Return to Dashboard
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function InvalidEntityType() {
  return (
    <Alert variant="destructive" className="mx-auto max-w-2xl">
      <AlertTitle>Invalid Entity Type</AlertTitle>
      <AlertDescription>
        Compliance information is only available for companies and trusts, not individuals.
      </AlertDescription>
    </Alert>
  );
}
