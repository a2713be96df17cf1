import { HISTORY_RECORD_TYPES, type HistoryRecordType } from '@ledgerline/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EntityPicker } from '@/components/ui/entity-picker';
import { Select } from '@/components/ui/select';
import { useUser } from '@/lib/session/get-user';
import { useAuditTrail } from '../api/get-audit-trail';
import { AuditAccountField } from './audit-account-field';
import { AuditEvidenceActions } from './audit-evidence-actions';
import { actorFilterId, useActorFilterOptions } from './audit-actor-filter';
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
  /** 'anyone', 'me' or a member's user id. */
  actor: string;
  /** Another account's number (installation administrators only); '' for the user's own account. */
  accountId: string;
};

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

/** Account menu -> Audit log: every change of the account, newest first, filtered. */
export function AuditLogPage() {
  const { filters, changeFilters, paging, page } = useHistoryPaging<AuditFilterValues>({
    ...NO_HISTORY_FILTERS,
    recordType: 'all',
    entityId: '',
    actor: 'anyone',
    accountId: '',
  });
  const user = useUser().data;
  const ownAccount = !filters.accountId || Number(filters.accountId) === user?.accountId;
  const actorOptions = useActorFilterOptions();
  const history = useAuditTrail({
    ...page,
    ...historyFilterParams(filters),
    recordType: filters.recordType === 'all' ? undefined : filters.recordType,
    entityId: filters.entityId && ownAccount ? Number(filters.entityId) : undefined,
    actorId: ownAccount ? actorFilterId(filters.actor, user) : undefined,
    accountId: ownAccount ? undefined : Number(filters.accountId),
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
            {ownAccount ? (
              <Select
                aria-label="Changed by"
                className="w-48"
                options={actorOptions}
                value={filters.actor}
                onValueChange={(actor) => changeFilters({ ...filters, actor })}
              />
            ) : null}
            <div className={ownAccount ? 'flex items-center gap-1 sm:w-64' : 'hidden'}>
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
            {user?.isAdmin ? (
              <AuditAccountField
                value={filters.accountId}
                onChange={(accountId) => changeFilters({ ...filters, accountId })}
              />
            ) : null}
          </HistoryFilters>
          <HistoryChanges history={history} paging={paging} />
        </CardContent>
      </Card>
    </div>
  );
}
