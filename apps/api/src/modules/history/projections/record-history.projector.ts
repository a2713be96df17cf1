import type { PrivacyEvent, RecordedEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { eraseIndividualHistory } from './erased-person-history';
import { HISTORY_EVENT_TYPES, evolveRecord, historyFact } from './history-facts';
import {
  ACCOUNT_HISTORY,
  ACCOUNT_HISTORY_ROWS,
  HISTORY_RECORDS,
  type HistoryRecordDocument,
  type HistoryRowDocument,
  RECORD_HISTORY,
  RECORD_HISTORY_LAYOUTS,
  historyCollectionOf,
  historyOrderKey,
  historyRowId,
  recordKeyOf,
} from './record-history.read-model';

/**
 * The history of every record and the account's audit trail. Rows are facts: written once
 * per event and never rewritten, so a replay or a rebuild leaves the same rows; names are resolved when read.
 */
export class RecordHistoryProjector implements Projector {
  readonly name = 'record-history';
  /**
   * 2: rows keyed by log position (historyRowId), not by event id. 3: the account's rows in their own collection.
   * 4: records keep the names they have had (`names`). 5: an erasure reaches the person's documents and the
   * notes of the links the person holds (0032).
   */
  readonly version = 5;
  readonly collections = [RECORD_HISTORY, ACCOUNT_HISTORY_ROWS, HISTORY_RECORDS];
  readonly layouts = RECORD_HISTORY_LAYOUTS;
  readonly handles = ['AccountClosed', ...HISTORY_EVENT_TYPES];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    // The person's earlier rows first; the erasure then files a row of its own.
    if (recorded.type === 'PersonalDataErased')
      await eraseIndividualHistory(
        recorded as unknown as Extract<PrivacyEvent, { type: 'PersonalDataErased' }>,
        writer,
      );
    const fact = historyFact(recorded);
    if (!fact) return;
    const { eventId, recordedAt, effectiveAt, actorId } = recorded.metadata;
    const position = Number(recorded.globalPosition);
    // The account's row is written last: when it exists the event was applied whole.
    if (await writer.get(ACCOUNT_HISTORY_ROWS, historyRowId(position, ACCOUNT_HISTORY))) return;
    const key = recordKeyOf(fact.recordType, fact.recordId);
    const before = await writer.get<HistoryRecordDocument>(HISTORY_RECORDS, key);
    const at = historyOrderKey(recordedAt, position);
    const after = withNameVersion(evolveRecord(before, fact), before, at);
    const kind = fact.kind === 'created' && before?.removed ? 'restored' : fact.kind;
    let fields = fact.fields;
    if (fact.groupId !== null) {
      const group = await writer.get<HistoryRecordDocument>(
        HISTORY_RECORDS,
        recordKeyOf('group', fact.groupId),
      );
      fields = { groupId: fact.groupId, groupName: group?.name ?? null };
    }
    await writer.put(HISTORY_RECORDS, after);
    const row: Omit<HistoryRowDocument, 'id' | 'recordKey'> = {
      accountId: fact.accountId,
      at,
      eventId,
      position,
      eventType: recorded.type,
      recordType: fact.recordType,
      recordId: fact.recordId,
      kind,
      actorId: /^\d+$/.test(actorId) ? Number(actorId) : null,
      recordedAt,
      effectiveAt: effectiveAt ?? null,
      changes: fact.changes,
      fields,
      reason: fact.reason,
      changeReason: fact.changeReason,
      evidenceDocumentId: fact.evidenceDocumentId,
    };
    const linked = [...(before?.entityIds ?? []), ...after.entityIds].map((id) => recordKeyOf('entity', id));
    const group = fact.groupId === null ? [] : [recordKeyOf('group', fact.groupId)];
    for (const recordKey of new Set([key, ...linked, ...group, ACCOUNT_HISTORY]))
      await writer.put(historyCollectionOf(recordKey), {
        ...row,
        id: historyRowId(position, recordKey),
        recordKey,
      });
  }
}

/** The record with its new name filed from `at` when this change named it anew. */
function withNameVersion(
  after: HistoryRecordDocument,
  before: HistoryRecordDocument | null,
  at: string,
): HistoryRecordDocument {
  if (after.name === null || after.name === (before?.name ?? null)) return after;
  return { ...after, names: [...(before?.names ?? []), { at, name: after.name }] };
}
