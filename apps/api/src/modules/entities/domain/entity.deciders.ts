import { type EntityType, saIdProblem } from '@ledgerline/contracts';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import {
  changeEffectiveAt,
  effectiveAtField,
  type StatedEffectiveDate,
  statedEffectiveDate,
} from '../../../shared/effective-at';
import { fieldChanges } from '../../../shared/field-changes';
import {
  type AccountRegisterState,
  linksAt,
  type RegisteredEntity,
} from '../../accounts/domain/account-register.state';

export const liveEntity = (
  state: AccountRegisterState,
  entityId: number,
  what = 'Entity',
): RegisteredEntity => {
  const entity = state.entities.get(entityId);
  if (!entity) throw notFound(what);
  return entity;
};

export interface UpdateEntityProfile {
  entityId: number;
  /** The type the client says it edits; a different type is refused, never converted. */
  entityType?: EntityType;
  patch: Record<string, unknown>;
  /** When the change took effect (a name change, a deregistration), unless it sets a registration date. */
  stated?: StatedEffectiveDate;
}

/** Business dates a profile change may set; the first one set is the day the change took effect. */
const PROFILE_DATES = ['incorporationDate', 'foundedDate', 'trustDeedDate'] as const;
/** An individual's details: the end of an effective ownership (a disposal), else its start. */
const DETAIL_DATES = ['effectiveOwnershipEndDate', 'effectiveOwnershipStartDate'] as const;

export function decideUpdateEntityProfile(
  command: UpdateEntityProfile,
  state: AccountRegisterState,
): DomainEventData[] {
  const entity = liveEntity(state, command.entityId);
  if (command.entityType && command.entityType !== entity.type) {
    throw new DomainError(
      'invalid',
      'ENTITY.TYPE_IMMUTABLE',
      `Entity ${command.entityId} is a ${entity.type}; its type cannot be changed`,
      [{ field: 'type', message: `Type must be '${entity.type}'` }],
    );
  }
  const stated = statedEffectiveDate(command.stated, 'ENTITY');
  const changes = fieldChanges(entity.profile, command.patch);
  if (Object.keys(changes).length === 0) return [];
  return [
    {
      type: 'EntityProfileUpdated',
      data: { entityId: command.entityId, accountId: state.accountId, entityType: entity.type, changes },
      ...effectiveAtField(changeEffectiveAt(changes, PROFILE_DATES, stated)),
    },
  ];
}

export function decideRecordIndividualDetails(
  command: { entityId: number; details: Record<string, unknown>; stated?: StatedEffectiveDate },
  state: AccountRegisterState,
): DomainEventData[] {
  const entity = liveEntity(state, command.entityId);
  if (entity.type !== 'individual') {
    throw new DomainError(
      'invalid',
      'ENTITY.NOT_INDIVIDUAL',
      'Individual details can only be recorded for individuals',
      [{ field: 'entityId', message: `Entity ${command.entityId} is a ${entity.type}, not an individual` }],
    );
  }
  const stated = statedEffectiveDate(command.stated, 'ENTITY');
  const changes = fieldChanges(entity.details ?? {}, command.details);
  if (Object.keys(changes).length === 0 && entity.details) return [];
  checkSaId({ ...(entity.details ?? {}), ...command.details }, changes);
  return [
    {
      type: 'IndividualDetailsRecorded',
      data: { entityId: command.entityId, accountId: state.accountId, changes },
      ...effectiveAtField(changeEffectiveAt(changes, DETAIL_DATES, stated)),
    },
  ];
}

/**
 * An SA ID number is checked as it will stand after the change (a PATCH may send the number alone, its type
 * stored before), whenever the type, the number or the date of birth changes; untouched old data stays editable.
 */
function checkSaId(details: Record<string, unknown>, changes: Record<string, unknown>): void {
  if (!['idType', 'idNumber', 'dateOfBirth'].some((field) => field in changes)) return;
  if (details.idType !== 'sa_id' || typeof details.idNumber !== 'string' || !details.idNumber) return;
  const dateOfBirth = typeof details.dateOfBirth === 'string' ? details.dateOfBirth.slice(0, 10) : null;
  const problem = saIdProblem(details.idNumber, dateOfBirth);
  if (problem)
    throw new DomainError('invalid', 'ENTITY.SA_ID_INVALID', problem, [
      { field: 'idNumber', message: problem },
    ]);
}

/**
 * Deleting an entity also ends what hangs on it, each as an event of its own, so no read model keeps a
 * dangling reference and the audit trail says why (docs/decisions/0006-entity-deletion.md).
 */
export function decideDeleteEntity(
  command: { entityId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  const entity = liveEntity(state, command.entityId);
  const accountId = state.accountId;
  const { entityId } = command;
  const relationships = linksAt(state, entityId).map(([relationshipId]) => ({
    type: 'RelationshipRemoved',
    data: { relationshipId, accountId, reason: 'entity_deleted' },
  }));
  const assets = [...state.assets]
    .filter(([, a]) => a.ownerEntityId === entityId)
    .map(([assetId]) => ({ type: 'AssetRemoved', data: { assetId, accountId, reason: 'entity_deleted' } }));
  const memberships = [...state.groups]
    .filter(([, g]) => g.members.has(entityId))
    .map(([groupId]) => ({
      type: 'EntityRemovedFromGroup',
      data: { groupId, entityId, accountId, reason: 'entity_deleted' },
    }));
  const filings = [...state.filings]
    .filter(([, f]) => f.entityId === entityId)
    .map(([filingId]) => ({
      type: 'FilingRequirementRemoved',
      data: { filingId, accountId, reason: 'entity_deleted' },
    }));
  const documents = [...state.documents]
    .filter(([, d]) => d.entityId === entityId)
    .map(([documentId]) => ({
      type: 'DocumentRemoved',
      data: { documentId, accountId, reason: 'entity_deleted' },
    }));
  return [
    ...relationships,
    ...assets,
    ...memberships,
    ...filings,
    ...documents,
    { type: 'EntityDeleted', data: { entityId, accountId, entityType: entity.type } },
  ];
}
