import { Inject, Injectable } from '@nestjs/common';
import type { HistoryRecordType } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore, type ReadStoreReader } from '@ledgerline/projections';
import { DomainError } from '../../shared/domain-error';
import {
  type HistoryRowDocument,
  RECORD_HISTORY,
  recordKeyOf,
} from './projections/record-history.read-model';

/**
 * A record's version for an edit form (docs/decisions/0068): the place of the last row filed in its history.
 * Opaque to clients, who send it back in `If-Match` with the fields they changed.
 */
export async function recordVersion(
  store: ReadStoreReader,
  accountId: number,
  recordType: HistoryRecordType,
  recordId: number,
): Promise<string | null> {
  const [last] = await store.find<HistoryRowDocument>(
    RECORD_HISTORY,
    { accountId, recordKey: recordKeyOf(recordType, recordId) },
    { sort: [{ field: 'at', direction: 'desc' }], limit: 1 },
  );
  return last?.at ?? null;
}

/** The version an `If-Match` header names (`"v"`, `W/"v"` or `v`), or null when absent or `*`. */
export function versionOf(ifMatch: string | undefined): string | null {
  const value = ifMatch
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return value && value !== '*' ? value : null;
}

const CONFLICT_MESSAGE = 'Changed by someone else since you opened this form';

/**
 * Refuses an edit whose fields someone else changed after `version`, with 409 naming each of them. Other fields
 * changed meanwhile are no conflict: the edit sends only its own fields and both changes stay (decision 0060).
 * `eventFields` names the stored field of an API field where they differ (a relationship's `type`).
 */
export async function checkNoEditConflict(
  store: ReadStoreReader,
  edit: {
    accountId: number;
    recordType: HistoryRecordType;
    recordId: number;
    version: string | null;
    fields: readonly string[];
    eventFields?: Readonly<Record<string, string>>;
  },
): Promise<void> {
  if (edit.version === null || edit.fields.length === 0) return;
  const { accountId, recordType, recordId } = edit;
  const since = await store.find<HistoryRowDocument>(RECORD_HISTORY, {
    accountId,
    recordKey: recordKeyOf(recordType, recordId),
    at: { gt: edit.version },
  });
  const changed = new Set(
    since
      .filter((row) => row.recordType === recordType && row.recordId === recordId && row.changes)
      .flatMap((row) => Object.keys(row.changes!)),
  );
  const clashes = edit.fields.filter((field) => changed.has(edit.eventFields?.[field] ?? field));
  if (clashes.length === 0) return;
  throw new DomainError(
    'conflict',
    'EDIT.CONFLICT',
    `Someone else changed ${clashes.join(', ')} since you opened this form. Reload to see their change, then edit again.`,
    clashes.map((field) => ({ field, message: CONFLICT_MESSAGE })),
  );
}

/** The two steps above over the read store, for the detail routes (the version) and the edit routes (the check). */
@Injectable()
export class EditVersions {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  of(accountId: number, recordType: HistoryRecordType, recordId: number): Promise<string | null> {
    return recordVersion(this.store, accountId, recordType, recordId);
  }

  check(edit: Parameters<typeof checkNoEditConflict>[1]): Promise<void> {
    return checkNoEditConflict(this.store, edit);
  }
}
