import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DetailSkeleton } from '@/components/ui/detail-skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useIndividual } from '../api/get-individual';
import { EditIndividualForm } from './edit-individual-form';
import { IndividualNotFound } from './individual-not-found';

/** Spec 001 'Individuals' edit page: Back to Individual and the form; 'Individual not found' otherwise. */
export function IndividualEdit({ individualId, onDone }: { individualId: number; onDone: () => void }) {
  const individualQuery = useIndividual(individualId);
  const notFound = <IndividualNotFound title="Individual not found" />;
  if (!(Number.isSafeInteger(individualId) && individualId > 0)) return notFound;
  if (individualQuery.isPending) return <DetailSkeleton label="Loading individual" />;
  if (individualQuery.isError) {
    if (individualQuery.error instanceof ApiError && individualQuery.error.status === 404) return notFound;
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load the individual.</AlertTitle>
        <AlertDescription>{errorMessage(individualQuery.error)}</AlertDescription>
      </Alert>
    );
  }
  if (individualQuery.data.type !== 'individual') return notFound;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to={`/individuals/${individualId}`}>
          <ArrowLeft aria-hidden />
          Back to Individual
        </Link>
      </Button>
      <EditIndividualForm individual={individualQuery.data} onSaved={onDone} onCancel={onDone} />
    </div>
  );
}
