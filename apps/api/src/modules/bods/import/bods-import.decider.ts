import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError } from '../../../shared/domain-error';
import {
  accountRegister,
  type AccountRegisterState,
  type EntityProfile,
} from '../../accounts/domain/account-register.state';
import { splitCreateRequest } from '../../entities/commands/create-entity/create-entity.schema';
import { decideRecordIndividualDetails } from '../../entities/domain/entity.deciders';
import { decideRegisterEntity } from '../../entities/domain/register-entity.decider';
import {
  decideAddRelationship,
  decideUpdateRelationship,
} from '../../relationships/domain/relationship.deciders';
import { entityIdOfRecord } from '../export/bods-ids';
import type { ImportPlan } from './bods-import-plan';

export interface ImportIds {
  entities: number[];
  relationships: number[];
}

export const importChanged = (): DomainError =>
  new DomainError(
    'conflict',
    'BODS.REGISTER_CHANGED',
    'The register changed while the file was being imported; preview and apply it again',
  );

/**
 * The plan's records through the register's own deciders, each decided on the state the previous ones left,
 * so plan limits, share allocation and every link rule hold; a refusal anywhere refuses the whole file, and the
 * events are appended together or not at all.
 */
export function decideImport(
  plan: ImportPlan,
  ids: ImportIds,
  command: { actorUserId: number; today: string },
  state: AccountRegisterState,
): { events: DomainEventData[]; entityIds: Map<string, number> } {
  if (plan.preview.problems.length)
    throw new DomainError(
      'invalid',
      'BODS.PROBLEMS',
      `The file has ${plan.preview.problems.length} problem(s); nothing was imported`,
      plan.preview.problems.map((p) => ({ field: `statement ${p.statementId}`, message: p.message })),
    );
  let current = state;
  const events: DomainEventData[] = [];
  const take = (decided: DomainEventData[]) => {
    for (const event of decided) current = accountRegister.evolve(current, event);
    events.push(...decided);
  };
  const entityIds = new Map<string, number>();
  const newEntities = [...ids.entities];
  for (const entity of plan.entities) {
    if (entity.existingId !== null) {
      entityIds.set(entity.key, entity.existingId);
      continue;
    }
    const entityId = newEntities.shift();
    if (entityId === undefined) throw importChanged();
    entityIds.set(entity.key, entityId);
    const { type, profile, details } = splitCreateRequest(entity.request);
    const profileEntity = { entityId, entityType: type, profile: profile as EntityProfile };
    take(decideRegisterEntity({ ...profileEntity, actorUserId: command.actorUserId }, current));
    const allDetails = { ...(details ?? {}), ...(entity.details ?? {}) };
    if (Object.keys(allDetails).length)
      take(decideRecordIndividualDetails({ entityId, details: allDetails }, current));
  }
  const newLinks = [...ids.relationships];
  for (const link of plan.links) {
    if (link.existingId !== null) continue;
    const relationshipId = newLinks.shift();
    if (relationshipId === undefined) throw importChanged();
    const fields = {
      ...link.fields,
      sourceEntityId: entityIds.get(link.sourceKey) ?? entityIdOfRecord(link.sourceKey)!,
      targetEntityId: entityIds.get(link.targetKey) ?? entityIdOfRecord(link.targetKey)!,
    };
    take(decideAddRelationship({ relationshipId, fields, today: command.today }, current));
    for (const { ownershipPercentage, effectiveDate } of link.changes ?? [])
      take(
        decideUpdateRelationship(
          { relationshipId, patch: { ownershipPercentage }, today: command.today, facts: { effectiveDate } },
          current,
        ),
      );
  }
  return { events, entityIds };
}
