import type { ChangeKind, HistoryRecordType } from '@ledgerline/contracts';
import type { RecordedEvent } from '@ledgerline/events';
import type { FieldChanges, HistoryRecordDocument } from './record-history.read-model';

/** What one event changed, as the history shows it. */
export interface HistoryFact {
  recordType: HistoryRecordType;
  recordId: number;
  accountId: number;
  /** A creation of a record the history saw removed is its restore (docs/decisions/0023). */
  kind: ChangeKind;
  changes: FieldChanges | null;
  fields: Record<string, unknown> | null;
  reason: string | null;
  /** The group a membership change is about. */
  groupId: number | null;
  /** Ownership changes: why, and the document that evidences it. */
  changeReason: string | null;
  evidenceDocumentId: number | null;
}

type Data = Record<string, unknown> & { accountId: number };

/** The fields the history names a record by and the entities it links, per record type. */
const NAME_FIELD: Record<HistoryRecordType, string | null> = {
  entity: 'name',
  relationship: null,
  asset: 'name',
  filing: 'requirementType',
  document: 'originalName',
  group: 'name',
};
const ENTITY_LINKS: Record<HistoryRecordType, readonly string[]> = {
  entity: [],
  relationship: ['sourceEntityId', 'targetEntityId'],
  asset: ['ownerEntityId'],
  filing: ['entityId'],
  document: ['entityId'],
  group: [],
};

/** Ids, the tenant and storage internals are not fields of the record. */
const NOT_FIELDS = new Set([
  'accountId',
  'entityId',
  'relationshipId',
  'assetId',
  'filingId',
  'documentId',
  'groupId',
  'storageKey',
  'createdByUserId',
  // Facts of the change, shown beside it rather than as the record's fields.
  'changeReason',
  'evidenceDocumentId',
  // A link back from the Trash: its row's kind says 'restored' already.
  'restored',
]);

/** The initial fields of a creation, empty ones left out. */
function initialFields(data: Record<string, unknown>, keep: readonly string[] = []): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data))
    if ((keep.includes(field) || !NOT_FIELDS.has(field)) && value !== null && value !== undefined)
      fields[field] = value;
  return fields;
}

const CREATIONS: Record<string, [HistoryRecordType, string]> = {
  RelationshipAdded: ['relationship', 'relationshipId'],
  AssetRegistered: ['asset', 'assetId'],
  FilingRequirementAdded: ['filing', 'filingId'],
  DocumentUploaded: ['document', 'documentId'],
  GroupCreated: ['group', 'groupId'],
};
const UPDATES: Record<string, [HistoryRecordType, string]> = {
  EntityProfileUpdated: ['entity', 'entityId'],
  IndividualDetailsRecorded: ['entity', 'entityId'],
  RelationshipUpdated: ['relationship', 'relationshipId'],
  AssetUpdated: ['asset', 'assetId'],
  FilingRequirementUpdated: ['filing', 'filingId'],
  FilingReopened: ['filing', 'filingId'],
  DocumentDetailsUpdated: ['document', 'documentId'],
  GroupUpdated: ['group', 'groupId'],
};
const REMOVALS: Record<string, [HistoryRecordType, string]> = {
  EntityDeleted: ['entity', 'entityId'],
  RelationshipRemoved: ['relationship', 'relationshipId'],
  AssetRemoved: ['asset', 'assetId'],
  FilingRequirementRemoved: ['filing', 'filingId'],
  DocumentRemoved: ['document', 'documentId'],
  GroupDeleted: ['group', 'groupId'],
};

/** The event types the history shows; anything else (plans, settings, notifications) is not a record's change. */
export const HISTORY_EVENT_TYPES = [
  'EntityRegistered',
  ...Object.keys(CREATIONS),
  ...Object.keys(UPDATES),
  ...Object.keys(REMOVALS),
  'EntityAddedToGroup',
  'EntityRemovedFromGroup',
  'DocumentFileErased',
  'PersonalDataErased',
];

