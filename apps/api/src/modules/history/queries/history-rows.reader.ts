import { Inject, Injectable } from '@nestjs/common';
import type {
  HistoryRecordType,
  HistoryRecordView,
  RecordChangeView,
  RecordHistoryQuery,
} from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountDays } from '../../../shared/account-days';
import { notFound } from '../../../shared/domain-error';
import { type Listing, readListing } from '../../../shared/listing';
import {
  HISTORY_RECORDS,
  type HistoryRecordDocument,
  type HistoryRowDocument,
  RECORD_HISTORY,
  historyCollectionOf,
  nameAt,
  recordKeyOf,
} from '../projections/record-history.read-model';
import { actorViews } from './actor-views';
import { recordedRange } from './recorded-range';

const NOT_FOUND_AS: Record<HistoryRecordType, string> = {
  entity: 'Entity',
  relationship: 'Relationship',
  asset: 'Asset',
  filing: 'Filing requirement',
  document: 'Document',
  group: 'Group',
};

/**
 * Pages of one history (a record's, or the account's audit trail) from one index, newest first unless asked
 * otherwise; the actors and records a page names are read for that page only, by their ids.
 */
@Injectable()
export class HistoryRowsReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly days: AccountDays,
  ) {}

  /** The record's history key when the record (live or removed) is the account's; otherwise the 404. */
  async recordKeyOf(accountId: number, type: HistoryRecordType, id: number): Promise<string> {
    const key = recordKeyOf(type, id);
    const record = await this.readStore.get<HistoryRecordDocument>(HISTORY_RECORDS, key);
    if (!record || record.accountId !== accountId) throw notFound(NOT_FOUND_AS[type]);
    return key;
  }

  async page(
    accountId: number,
    recordKey: string,
    // The routes always page (DEFAULT_HISTORY_LIMIT); the audit export reads every row.
    query: Omit<RecordHistoryQuery, 'limit'> & { limit?: number },
  ): Promise<Listing<RecordChangeView>> {
    const timeZone = query.from || query.to ? await this.days.timeZone(accountId) : this.days.defaultTimeZone;
    const collection = historyCollectionOf(recordKey);
    const filter: DocumentFilter = {
      accountId,
      // The account's own collection holds its rows alone (record-history.read-model.ts).
      ...(collection === RECORD_HISTORY ? { recordKey } : {}),
      kind: query.kind,
      actorId: query.actorId,
      recordType: query.recordType,
      at: recordedRange(query.from, query.to, timeZone),
    };
    const sort = [{ field: 'at', direction: query.order ?? ('desc' as const) }];
    const source = { collection, filter, options: { sort } };
    return readListing(this.readStore, source, query, (rows: HistoryRowDocument[]) =>
      this.views(accountId, rows),
    );
  }

  private async views(accountId: number, rows: HistoryRowDocument[]): Promise<RecordChangeView[]> {
    if (rows.length === 0) return [];
    const [actor, records] = await Promise.all([
      actorViews(
        this.readStore,
        rows.map((row) => row.actorId),
      ),
      this.records(accountId, rows),
    ]);
    return rows.map((row) => ({
      id: row.eventId,
      position: row.position,
      eventType: row.eventType,
      kind: row.kind,
      recordedAt: row.recordedAt,
      effectiveAt: row.effectiveAt,
      actor: actor(row.actorId),
      record: recordViewAt(records, recordKeyOf(row.recordType, row.recordId), row.at) ?? unknownRecord(row),
      changes: row.changes,
      fields: row.fields,
      reason: row.reason,
      changeReason: row.changeReason ?? null,
      evidence: evidenceOf(row, records),
    }));
  }

  /** The page's records, then the entities they link, each in one statement on (accountId, recordKey). */
  private async records(
    accountId: number,
    rows: HistoryRowDocument[],
  ): Promise<Map<string, HistoryRecordDocument>> {
    const evidence = rows.flatMap((row) =>
      row.evidenceDocumentId ? [recordKeyOf('document', row.evidenceDocumentId)] : [],
    );
    const keys = [...new Set([...rows.map((row) => recordKeyOf(row.recordType, row.recordId)), ...evidence])];
    const found = await this.findRecords(accountId, keys);
    const entityKeys = [...found.values()]
      .flatMap((record) => record.entityIds.map((id) => recordKeyOf('entity', id)))
      .filter((key) => !found.has(key));
    for (const [key, entity] of await this.findRecords(accountId, [...new Set(entityKeys)]))
      found.set(key, entity);
    return found;
  }

  private async findRecords(accountId: number, keys: string[]): Promise<Map<string, HistoryRecordDocument>> {
    if (keys.length === 0) return new Map();
    const records = await this.readStore.find<HistoryRecordDocument>(HISTORY_RECORDS, {
      accountId,
      recordKey: keys,
    });
    return new Map(records.map((record) => [record.recordKey, record]));
  }
}

/** The evidence document as it is named now (its file name); a removed one keeps its name. */
/** A name as it is now, with the name it had at `at` where that was another one. */
function namedAt(record: HistoryRecordDocument, at: string): { name: string | null; nameThen?: string } {
  const then = nameAt(record, at);
  return then !== null && then !== record.name
    ? { name: record.name, nameThen: then }
    : { name: record.name };
}

/** A record as a change at `at` shows it: its and its entities' names now, and then where they differed. */
function recordViewAt(
  records: Map<string, HistoryRecordDocument>,
  key: string,
  at: string,
): HistoryRecordView | null {
  const record = records.get(key);
  if (!record) return null;
  return {
    type: record.recordType,
    id: record.recordId,
    ...namedAt(record, at),
    entityType: record.entityType,
    relationshipType: record.relationshipType,
    entities: record.entityIds.map((id) => {
      const entity = records.get(recordKeyOf('entity', id));
      return { id, ...(entity ? namedAt(entity, at) : { name: null }), type: entity?.entityType ?? null };
    }),
    removed: record.removed,
  };
}

function evidenceOf(
  row: HistoryRowDocument,
  records: Map<string, HistoryRecordDocument>,
): RecordChangeView['evidence'] {
  if (!row.evidenceDocumentId) return null;
  const document = records.get(recordKeyOf('document', row.evidenceDocumentId));
  return { id: row.evidenceDocumentId, name: document?.name ?? null, removed: document?.removed ?? false };
}

const unknownRecord = (row: HistoryRowDocument): HistoryRecordView => ({
  type: row.recordType,
  id: row.recordId,
  name: null,
  entityType: null,
  relationshipType: null,
  entities: [],
  removed: false,
});
