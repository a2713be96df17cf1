import type { BodsImportPreview } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The counts a preview or an import reports, and the plan limit it would reach. */
export function BodsPreviewSummary({ preview, applied }: { preview: BodsImportPreview; applied: boolean }) {
  const { create, match, planLimit } = preview;
  const verb = applied ? 'Created' : 'To create';
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" aria-label="Import counts">
        <Count label="Statements" value={String(preview.statements)} />
        <Count
          label={verb}
          value={[
            plural(create.companies, 'company').replace('companys', 'companies'),
            plural(create.individuals, 'individual'),
            plural(create.trusts, 'trust'),
            plural(create.relationships, 'relationship'),
          ].join(', ')}
        />
        <Count
          label={applied ? 'Matched' : 'To match'}
          value={`${plural(match.entities, 'record')}, ${plural(match.relationships, 'relationship')}`}
        />
        <Count label="Problems" value={String(preview.problems.length)} />
        <Count label="Not kept" value={String(preview.notKept?.length ?? 0)} />
      </dl>
      {!planLimit.withinLimit ? (
        <Alert variant="destructive">
          <AlertTitle>Over the plan limit</AlertTitle>
          <AlertDescription>
            {planLimit.message} The import would leave {planLimit.entitiesAfter} entities and{' '}
            {planLimit.relationshipsAfter} relationships (limit {planLimit.entityLimit}).
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

function Count({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