export function historyFact({ type, data: raw }: RecordedEvent): HistoryFact | null {
  const data = raw as Data;
  const fact = (recordType: HistoryRecordType, idField: string, kind: ChangeKind): HistoryFact => ({
    recordType,
    recordId: Number(data[idField]),
    accountId: data.accountId,
    kind,
    changes: null,
    fields: null,
    reason: null,
    groupId: null,
    changeReason: typeof data.changeReason === 'string' ? data.changeReason : null,
    evidenceDocumentId: typeof data.evidenceDocumentId === 'number' ? data.evidenceDocumentId : null,
  });
  if (type === 'EntityRegistered') {
    const { entityType, profile } = data as Data & { entityType: string; profile: Record<string, unknown> };
    return { ...fact('entity', 'entityId', 'created'), fields: initialFields({ entityType, ...profile }) };
  }
  if (CREATIONS[type]) {
    const [recordType, idField] = CREATIONS[type];
    const links = ENTITY_LINKS[recordType];
    return { ...fact(recordType, idField, 'created'), fields: initialFields(data, links) };
  }
  if (UPDATES[type]) {
    const [recordType, idField] = UPDATES[type];
    return { ...fact(recordType, idField, 'updated'), changes: data.changes as FieldChanges };
  }
  if (REMOVALS[type]) {
    const [recordType, idField] = REMOVALS[type];
    return { ...fact(recordType, idField, 'removed'), reason: (data.reason as string) ?? 'deleted' };
  }
  if (type === 'EntityAddedToGroup' || type === 'EntityRemovedFromGroup') {
    const kind = type === 'EntityAddedToGroup' ? 'added_to_group' : 'removed_from_group';
    const reason = type === 'EntityRemovedFromGroup' ? ((data.reason as string) ?? 'deleted') : null;
    return { ...fact('entity', 'entityId', kind), reason, groupId: Number(data.groupId) };
  }
  if (type === 'DocumentFileErased')
    return {
      ...fact('document', 'documentId', 'file_erased'),
      fields: { retainedUntil: data.retainedUntil },
    };
  if (type === 'PersonalDataErased')
    return {
      ...fact('entity', 'entityId', 'personal_data_erased'),
      fields: { basis: data.basis, retainedUntil: data.retainedUntil },
      changeReason: typeof data.overrideReason === 'string' ? data.overrideReason : null,
    };
  return null;
}

/** The record as the history names it after `fact` (a creation over a removed record brings it back). */
export function evolveRecord(before: HistoryRecordDocument | null, fact: HistoryFact): HistoryRecordDocument {
  const recordKey = `${fact.recordType}:${fact.recordId}`;
  const record: HistoryRecordDocument = before
    ? { ...before, entityIds: [...before.entityIds] }
    : {
        id: recordKey,
        recordKey,
        accountId: fact.accountId,
        recordType: fact.recordType,
        recordId: fact.recordId,
        name: null,
        entityType: null,
        relationshipType: null,
        entityIds: [],
        removed: false,
      };
  const values: Record<string, unknown> = { ...fact.fields };
  for (const [field, change] of Object.entries(fact.changes ?? {})) values[field] = change.to;
  const nameField = NAME_FIELD[fact.recordType];
  if (nameField && typeof values[nameField] === 'string') record.name = values[nameField];
  if (typeof values.entityType === 'string') record.entityType = values.entityType as 'company';
  if (typeof values.relationshipType === 'string') record.relationshipType = values.relationshipType;
  const links = ENTITY_LINKS[fact.recordType];
  if (links.some((field) => typeof values[field] === 'number'))
    record.entityIds = links.map((field, index) =>
      typeof values[field] === 'number' ? (values[field] as number) : record.entityIds[index],
    );
  if (fact.kind === 'created') record.removed = false;
  if (fact.kind === 'removed') record.removed = true;
  return record;
}
