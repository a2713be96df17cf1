import type { AccountEvent, entityProfileSchema } from '@ledgerline/events';
import {
  PLANS,
  type EntityType,
  type SubscriptionStatus,
  type SubscriptionTier,
} from '@ledgerline/contracts';
import type { z } from 'zod';
import type { Evolver } from '../../../infrastructure/event-sourcing/decider';

export type EntityProfile = z.infer<typeof entityProfileSchema>;

export interface RegisteredEntity {
  type: EntityType;
  profile: EntityProfile;
}

/** The account's register as its decisions see it: the plan and every live record it caps. */
export interface AccountRegisterState {
  accountId: number | null;
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  expiresAt: string | null;
  entities: ReadonlyMap<number, RegisteredEntity>;
}

export const entityLimitOf = (state: AccountRegisterState): number => PLANS[state.tier].entityLimit;

export const accountRegister: Evolver<AccountRegisterState> = {
  initialState: () => ({
    accountId: null,
    tier: 'free',
    status: 'active',
    expiresAt: null,
    entities: new Map(),
  }),
  evolve(state, raw) {
    const event = raw as AccountEvent;
    switch (event.type) {
      case 'AccountOpened':
        return {
          ...state,
          accountId: event.data.accountId,
          tier: event.data.tier,
          status: event.data.status,
        };
      case 'SubscriptionChanged':
        return {
          ...state,
          tier: event.data.tier,
          status: event.data.status,
          expiresAt: event.data.expiresAt,
        };
      case 'EntityRegistered':
        return {
          ...state,
          entities: new Map(state.entities).set(event.data.entityId, {
            type: event.data.entityType,
            profile: event.data.profile,
          }),
        };
      case 'EntityProfileUpdated': {
        const current = state.entities.get(event.data.entityId);
        if (!current) return state;
        const profile = { ...current.profile };
        for (const [field, change] of Object.entries(event.data.changes))
          (profile as Record<string, unknown>)[field] = change.to;
        return {
          ...state,
          entities: new Map(state.entities).set(event.data.entityId, { ...current, profile }),
        };
      }
      case 'EntityDeleted': {
        const entities = new Map(state.entities);
        entities.delete(event.data.entityId);
        return { ...state, entities };
      }
      default:
        return state;
    }
  },
};
