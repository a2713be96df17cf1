import { erasedPersonName, erasePersonalValues } from '@ledgerline/contracts';
import type { PrivacyEvent } from '@ledgerline/events';
import type { ReadStoreWriter } from '@ledgerline/projections';
import {
  ACCOUNT_HISTORY,
  HISTORY_RECORDS,
  type HistoryRecordDocument,
  type HistoryRowDocument,
  RECORD_HISTORY,
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
  if (record) await writer.put(HISTORY_RECORDS, { ...record, name: erasedPersonName(entityId) });
  const own = await writer.find<HistoryRowDocument>(RECORD_HISTORY, {
    accountId,
    recordKey: key,
    recordType: 'entity',
  });
  for (const { eventId } of own.filter((row) => row.recordId === entityId)) {
    for (const recordKey of [key, ACCOUNT_HISTORY]) {
      const row = await writer.get<HistoryRowDocument>(RECORD_HISTORY, historyRowId(eventId, recordKey));
      if (!row) continue;
      await writer.put(RECORD_HISTORY, {
        ...row,
        fields: row.fields && erasePersonalValues(row.fields, entityId),
        changes: row.changes && erasePersonalValues(row.changes, entityId),
      });
    }
  }
}
