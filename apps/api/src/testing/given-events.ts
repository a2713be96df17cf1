import type { AccountClosedEvent, AccountEvent, RegisterEvent } from '@ledgerline/events';
import {
  accountRegister,
  type AccountRegisterState,
  type EntityProfile,
} from '../modules/accounts/domain/account-register.state';
import { DomainError } from '../shared/domain-error';

/** Builders for the facts of one account's register stream, shaped as the event schemas require. */
export const ACCOUNT_ID = 7;
export const OWNER_USER_ID = 1;

type RegisterStreamEvent = AccountEvent | AccountClosedEvent | RegisterEvent;
export type EventNamed<T extends RegisterStreamEvent['type']> = Extract<RegisterStreamEvent, { type: T }>;
type DataOf<T extends RegisterStreamEvent['type']> = EventNamed<T>['data'];
type Changes = Record<string, { from: unknown; to: unknown }>;
type Tier = DataOf<'SubscriptionChanged'>['tier'];
type EntityType = DataOf<'EntityRegistered'>['entityType'];
type Fields<T extends RegisterStreamEvent['type'], Id extends string> = Omit<DataOf<T>, Id | 'accountId'>;

const event = <T extends RegisterStreamEvent['type']>(type: T, data: DataOf<T>) =>
  ({ type, data }) as EventNamed<T>;
const accountId = ACCOUNT_ID;

/** The register state after `events`, folded with the account stream's evolver. */
export const given = (...events: { type: string; data: unknown }[]): AccountRegisterState =>
  events.reduce(accountRegister.evolve, accountRegister.initialState());

/** The DomainError that `decide` throws; fails the test when it returns instead. */
export function refusalOf(decide: () => unknown): DomainError {
  try {
    decide();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the command to be refused, but it was accepted');
}

export const accountOpened = (tier: Tier = 'free') =>
  event('AccountOpened', { accountId, ownerUserId: OWNER_USER_ID, tier, status: 'active' });
export const accountClosed = () => event('AccountClosed', { accountId, closedByUserId: OWNER_USER_ID });
/** The same fact in another tenant's register. */
export const inAccount = <E extends { type: string; data: object }>(otherAccountId: number, fact: E): E => ({
  ...fact,
  data: { ...fact.data, accountId: otherAccountId },
});
export const subscriptionChanged = (tier: Tier, expiresAt: string | null = null) =>
  event('SubscriptionChanged', { accountId, tier, status: 'active', expiresAt });

export const entityRegistered = (
  entityId: number,
  entityType: EntityType,
  name: string,
  profile: Partial<EntityProfile> = {},
) =>
  event('EntityRegistered', {
    entityId,
    accountId,
    entityType,
    createdByUserId: OWNER_USER_ID,
    profile: { status: 'active', ...profile, name },
  });
export const entityProfileUpdated = (entityId: number, entityType: EntityType, changes: Changes) =>
  event('EntityProfileUpdated', { entityId, accountId, entityType, changes });
export const entityDeleted = (entityId: number, entityType: EntityType) =>
  event('EntityDeleted', { entityId, accountId, entityType });
export const individualDetailsRecorded = (entityId: number, changes: Changes) =>
  event('IndividualDetailsRecorded', { entityId, accountId, changes });

export const relationshipAdded = (
  relationshipId: number,
  fields: Pick<Fields<'RelationshipAdded', 'relationshipId'>, 'sourceEntityId' | 'targetEntityId'> &
    Partial<Fields<'RelationshipAdded', 'relationshipId'>>,
) =>
  event('RelationshipAdded', {
    relationshipId,
    accountId,
    relationshipType: 'shareholder',
    ownershipPercentage: null,
    startDate: null,
    endDate: null,
    notes: null,
    isActive: true,
    ownershipCategory: null,
    natureOfInterest: null,
    trustBenefitType: null,
    effectiveControl: null,
    ...fields,
  });
export const relationshipUpdated = (relationshipId: number, changes: Changes) =>
  event('RelationshipUpdated', { relationshipId, accountId, changes });
export const relationshipRemoved = (
  relationshipId: number,
  reason: DataOf<'RelationshipRemoved'>['reason'] = 'deleted',
) => event('RelationshipRemoved', { relationshipId, accountId, reason });

export const assetRegistered = (
  assetId: number,
  ownerEntityId: number,
  name: string,
  fields: Partial<Fields<'AssetRegistered', 'assetId'>> = {},
) =>
  event('AssetRegistered', {
    assetId,
    accountId,
    ownerEntityId,
    name,
    assetType: 'real_estate',
    description: null,
    value: null,
    acquisitionDate: null,
    location: null,
    status: 'active',
    notes: null,
    ...fields,
  });
export const assetUpdated = (assetId: number, changes: Changes) =>
  event('AssetUpdated', { assetId, accountId, changes });
export const assetRemoved = (assetId: number, reason: DataOf<'AssetRemoved'>['reason'] = 'deleted') =>
  event('AssetRemoved', { assetId, accountId, reason });

export const groupCreated = (groupId: number, name: string, description: string | null = null) =>
  event('GroupCreated', { groupId, accountId, name, description, createdByUserId: OWNER_USER_ID });
export const groupUpdated = (groupId: number, changes: Changes) =>
  event('GroupUpdated', { groupId, accountId, changes });
export const groupDeleted = (groupId: number) => event('GroupDeleted', { groupId, accountId });
export const defaultGroupSet = (groupId: number) => event('DefaultGroupSet', { groupId, accountId });
export const entityAddedToGroup = (groupId: number, entityId: number) =>
  event('EntityAddedToGroup', { groupId, entityId, accountId });
export const entityRemovedFromGroup = (
  groupId: number,
  entityId: number,
  reason: DataOf<'EntityRemovedFromGroup'>['reason'] = 'deleted',
) => event('EntityRemovedFromGroup', { groupId, entityId, accountId, reason });

/** A PDF of `size` bytes uploaded to `entityId`, with the form fields an upload sends by default. */
export const documentUploaded = (documentId: number, size: number, entityId = 1) => ({
  type: 'DocumentUploaded' as const,
  data: {
    documentId,
    accountId,
    entityId,
    assetId: null,
    uploadedBy: String(OWNER_USER_ID),
    originalName: `file-${documentId}.pdf`,
    storageKey: `${accountId}/${documentId}`,
    mimeType: 'application/pdf',
    size,
    sha256: 'ab'.repeat(32),
    documentType: 'other',
    description: null,
    isCertified: false,
    certificationDate: null,
    expirationDate: null,
    validationStatus: 'pending',
    validationNotes: null,
  },
});
export const documentRemoved = (documentId: number, reason: 'deleted' | 'entity_deleted' = 'deleted') => ({
  type: 'DocumentRemoved' as const,
  data: { documentId, accountId, reason },
});

/**
 * Links 1001 onwards making companies 1..count one strongly connected group: company k holds 30% of company
 * k+1, which holds 20% of it back.
 */
export const cyclicLinks = (count: number) =>
  Array.from({ length: count - 1 }, (_, k) => [
    relationshipAdded(1001 + 2 * k, {
      sourceEntityId: k + 1,
      targetEntityId: k + 2,
      ownershipPercentage: 30,
    }),
    relationshipAdded(1002 + 2 * k, {
      sourceEntityId: k + 2,
      targetEntityId: k + 1,
      ownershipPercentage: 20,
    }),
  ]).flat();
