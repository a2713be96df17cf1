import { HISTORY_RECORD_TYPES, type HistoryRecordType } from '@ledgerline/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { useAuditTrail } from '../api/get-audit-trail';
import { AuditEvidenceActions } from './audit-evidence-actions';
import { HistoryChanges } from './history-changes';
import {
  type HistoryFilterValues,
  HistoryFilters,
  NO_HISTORY_FILTERS,
  historyFilterParams,
} from './history-filters';
import { useHistoryPaging } from './use-history-paging';

type AuditFilterValues = HistoryFilterValues & { recordType: HistoryRecordType | 'all' };

const RECORD_TYPE_LABELS: Record<HistoryRecordType, string> = {
  entity: 'Companies, individuals and trusts',
  relationship: 'Relationships',
  asset: 'Assets',
  filing: 'Filing requirements',
  document: 'Documents',
  group: 'Groups',
};
const RECORD_TYPE_OPTIONS = [
  { value: 'all', label: 'All records' },
  ...HISTORY_RECORD_TYPES.map((type) => ({ value: type, label: RECORD_TYPE_LABELS[type] })),
];

/** Account menu -> Audit log (issue 12 section 1): every change of the account, newest first, filtered. */
export function AuditLogPage() {
  const { filters, changeFilters, paging, page } = useHistoryPaging<AuditFilterValues>({
    ...NO_HISTORY_FILTERS,
    recordType: 'all',
  });
  const history = useAuditTrail({
    ...page,
    ...historyFilterParams(filters),
    recordType: filters.recordType === 'all' ? undefined : filters.recordType,
  });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Audit log</h1>
          <p className="text-muted-foreground">
            Every change of the register: who made it, when it was recorded and took effect, and each field
            before and after.
          </p>
        </div>
        <AuditEvidenceActions />
      </div>
      <Card>
        <CardContent className="space-y-4 p-6">
          <HistoryFilters values={filters} onChange={(next) => changeFilters({ ...filters, ...next })}>
            <Select
              aria-label="Kind of record"
              className="w-64"
              options={RECORD_TYPE_OPTIONS}
              value={filters.recordType}
              onValueChange={(recordType) =>
                changeFilters({ ...filters, recordType: recordType as AuditFilterValues['recordType'] })
              }
            />
          </HistoryFilters>
          <HistoryChanges history={history} paging={paging} />
        </CardContent>
      </Card>
    </div>
  );
}
