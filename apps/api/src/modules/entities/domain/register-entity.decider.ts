import type { EntityType } from '@ledgerline/contracts';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import {
  type AccountRegisterState,
  type EntityProfile,
  entityLimitOf,
} from '../../accounts/domain/account-register.state';

export interface RegisterEntity {
  entityId: number;
  entityType: EntityType;
  profile: EntityProfile;
  actorUserId: number;
}

export const entityLimitReached = (limit: number): DomainError =>
  new DomainError(
    'forbidden',
    'PLAN.ENTITY_LIMIT_REACHED',
    `You've reached your limit of ${limit} entities. Upgrade your plan to add more.`,
  );

/** Companies, individuals and trusts together may not exceed the plan's entityLimit. */
export function decideRegisterEntity(
  command: RegisterEntity,
  state: AccountRegisterState,
): DomainEventData[] {
  if (state.accountId === null) throw notFound('Account');
  if (state.entities.has(command.entityId)) return [];
  const limit = entityLimitOf(state);
  if (state.entities.size >= limit) throw entityLimitReached(limit);
  return [
    {
      type: 'EntityRegistered',
      data: {
        entityId: command.entityId,
        accountId: state.accountId,
        entityType: command.entityType,
        createdByUserId: command.actorUserId,
        profile: command.profile,
      },
    },
  ];
}
