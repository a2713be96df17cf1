import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function RelationshipNotFound() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="space-y-4 pt-6 text-center">
        <h1 className="text-2xl font-bold">Relationship Not Found</h1>
        <p className="text-muted-foreground">
          The relationship you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        <Button asChild>
          <Link to="/relationships">
            <ArrowLeft aria-hidden />
            Back to Relationships
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
