import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { type HistorySubject, useRecordHistory } from '../api/get-record-history';
import { HistoryChanges } from './history-changes';
import { HistoryFilters, historyFilterParams } from './history-filters';
import { useHistoryPaging } from './use-history-paging';

/**
 * A record's History tab (issue 12, docs/decisions/0028-record-history.md): every change newest first as a
 * sentence, with the raw fields on expand; filtered by kind and recorded day, paged on the server.
 */
export function RecordHistoryPanel({ subject }: { subject: HistorySubject }) {
  const { filters, changeFilters, paging, page } = useHistoryPaging();
  const [ownOnly, setOwnOnly] = useState(false);
  const history = useRecordHistory(subject, {
    ...page,
    ...historyFilterParams(filters),
    recordType: ownOnly ? subject.type : undefined,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
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
      </CardContent>
    </Card>
  );
}
