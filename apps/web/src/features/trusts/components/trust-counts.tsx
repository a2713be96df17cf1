import { Card, CardContent } from '@/components/ui/card';
import type { TrustListItem } from '../api/get-trusts';
import { isTrustCompliant } from './trust-compliance';

function CountCard({ title, count }: { title: string; count: number | null }) {
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
export function TrustCounts({ trusts }: { trusts: TrustListItem[] | undefined }) {
  const count = (test: (trust: TrustListItem) => boolean) => (trusts ? trusts.filter(test).length : null);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <CountCard title="Active Trusts" count={count((trust) => (trust.status || 'active') === 'active')} />
      <CountCard title="Pending Trusts" count={count((trust) => trust.status === 'pending')} />
      <CountCard title="Non-Compliant Trusts" count={count((trust) => !isTrustCompliant(trust))} />
    </div>
  );
}
