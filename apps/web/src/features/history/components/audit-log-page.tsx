import { HISTORY_RECORD_TYPES, type HistoryRecordType } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EntityPicker } from '@/components/ui/entity-picker';
import { Select } from '@/components/ui/select';
import { useUser } from '@/lib/session/get-user';
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

type AuditFilterValues = HistoryFilterValues & {
  recordType: HistoryRecordType | 'all';
  /** One company, individual or trust with the links, assets and filings that concern it; '' for all. */
  entityId: string;
  actor: 'anyone' | 'me';
};

const RECORD_TYPE_LABELS: Record<HistoryRecordType, string> = {
  entity: 'Companies, individuals and trusts',
  relationship: 'Relationships',
  asset: 'Assets',
  filing: 'Filing requirements',
  document: 'Documents',
  group: 'Groups',
};
// Until colleagues share an account (issue 14) its changes are the user's own or the system's (the deadline scan).
const ACTOR_OPTIONS = [
  { value: 'anyone', label: 'By anyone' },
  { value: 'me', label: 'By me' },
];
const RECORD_TYPE_OPTIONS = [
  { value: 'all', label: 'All records' },
  ...HISTORY_RECORD_TYPES.map((type) => ({ value: type, label: RECORD_TYPE_LABELS[type] })),
];

/** Account menu -> Audit log (issue 12 section 1): every change of the account, newest first, filtered. */
export function AuditLogPage() {
  const { filters, changeFilters, paging, page } = useHistoryPaging<AuditFilterValues>({
    ...NO_HISTORY_FILTERS,
    recordType: 'all',
    entityId: '',
    actor: 'anyone',
  });
  const user = useUser().data;
  const history = useAuditTrail({
    ...page,
    ...historyFilterParams(filters),
    recordType: filters.recordType === 'all' ? undefined : filters.recordType,
    entityId: filters.entityId ? Number(filters.entityId) : undefined,
    actorId: filters.actor === 'me' && user ? user.id : undefined,
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
            <Select
              aria-label="Changed by"
              className="w-36"
              options={ACTOR_OPTIONS}
              value={filters.actor}
              onValueChange={(actor) =>
                changeFilters({ ...filters, actor: actor as AuditFilterValues['actor'] })
              }
            />
            <div className="flex items-center gap-1 sm:w-64">
              <label htmlFor="audit-entity-filter" className="sr-only">
                Changes concerning
              </label>
              <EntityPicker
                id="audit-entity-filter"
                value={filters.entityId}
                onValueChange={(entityId) => changeFilters({ ...filters, entityId })}
                placeholder="All companies, individuals and trusts"
              />
              {filters.entityId ? (
                <Button variant="ghost" size="sm" onClick={() => changeFilters({ ...filters, entityId: '' })}>
                  Clear
                </Button>
              ) : null}
            </div>
          </HistoryFilters>
          <HistoryChanges history={history} paging={paging} />
        </CardContent>
      </Card>
    </div>
  );
}
