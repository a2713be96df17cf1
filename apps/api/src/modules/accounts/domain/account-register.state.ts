import type {
  AccountClosedEvent,
  AccountEvent,
  entityProfileSchema,
  RegisterEvent,
  relationshipFieldsSchema,
} from '@ledgerline/events';
import {
  localDay,
  PLANS,
  type EntityType,
  type SubscriptionStatus,
  type SubscriptionTier,
} from '@ledgerline/contracts';
import type { z } from 'zod';
import type { Evolver } from '../../../infrastructure/event-sourcing/decider';
import { evolveRecords } from './register-records.evolve';
import { emptyCascade, evolveTrash } from './register-trash.evolve';
import {
  evolvePersonalData,
  type IndividualRecordDays,
} from '../../privacy/domain/register-personal-data.evolve';
import { IdMap } from '../../../shared/id-map';
import { type AccountTeam, emptyTeam, evolveTeam } from '../../team/domain/register-members.evolve';

export type EntityProfile = z.infer<typeof entityProfileSchema>;
export type RelationshipFields = z.infer<typeof relationshipFieldsSchema>;

export interface RegisteredEntity {
  type: EntityType;
  profile: EntityProfile;
  details: Record<string, unknown> | null;
  /** Who registered it; kept so a restore from Trash re-registers it as theirs. */
  createdByUserId?: number;
}

export interface RegisteredAsset {
  ownerEntityId: number;
  fields: Record<string, unknown>;
}

export interface RegisteredFiling {
  entityId: number;
  requirementType: string;
  dueDate: string;
  status: string;
  submissionDate: string | null;
  notes: string | null;
  origin: 'manual' | 'deadline_engine';
  ruleKey?: string | null;
  /** For a submitted BO filing: the owners it declared, to tell later whether they changed. */
  filedOwnerIds?: number[] | null;
  /** The same owners with their categories, so a change of category alone calls for refiling too. */
  filedOwners?: { individualId: number; category?: string }[] | null;
  /** The due date comes from a tax season SARS has not published yet. */
  provisional?: boolean;
  /** The member the filing is assigned to; kept when that member leaves (docs/decisions/0037). */
  assigneeUserId?: number | null;
}

export interface RegisteredGroup {
  name: string;
  description: string | null;
  members: ReadonlySet<number>;
  /** Order of creation, to choose the next default when the default group is deleted. */
  sequence: number;
}

/** The account's register as its decisions see it: the plan, its members, every live record it caps or links. */
export interface AccountRegisterState extends AccountTeam {
  accountId: number | null;
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  expiresAt: string | null;
  /** YYYY-MM-DD the account was opened; null for events evolved without metadata (unit specs). */
  openedOn: string | null;
  /** Deadlines due before this day are history, never overdue; the day the account was opened unless changed. */
  trackedFrom: string | null;
  /** The zone the account chose for its days; null: the installation's default. */
  timeZone: string | null;
  entities: ReadonlyMap<number, RegisteredEntity>;
  relationships: ReadonlyMap<number, RelationshipFields>;
  /** The ids of the links at each entity (either end), so a link's checks read only its ends' links. */
  relationshipIdsByEntity: ReadonlyMap<number, ReadonlySet<number>>;
  assets: ReadonlyMap<number, RegisteredAsset>;
  groups: ReadonlyMap<number, RegisteredGroup>;
  defaultGroupId: number | null;
  filings: ReadonlyMap<number, RegisteredFiling>;
  /** The ids of each entity's filings, so deadline planning for one entity reads only its own. */
  filingIdsByEntity: ReadonlyMap<number, readonly number[]>;
  documents: ReadonlyMap<number, RegisteredDocument>;
  /** Bytes of the live documents together, for the plan's storage quota. */
  storedBytes: number;
  /** Files of removed documents still kept under the retention rules, until erased. */
  retainedFiles: ReadonlyMap<number, RetainedFile>;
  /** Deleted entities that can still be restored, with what their deletion removed (docs/decisions/0023). */
  trash: ReadonlyMap<number, TrashedEntity>;
  /** What the cascade of the deletion being evolved removed so far (its events precede `EntityDeleted`). */
  deletionCascade: DeletionCascade;
  /** Every individual ever registered, deleted ones too: the days its retention counts from (0032). */
  individuals: ReadonlyMap<number, IndividualRecordDays>;
}

