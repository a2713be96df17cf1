import {
  ACCOUNT_ID,
  accountClosed,
  assetRegistered,
  assetUpdated,
  documentUploaded,
  entityAddedToGroup,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  groupCreated,
  inAccount,
  relationshipAdded,
  relationshipRemoved,
  relationshipUpdated,
} from '../../../testing/given-events';
import {
  accountIdsIn,
  type Projected,
  ProjectionHarness,
  recorded,
} from '../../../testing/projection-harness';
import {
  HISTORY_RECORDS,
  type HistoryRowDocument,
  ACCOUNT_HISTORY_ROWS,
  RECORD_HISTORY,
  historyRowId,
} from './record-history.read-model';
import { RecordHistoryProjector } from './record-history.projector';

const events = recorded([
  entityRegistered(1, 'company', 'Acme Holdings', { industry: 'Mining' }),
  entityRegistered(2, 'individual', 'Thandi Nkosi'),
  relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 1, ownershipPercentage: 25 }),
  relationshipUpdated(10, { ownershipPercentage: { from: 25, to: 40 } }),
  entityProfileUpdated(1, 'company', { name: { from: 'Acme Holdings', to: 'Acme Group' } }),
  assetRegistered(20, 1, 'Head office'),
  assetUpdated(20, { ownerEntityId: { from: 1, to: 2 } }),
  groupCreated(30, 'Clients'),
  entityAddedToGroup(30, 1),
  documentUploaded(40, 1024, 1),
  relationshipRemoved(10),
]);
events[3].metadata.effectiveAt = '2025-03-01';
events[6].metadata.actorId = 'system';

/** One history's rows in recorded order: [eventType, kind]. */
const historyOf = (rows: HistoryRowDocument[], recordKey: string) =>
  rows
    .filter((row) => row.recordKey === recordKey)
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((row) => [row.eventType, row.kind]);

/** The rows of every history: the records' and the account's own collection. */
const historyRows = async (projected: Projected): Promise<HistoryRowDocument[]> => [
  ...(await projected.documents<HistoryRowDocument>(RECORD_HISTORY)),
  ...(await projected.documents<HistoryRowDocument>(ACCOUNT_HISTORY_ROWS)),
];

describe('RecordHistoryProjector', () => {
  const harness = new ProjectionHarness(() => new RecordHistoryProjector());
  afterAll(() => harness.cleanup());

  it('leaves the same rows when every event is applied twice in a row', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });

  it("writes an update's fields before and after, with who, when recorded and when effective", async () => {
    const projected = await harness.project(events);
    const change = await projected.get<HistoryRowDocument>(
      RECORD_HISTORY,
      historyRowId(4, 'relationship:10'),
    );
    expect(change).toEqual({
      id: '0000000000000004|relationship:10',
      accountId: ACCOUNT_ID,
      recordKey: 'relationship:10',
      at: `${events[3].metadata.recordedAt}#0000000000000004`,
      eventId: 'event-4',
      position: 4,
      eventType: 'RelationshipUpdated',
      recordType: 'relationship',
      recordId: 10,
      kind: 'updated',
      actorId: 1,
      recordedAt: events[3].metadata.recordedAt,
      effectiveAt: '2025-03-01',
      changes: { ownershipPercentage: { from: 25, to: 40 } },
      fields: null,
      reason: null,
      changeReason: null,
      evidenceDocumentId: null,
    });
  });

  it('lists the initial fields of a creation, empty ones left out, and the reason of a removal', async () => {
    const projected = await harness.project(events);
    const rows = await historyRows(projected);
    const created = rows.find((row) => row.id === historyRowId(3, 'relationship:10'));
    expect(created?.fields).toEqual({
      sourceEntityId: 2,
      targetEntityId: 1,
      relationshipType: 'shareholder',
      ownershipPercentage: 25,
      isActive: true,
    });
    expect(rows.find((row) => row.id === historyRowId(1, 'entity:1'))?.fields).toEqual({
      entityType: 'company',
      name: 'Acme Holdings',
      industry: 'Mining',
      status: 'active',
    });
    expect(rows.find((row) => row.id === historyRowId(11, 'relationship:10'))).toMatchObject({
      kind: 'removed',
      reason: 'deleted',
    });
    expect(rows.find((row) => row.id === historyRowId(10, 'document:40'))?.fields).not.toHaveProperty(
      'storageKey',
    );
  });

  it('files a change under the record, every entity it links (before and after) and the account', async () => {
    const projected = await harness.project(events);
    const rows = await historyRows(projected);
    expect(historyOf(rows, 'entity:2')).toEqual([
      ['EntityRegistered', 'created'],
      ['RelationshipAdded', 'created'],
      ['RelationshipUpdated', 'updated'],
      ['AssetUpdated', 'updated'],
      ['RelationshipRemoved', 'removed'],
    ]);
    expect(historyOf(rows, 'entity:1')).toEqual([
      ['EntityRegistered', 'created'],
      ['RelationshipAdded', 'created'],
      ['RelationshipUpdated', 'updated'],
      ['EntityProfileUpdated', 'updated'],
      ['AssetRegistered', 'created'],
      ['AssetUpdated', 'updated'],
      ['EntityAddedToGroup', 'added_to_group'],
      ['DocumentUploaded', 'created'],
      ['RelationshipRemoved', 'removed'],
    ]);
    expect(historyOf(rows, 'account')).toHaveLength(events.length);
    expect(rows.find((row) => row.id === historyRowId(9, 'group:30'))?.fields).toEqual({
      groupId: 30,
      groupName: 'Clients',
    });
    expect(rows.find((row) => row.id === historyRowId(7, 'account'))?.actorId).toBeNull();
  });

  it('keeps each record named as it is now, removed ones too', async () => {
    const projected = await harness.project(events);
    expect(await projected.get(HISTORY_RECORDS, 'entity:1')).toMatchObject({
      name: 'Acme Group',
      entityType: 'company',
      removed: false,
    });
    expect(await projected.get(HISTORY_RECORDS, 'relationship:10')).toMatchObject({
      relationshipType: 'shareholder',
      entityIds: [2, 1],
      removed: true,
    });
    expect(await projected.get(HISTORY_RECORDS, 'asset:20')).toMatchObject({ entityIds: [2] });
  });

  it('says a record created again after its removal (a restore from Trash) was restored', async () => {
    const log = recorded([
      entityRegistered(2, 'individual', 'Thandi Nkosi'),
      entityDeleted(2, 'individual'),
      entityRegistered(2, 'individual', 'Thandi Nkosi'),
    ]);
    const projected = await harness.project(log);
    const rows = await historyRows(projected);
    expect(historyOf(rows, 'entity:2')).toEqual([
      ['EntityRegistered', 'created'],
      ['EntityDeleted', 'removed'],
      ['EntityRegistered', 'restored'],
    ]);
  });

  it('drops every row of a closed account, also when applied twice, and keeps other accounts', async () => {
    const closing = recorded([
      ...events.slice(0, 3),
      inAccount(8, entityRegistered(90, 'company', 'Other Co')),
      accountClosed(),
    ]);
    const once = await harness.project(closing);
    const twice = await harness.project(closing, 2);
    expect(twice.history).toEqual(once.history);
    expect(accountIdsIn(once.history.at(-1))).toEqual([8]);
  });
});
