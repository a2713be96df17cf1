import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

interface NotFoundCardProps {
  title: string;
  message: string;
  /** Where the way back leads ('/groups') and what it says ('Back to Groups'). */
  backTo: string;
  backLabel: string;
}

/** A record the server answered 404 for: gone or never there, which a retry will not change. */
export function NotFoundCard({ title, message, backTo, backLabel }: NotFoundCardProps) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="space-y-4 pt-6 text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted-foreground">{message}</p>
        <Button asChild>
          <Link to={backTo}>
            <ArrowLeft aria-hidden />
            {backLabel}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
