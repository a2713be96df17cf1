import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** 'Individual Not Found' on the detail page, 'Individual not found' on the edit page (spec 001). */
export function IndividualNotFound({ title = 'Individual Not Found' }: { title?: string }) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="space-y-4 pt-6 text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted-foreground">
          The individual you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        <Button asChild>
          <Link to="/individuals">
            <ArrowLeft aria-hidden />
            Back to Individuals
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
