import { Card, CardContent } from '@/components/ui/card';
import { useTrustCounts } from '../api/get-trust-counts';

function CountCard({ title, count }: { title: string; count: number | null | undefined }) {
  const id = `trust-count-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card role="group" aria-labelledby={id}>
      <CardContent className="space-y-1 pt-6">
        <p id={id} className="text-sm font-medium text-muted-foreground">
          {title}
        </p>
        <p className="text-3xl font-bold">{count ?? '-'}</p>
      </CardContent>
    </Card>
  );
}

/** Spec 001 'Trusts': the counts of Active, Pending and Non-Compliant trusts. */
export function TrustCounts() {
  const counts = useTrustCounts().data;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <CountCard title="Active Trusts" count={counts?.active} />
      <CountCard title="Pending Trusts" count={counts?.pending} />
      <CountCard title="Non-Compliant Trusts" count={counts?.nonCompliant} />
    </div>
  );
}
