import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { ErasureCandidateView } from '@ledgerline/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { useErasureCandidates } from '../api/get-erasure-candidates';
import { ErasePersonalDataButton } from './erase-personal-data-button';
import { RetentionRulesCard } from './retention-rules-card';

function CandidateRow({ candidate }: { candidate: ErasureCandidateView }) {
  return (
    <tr className="border-b last:border-0">
      <td className="py-2 pr-4 font-medium">{candidate.name}</td>
      <td className="py-2 pr-4">{formatDay(candidate.registeredOn)}</td>
      <td className="py-2 pr-4">{formatDay(candidate.deletedOn)}</td>
      <td className="py-2 pr-4">
        {candidate.due ? (
          <Badge variant="destructive">Due since {formatDay(candidate.erasableFrom)}</Badge>
        ) : (
          <Badge variant="outline">Kept until {formatDay(candidate.erasableFrom)}</Badge>
        )}
      </td>
      <td className="py-2 text-right">
        <ErasePersonalDataButton
          target={{
            entityId: candidate.entityId,
            name: candidate.name,
            early: !candidate.due,
            erasableFrom: candidate.erasableFrom,
          }}
        />
      </td>
    </tr>
  );
}

/**
 * Account menu -> Personal data (docs/decisions/0032): deleted individuals whose retention period is over, to
 * erase (POPIA s14), and the retention period of each kind of record.
 */
export function PersonalDataPage() {
  const [all, setAll] = useState(false);
  const candidates = useErasureCandidates(!all);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Personal data</h1>
        <p className="text-muted-foreground">
          Deleted individuals whose retention period is over are due for erasure under POPIA: their personal
          fields become unreadable, their part in the structure stays.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Due for erasure</CardTitle>
          <CardDescription>
            Nothing is erased automatically: you decide, and it cannot be undone.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <CheckboxField
            label="Also show deleted individuals still under the retention rules"
            checked={all}
            onChange={(event) => setAll(event.target.checked)}
          />
          {candidates.isError ? (
            <LoadErrorAlert
              title="Could not load the individuals due for erasure"
              detail={errorMessage(candidates.error)}
              onRetry={() => void candidates.refetch()}
            />
          ) : !candidates.data ? (
            <Skeleton className="h-16 w-full" />
          ) : candidates.data.length === 0 ? (
            <EmptyState
              icon={<ShieldCheck aria-hidden />}
              title={all ? 'No deleted individuals' : 'Nothing is due for erasure'}
              description="Deleted individuals appear here once their retention period is over."
            />
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" aria-label="Individuals due for erasure">
                <thead className="border-b text-left text-muted-foreground">
                  <tr>
                    <th className="py-2 pr-4 font-medium">Name</th>
                    <th className="py-2 pr-4 font-medium">Registered</th>
                    <th className="py-2 pr-4 font-medium">Deleted</th>
                    <th className="py-2 pr-4 font-medium">Retention</th>
                    <th className="py-2 text-right font-medium">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {candidates.data.map((candidate) => (
                    <CandidateRow key={candidate.entityId} candidate={candidate} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
      <RetentionRulesCard />
    </div>
  );
}
