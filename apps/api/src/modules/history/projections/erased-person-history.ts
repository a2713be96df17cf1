import {
  ERASED_VALUE,
  eraseFiledOwnerNames,
  erasedPersonName,
  erasePersonalValues,
  filedOwnersName,
  PERSONAL_DOCUMENT_FIELDS,
  PERSONAL_LINK_FIELDS,
} from '@ledgerline/contracts';
import type { PrivacyEvent } from '@ledgerline/events';
import type { ReadStoreWriter } from '@ledgerline/projections';
import {
  ACCOUNT_HISTORY,
  ACCOUNT_HISTORY_ROWS,
  HISTORY_RECORDS,
  type HistoryRecordDocument,
  type HistoryRowDocument,
  RECORD_HISTORY,
  historyCollectionOf,
  historyRowId,
  recordKeyOf,
} from './record-history.read-model';

/**
 * `PersonalDataErased` (docs/decisions/0032): the individual's own rows, in its history and in the account's
 * audit trail, show its personal fields as a rebuild from the log now reads them: "Erased person #id" and
 * "[erased]". Rows of the records linking it name it through `history_records`, which is renamed too.
 */
export async function eraseIndividualHistory(
  event: Extract<PrivacyEvent, { type: 'PersonalDataErased' }>,
  writer: ReadStoreWriter,
): Promise<void> {
  const { entityId, accountId } = event.data;
  const key = recordKeyOf('entity', entityId);
  const record = await writer.get<HistoryRecordDocument>(HISTORY_RECORDS, key);
  if (record) {
    const name = erasedPersonName(entityId);
    const names = record.names?.map((version) => ({ ...version, name }));
    await writer.put(HISTORY_RECORDS, { ...record, name, ...(names ? { names } : {}) });
  }
  const own = await writer.find<HistoryRowDocument>(RECORD_HISTORY, {
    accountId,
    recordKey: key,
    recordType: 'entity',
  });
  await eraseFilingRows(writer, accountId, entityId);
  await eraseFreeTextRows(writer, accountId, entityId);
  for (const { position } of own.filter((row) => row.recordId === entityId)) {
    for (const recordKey of [key, ACCOUNT_HISTORY]) {
      const collection = historyCollectionOf(recordKey);
      const row = await writer.get<HistoryRowDocument>(collection, historyRowId(position, recordKey));
      if (!row) continue;
      await writer.put(collection, {
        ...row,
        fields: row.fields && erasePersonalValues(row.fields, entityId),
        changes: row.changes && erasePersonalValues(row.changes, entityId),
      });
    }
  }
}

/**
 * A submitted BO filing's change rows name its owners: each row of such a change (the filing's,
 * its entity's and the audit trail's) names the erased individual as a rebuild now does.
 */
async function eraseFilingRows(writer: ReadStoreWriter, accountId: number, entityId: number): Promise<void> {
  const filingRows = await writer.find<HistoryRowDocument>(ACCOUNT_HISTORY_ROWS, {
    accountId,
    recordType: 'filing',
  });
  for (const row of filingRows.filter(
    (r) =>
      filedOwnersName(r.changes?.filedOwners?.to, entityId) ||
      filedOwnersName(r.changes?.filedOwners?.from, entityId),
  )) {
    const filing = await writer.get<HistoryRecordDocument>(
      HISTORY_RECORDS,
      recordKeyOf('filing', row.recordId),
    );
    const keys = [
      ACCOUNT_HISTORY,
      recordKeyOf('filing', row.recordId),
      ...(filing?.entityIds ?? []).map((id) => recordKeyOf('entity', id)),
    ];
    for (const recordKey of keys) {
      const collection = historyCollectionOf(recordKey);
      const copy = await writer.get<HistoryRowDocument>(collection, historyRowId(row.position, recordKey));
      const owners = copy?.changes?.filedOwners;
      if (!copy || !owners) continue;
      const filedOwners = {
        from: eraseFiledOwnerNames(owners.from, entityId),
        to: eraseFiledOwnerNames(owners.to, entityId),
      };
      await writer.put(collection, { ...copy, changes: { ...copy.changes, filedOwners } });
    }
  }
}

/** The free text sealed with a record's subject's key (0032): a document's by its entity, a link's by its source. */
const FREE_TEXT = {
  document: new Set<string>(PERSONAL_DOCUMENT_FIELDS),
  relationship: new Set<string>(PERSONAL_LINK_FIELDS),
} as const;

/**
 * The person's documents (file name, description, validation notes) and the notes of the links the person
 * holds read as a rebuild now reads them, "[erased]", in each record's rows, its entities' and the audit trail.
 */
async function eraseFreeTextRows(
  writer: ReadStoreWriter,
  accountId: number,
  entityId: number,
): Promise<void> {
  for (const recordType of ['document', 'relationship'] as const) {
    const fields = FREE_TEXT[recordType];
    const records = await writer.find<HistoryRecordDocument>(HISTORY_RECORDS, { accountId, recordType });
    for (const record of records.filter((r) => r.entityIds[0] === entityId)) {
      if (recordType === 'document' && record.name !== null) {
        const names = record.names?.map((version) => ({ ...version, name: ERASED_VALUE }));
        await writer.put(HISTORY_RECORDS, { ...record, name: ERASED_VALUE, ...(names ? { names } : {}) });
      }
      const rows = await writer.find<HistoryRowDocument>(RECORD_HISTORY, {
        accountId,
        recordKey: record.recordKey,
      });
      const keys = [
        record.recordKey,
        ACCOUNT_HISTORY,
        ...record.entityIds.map((id) => recordKeyOf('entity', id)),
      ];
      for (const { position } of rows)
        for (const recordKey of keys) {
          const collection = historyCollectionOf(recordKey);
          const row = await writer.get<HistoryRowDocument>(collection, historyRowId(position, recordKey));
          if (!row) continue;
          await writer.put(collection, {
            ...row,
            fields: row.fields && erasePersonalValues(row.fields, entityId, fields),
            changes: row.changes && erasePersonalValues(row.changes, entityId, fields),
          });
        }
    }
  }
}
