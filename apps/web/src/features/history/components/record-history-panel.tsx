import { useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { type HistorySubject, useRecordHistory } from '../api/get-record-history';
import { AuditEvidenceActions } from './audit-evidence-actions';
import { HistoryChanges } from './history-changes';
import { HistoryFilters, historyFilterParams } from './history-filters';
import { useHistoryPaging } from './use-history-paging';

/**
 * A record's History tab (docs/decisions/0028-record-history.md): every change newest first as a
 * sentence, with the raw fields on expand; filtered by kind and recorded day, paged on the server.
 */
export function RecordHistoryPanel({
  subject,
  collapsible = false,
}: {
  subject: HistorySubject;
  /** Closed until asked for (a card under a detail page rather than a tab): nothing is read before. */
  collapsible?: boolean;
}) {
  const [open, setOpen] = useState(!collapsible);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-4 space-y-0">
        <CardTitle>History</CardTitle>
        {subject.type === 'entity' && !collapsible ? <AuditEvidenceActions entityId={subject.id} /> : null}
        {collapsible ? (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={bodyId(subject)}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            {open ? 'Hide history' : 'Show history'}
          </Button>
        ) : null}
      </CardHeader>
      {open ? (
        <CardContent id={bodyId(subject)} className="space-y-4">
          <RecordHistoryBody subject={subject} />
        </CardContent>
      ) : null}
    </Card>
  );
}

const bodyId = (subject: HistorySubject) => `history-${subject.type}-${subject.id}`;

function RecordHistoryBody({ subject }: { subject: HistorySubject }) {
  const { filters, changeFilters, paging, page } = useHistoryPaging();
  const [ownOnly, setOwnOnly] = useState(false);
  const history = useRecordHistory(subject, {
    ...page,
    ...historyFilterParams(filters),
    recordType: ownOnly ? subject.type : undefined,
  });
  return (
    <>
      <HistoryFilters values={filters} onChange={changeFilters}>
        {subject.type === 'entity' ? (
          <CheckboxField
            label="Only this record's own changes"
            checked={ownOnly}
            onChange={(event) => {
              setOwnOnly(event.target.checked);
              paging.onPageIndexChange(0);
            }}
          />
        ) : null}
      </HistoryFilters>
      <HistoryChanges history={history} paging={paging} />
    </>
  );
}
