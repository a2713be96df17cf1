import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { type MarkFiledResult, useMarkFiled } from '../api/filing-actions';

const OUTCOMES: Record<MarkFiledResult['outcome'], string> = {
  submitted: 'marked as filed',
  already_submitted: 'already submitted',
  not_found: 'not found',
  refused: 'refused',
};

function summary(results: readonly MarkFiledResult[]): string {
  const counts = new Map<string, number>();
  for (const result of results) counts.set(result.outcome, (counts.get(result.outcome) ?? 0) + 1);
  return [...counts]
    .map(([outcome, count]) => `${count} ${OUTCOMES[outcome as MarkFiledResult['outcome']]}`)
    .join(', ');
}

/** Bulk "Mark as filed" for history: one submission date for all, an answer per filing. */
export function MarkFiledDialog(props: { ids: number[] | null; onClose: () => void; onDone: () => void }) {
  const { ids, onClose, onDone } = props;
  const [submissionDate, setSubmissionDate] = useState('');
  const [results, setResults] = useState<MarkFiledResult[] | null>(null);
  const markFiled = useMarkFiled(onDone);
  if (!ids) return null;
  const close = () => {
    setResults(null);
    setSubmissionDate('');
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark as filed</DialogTitle>
          <DialogDescription>
            Record {ids.length} selected {ids.length === 1 ? 'filing' : 'filings'} as submitted, for history
            that was filed before you used Ledgerline.
          </DialogDescription>
        </DialogHeader>
        {results ? (
          <div className="grid gap-2" role="status">
            <p className="font-medium">{summary(results)}</p>
            <ul className="max-h-48 overflow-y-auto text-sm">
              {results
                .filter((result) => result.outcome !== 'submitted')
                .map((result) => (
                  <li key={result.id}>
                    Filing #{result.id}: {OUTCOMES[result.outcome]}
                    {result.message ? ` (${result.message})` : ''}
                  </li>
                ))}
            </ul>
          </div>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor="mark-filed-date">Submission date (optional; today if empty)</Label>
            <Input
              id="mark-filed-date"
              type="date"
              value={submissionDate}
              onChange={(event) => setSubmissionDate(event.target.value)}
            />
            {markFiled.isError ? (
              <p className="text-sm text-destructive" role="alert">
                {errorMessage(markFiled.error)}
              </p>
            ) : null}
          </div>
        )}
        <DialogFooter>
          {results ? (
            <Button onClick={close}>Done</Button>
          ) : (
            <>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button
                disabled={markFiled.isPending}
                onClick={() =>
                  markFiled.mutate(
                    { ids, submissionDate: submissionDate || null },
                    { onSuccess: (answer) => setResults(answer.results) },
                  )
                }
              >
                {markFiled.isPending ? 'Saving...' : `Mark ${ids.length} as filed`}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