export interface DeletionCascade {
  relationships: ReadonlyMap<number, RelationshipFields>;
  assets: ReadonlyMap<number, RegisteredAsset>;
  groupIds: readonly number[];
  /** Its filing requirements as they stood, settled ones too, so a restore brings its filing history back. */
  filings: ReadonlyMap<number, RegisteredFiling>;
}

export interface TrashedEntity extends RegisteredEntity, DeletionCascade {
  /** ISO timestamp of the deletion; null for events evolved without metadata (unit specs). */
  deletedAt: string | null;
}

export interface RegisteredDocument {
  entityId: number;
  fields: Record<string, unknown>;
  /** YYYY-MM-DD the upload was recorded; null for events evolved without metadata. */
  uploadedOn: string | null;
}

export interface RetainedFile {
  entityId: number;
  storageKey: string;
  uploadedOn: string | null;
  /** YYYY-MM-DD the entity left the register (the client relationship ended); null while it is there. */
  relationshipEndedOn: string | null;
}

export const entityLimitOf = (state: AccountRegisterState): number => PLANS[state.tier].entityLimit;
export const planOf = (state: AccountRegisterState) => PLANS[state.tier];

/** The live links at one end or the other of `entityId`, in id order (relationshipIdsByEntity). */
export const linksAt = (state: AccountRegisterState, entityId: number): [number, RelationshipFields][] =>
  [...(state.relationshipIdsByEntity.get(entityId) ?? [])].map((id) => [id, state.relationships.get(id)!]);

/**
 * Bump when `evolve` (this file, register-*.evolve.ts) or the state's shape changes: snapshots of the older
 * version are then ignored and rebuilt from the events (docs/decisions/0036). A spec holds the sources' hash.
 */
export const ACCOUNT_REGISTER_SNAPSHOT_VERSION = 6;

export const accountRegister: Evolver<AccountRegisterState> = {
  snapshotVersion: ACCOUNT_REGISTER_SNAPSHOT_VERSION,
  initialState: () => ({
    accountId: null,
    tier: 'free',
    status: 'active',
    expiresAt: null,
    openedOn: null,
    trackedFrom: null,
    timeZone: null,
    entities: IdMap.empty(),
    relationships: IdMap.empty(),
    relationshipIdsByEntity: IdMap.empty(),
    assets: IdMap.empty(),
    groups: IdMap.empty(),
    defaultGroupId: null,
    filings: IdMap.empty(),
    filingIdsByEntity: IdMap.empty(),
    documents: IdMap.empty(),
    storedBytes: 0,
    retainedFiles: IdMap.empty(),
    trash: IdMap.empty(),
    deletionCascade: emptyCascade,
    individuals: IdMap.empty(),
    ...emptyTeam(),
  }),
  evolve(state, raw) {
    const event = raw as AccountEvent | RegisterEvent | AccountClosedEvent;
    switch (event.type) {
      case 'AccountOpened': {
        const recordedAt = (raw as { metadata?: { recordedAt?: string } }).metadata?.recordedAt;
        const openedOn = recordedAt ? localDay(recordedAt) : null;
        return {
          ...evolveTeam(state, event),
          accountId: event.data.accountId,
          tier: event.data.tier,
          status: event.data.status,
          openedOn,
          trackedFrom: openedOn,
        };
      }
      case 'AccountSettingsUpdated':
        return {
          ...state,
          trackedFrom: event.data.trackedFrom ?? state.trackedFrom,
          timeZone: event.data.timeZone ?? state.timeZone,
        };
      case 'SubscriptionChanged':
        return {
          ...state,
          tier: event.data.tier,
          status: event.data.status,
          expiresAt: event.data.expiresAt,
        };
      case 'AccountClosed':
        // Nothing may be decided on a closed account; its history stays in the stream.
        return { ...accountRegister.initialState(), tier: state.tier };
      default:
        return evolveTeam(
          evolvePersonalData(evolveTrash(state, evolveRecords(state, event), event), event),
          event,
        );
    }
  },
};
