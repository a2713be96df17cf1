import type { ChangeKind, HistoryRecordType } from '@ledgerline/contracts';
import type { CollectionLayouts } from '@ledgerline/projections';
import { listIndexes } from '../../../shared/list-indexes';

/**
 * Read model `record_history`: one row per change and per history it shows in (docs/decisions/0028). A change
 * is filed under the account (`recordKey` 'account', the audit trail), under the record it changed, and under
 * every entity that record links (a shareholding's change shows in both companies' and the person's history).
 */
export const RECORD_HISTORY = 'record_history';
/**
 * Read model `account_history`: the account's own rows (the audit trail), apart from the records' rows, so that
 * only they carry the filter indexes (kind, actor, record type) the audit log pages through at any size. A
 * record's rows are read by record and time and filtered as they are walked: one record's history is small beside
 * the account's. Three index entries fewer for every row filed under a record.
 */
export const ACCOUNT_HISTORY_ROWS = 'account_history';
/** Read model `history_records`: each record ever created, as the history names it (removed ones too). */
export const HISTORY_RECORDS = 'history_records';

export const ACCOUNT_HISTORY = 'account';
/** Where the rows filed under `recordKey` are kept. */
export const historyCollectionOf = (recordKey: string): string =>
  recordKey === ACCOUNT_HISTORY ? ACCOUNT_HISTORY_ROWS : RECORD_HISTORY;
export const recordKeyOf = (type: HistoryRecordType, id: number): string => `${type}:${id}`;
/**
 * A row's id: its event's log position, padded so that ids order as positions do, then the history it is filed
 * under. New rows land at the end of the table's key order rather than at a random event id's place (a write of
 * one page instead of a random one in a table of millions).
 */
export const historyRowId = (position: number, recordKey: string): string =>
  `${String(position).padStart(16, '0')}|${recordKey}`;

/**
 * Sorts and ranges by recorded time; the log position breaks ties (one append shares a timestamp). Padded so
 * that the text orders as the numbers do, and a range on recorded time reads one slice of the index.
 */
export const historyOrderKey = (recordedAt: string, position: number): string =>
  `${new Date(recordedAt).toISOString()}#${String(position).padStart(16, '0')}`;

/** The shape of every historyOrderKey. */
export const HISTORY_ORDER_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#\d{16}$/;

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

export interface HistoryRowDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  recordKey: string;
  /** historyOrderKey(recordedAt, position). */
  at: string;
  eventId: string;
  position: number;
  eventType: string;
  recordType: HistoryRecordType;
  recordId: number;
  kind: ChangeKind;
  /** Null for the system's own work (the deadline engine). */
  actorId: number | null;
  recordedAt: string;
  effectiveAt: string | null;
  changes: FieldChanges | null;
  fields: Record<string, unknown> | null;
  reason: string | null;
  /** Absent on rows written before effective dates were recorded. */
  changeReason?: string | null;
  evidenceDocumentId?: number | null;
}

export interface HistoryRecordDocument {
  [key: string]: unknown;
  /** The record key, also in `recordKey` so a page's records are read in one indexed statement. */
  id: string;
  recordKey: string;
  accountId: number;
  recordType: HistoryRecordType;
  recordId: number;
  name: string | null;
  entityType: 'company' | 'individual' | 'trust' | null;
  relationshipType: string | null;
  entityIds: number[];
  removed: boolean;
  /**
   * Each name the record has had, from the row (`at`) it took it on, oldest first: a change is shown under the
   * names of its time (a regulator reading a 2024 transfer sees the names of 2024). Absent before version 4.
   */
  names?: { at: string; name: string }[];
}

/** The record's name at a row's place in the log: the last name taken at or before it, else the current one. */
export function nameAt(record: Pick<HistoryRecordDocument, 'name' | 'names'>, at: string): string | null {
  let name: string | null = null;
  for (const version of record.names ?? []) if (version.at <= at) name = version.name;
  return name ?? record.name;
}

/**
 * Every page reads one record's (or the account's) rows in recorded order; the account's by one filter's index,
 * a record's by its own rows, testing the filter on each.
 */
export const RECORD_HISTORY_LAYOUTS: CollectionLayouts = {
  [RECORD_HISTORY]: { indexes: [['accountId', 'recordKey', 'at']] },
  [ACCOUNT_HISTORY_ROWS]: {
    indexes: listIndexes(['accountId'], ['kind', 'actorId', 'recordType'], { recorded: ['at'] }),
  },
  [HISTORY_RECORDS]: { indexes: [['accountId', 'recordKey']] },
};
