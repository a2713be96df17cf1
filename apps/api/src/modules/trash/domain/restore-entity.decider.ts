import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import {
  type AccountRegisterState,
  entityLimitOf,
  planOf,
  type RegisteredFiling,
} from '../../accounts/domain/account-register.state';
import { limitReached } from '../../accounts/domain/plan-limits';
import { restorableAt } from '../../accounts/domain/register-trash.evolve';
import { entityLimitReached } from '../../entities/domain/register-entity.decider';

export interface RestoreEntity {
  entityId: number;
  actorUserId: number;
  /** ISO timestamp of the request (the injected clock). */
  now: string;
}

export const purged = (): DomainError =>
  new DomainError(
    'not_found',
    'TRASH.PURGED',
    'This record was deleted more than 30 days ago and can no longer be restored',
  );

/**
 * Brings a deleted entity back with the relationships, assets, group memberships and filing requirements its
 * deletion removed, except relationships whose other end and groups that are gone since; under the plan's limits
 * like a create.
 */
export function decideRestoreEntity(command: RestoreEntity, state: AccountRegisterState): DomainEventData[] {
  const accountId = state.accountId;
  const entry = state.trash.get(command.entityId);
  if (accountId === null || !entry) throw notFound('Entity');
  if (!restorableAt(entry, command.now)) throw purged();
  const { entityId } = command;
  const limit = entityLimitOf(state);
  if (state.entities.size >= limit) throw entityLimitReached(limit);
  const endExists = (id: number) => id === entityId || state.entities.has(id);
  const relationships = [...entry.relationships].filter(
    ([, r]) => endExists(r.sourceEntityId) && endExists(r.targetEntityId),
  );
  const assets = [...entry.assets];
  const groupIds = [...new Set(entry.groupIds)].filter((groupId) => state.groups.has(groupId));
  if (state.relationships.size + relationships.length > limit) throw limitReached(limit, 'relationships');
  if (state.assets.size + assets.length > limit) throw limitReached(limit, 'assets');
  const filings = [...entry.filings];
  const { filingLimit } = planOf(state);
  if (state.filings.size + filings.length > filingLimit)
    throw limitReached(filingLimit, 'filing requirements');
  return [
    {
      type: 'EntityRestored',
      data: {
        entityId,
        accountId,
        entityType: entry.type,
        restoredByUserId: command.actorUserId,
        relationshipIds: relationships.map(([id]) => id),
        assetIds: assets.map(([id]) => id),
        groupIds,
        filingIds: filings.map(([id]) => id),
      },
    },
    {
      type: 'EntityRegistered',
      data: {
        entityId,
        accountId,
        entityType: entry.type,
        createdByUserId: entry.createdByUserId ?? command.actorUserId,
        profile: entry.profile,
        restored: true,
      },
    },
    ...(entry.details ? [individualDetails(entityId, accountId, entry.details)] : []),
    // Back from the day of the restore: on earlier days the link's versions from before the deletion hold.
    ...relationships.map(([relationshipId, fields]) => ({
      type: 'RelationshipAdded',
      data: { ...fields, relationshipId, accountId, restored: true },
      effectiveAt: command.now,
    })),
    ...assets.map(([assetId, { ownerEntityId, fields }]) => ({
      type: 'AssetRegistered',
      data: { ...fields, ownerEntityId, assetId, accountId },
    })),
    ...groupIds.map((groupId) => ({ type: 'EntityAddedToGroup', data: { groupId, entityId, accountId } })),
    ...filings.flatMap(([filingId, filing]) => restoredFiling(filingId, accountId, filing)),
  ];
}

/**
 * A filing as it stood at the deletion, settled ones too: the deadline engine's run after the restore then finds
 * its periods planned already instead of planning them open again. A BO filing's declared owners follow in the
 * update that records them whenever a BO filing is lodged.
 */
function restoredFiling(filingId: number, accountId: number, filing: RegisteredFiling): DomainEventData[] {
  const { filedOwnerIds, filedOwners, ...fields } = filing;
  const added = {
    type: 'FilingRequirementAdded',
    data: { ...fields, filingId, accountId },
    effectiveAt: fields.dueDate,
  };
  if (!filedOwners && !filedOwnerIds) return [added];
  const changes = {
    filedOwnerIds: { from: null, to: filedOwnerIds ?? null },
    filedOwners: { from: null, to: filedOwners ?? null },
  };
  return [added, { type: 'FilingRequirementUpdated', data: { filingId, accountId, changes } }];
}

/** The details as changes from nothing, the shape `IndividualDetailsRecorded` always has. */
const individualDetails = (entityId: number, accountId: number, details: Record<string, unknown>) => ({
  type: 'IndividualDetailsRecorded',
  data: {
    entityId,
    accountId,
    changes: Object.fromEntries(Object.entries(details).map(([field, to]) => [field, { from: null, to }])),
  },
});
