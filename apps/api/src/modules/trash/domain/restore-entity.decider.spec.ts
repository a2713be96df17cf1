import {
  ACCOUNT_ID,
  OWNER_USER_ID,
  accountOpened,
  assetRegistered,
  entityAddedToGroup,
  entityRegistered,
  given,
  groupCreated,
  groupDeleted,
  inAccount,
  individualDetailsRecorded,
  refusalOf,
  relationshipAdded,
} from '../../../testing/given-events';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';
import { decideDeleteEntity } from '../../entities/domain/entity.deciders';
import { decideRestoreEntity } from './restore-entity.decider';

const DELETED_AT = '2025-03-01T10:00:00.000Z';
const acme = entityRegistered(1, 'company', 'Acme', { industry: 'Mining' });
const beta = entityRegistered(2, 'company', 'Beta');
const thandi = entityRegistered(3, 'individual', 'Thandi Nkosi');
const register = [
  accountOpened(),
  acme,
  beta,
  thandi,
  relationshipAdded(10, { sourceEntityId: 1, targetEntityId: 2 }),
  relationshipAdded(11, { sourceEntityId: 3, targetEntityId: 1, relationshipType: 'director' }),
  assetRegistered(20, 1, 'Head office'),
  groupCreated(30, 'Clients'),
  entityAddedToGroup(30, 1),
];

type Fact = { type: string; data: unknown };
/** The deletion as the decider appends it, recorded at `at` (the evolver reads the time from the metadata). */
const deletionOf = (state: AccountRegisterState, entityId: number, at = DELETED_AT): Fact[] =>
  decideDeleteEntity({ entityId }, state).map((event) => ({ ...event, metadata: { recordedAt: at } }));
const withDeleted = (facts: Fact[], entityId: number, at?: string) =>
  given(...facts, ...deletionOf(given(...facts), entityId, at));
const restore = (state: AccountRegisterState, entityId = 1, now = '2025-03-10T00:00:00.000Z') =>
  decideRestoreEntity({ entityId, actorUserId: 2, now }, state);

describe('RestoreEntity decider', () => {
  it('emits EntityRestored and re-registers the entity, its relationships, assets and memberships', () => {
    const events = restore(withDeleted(register, 1));
    expect(events.map((event) => event.type)).toEqual([
      'EntityRestored',
      'EntityRegistered',
      'RelationshipAdded',
      'RelationshipAdded',
      'AssetRegistered',
      'EntityAddedToGroup',
    ]);
    expect(events[0].data).toEqual({
      entityId: 1,
      accountId: ACCOUNT_ID,
      entityType: 'company',
      restoredByUserId: 2,
      relationshipIds: [10, 11],
      assetIds: [20],
      groupIds: [30],
      filingIds: [],
    });
    // The entity comes back marked restored, as its links do (its projections look for what it had)
    expect(events[1].data).toEqual({ ...acme.data, createdByUserId: OWNER_USER_ID, restored: true });
    // The link comes back as it was, marked restored and effective from the restore (its history continues)
    expect(events[2].data).toEqual({ ...(register[4].data as object), restored: true });
    expect(events[2]).toHaveProperty('effectiveAt');
    expect(events[4].data).toEqual(register[6].data);
  });

  it('restores an individual with its details', () => {
    const facts = [...register, individualDetailsRecorded(3, { occupation: { from: null, to: 'Pilot' } })];
    const events = restore(withDeleted(facts, 3), 3);
    expect(events[2]).toEqual({
      type: 'IndividualDetailsRecorded',
      data: { entityId: 3, accountId: ACCOUNT_ID, changes: { occupation: { from: null, to: 'Pilot' } } },
    });
  });

  it('brings its filing requirements back as they stood, settled ones and declared owners too', () => {
    const filing = (filingId: number, fields: object) => ({
      type: 'FilingRequirementAdded',
      data: {
        filingId,
        accountId: ACCOUNT_ID,
        entityId: 1,
        notes: null,
        origin: 'deadline_engine',
        ...fields,
      },
    });
    const owners = [{ individualId: 3, category: 'direct', name: 'Thandi Nkosi', totalOwnership: 60 }];
    const facts = [
      ...register,
      filing(40, {
        requirementType: 'annual_return',
        dueDate: '2024-05-31',
        status: 'submitted',
        submissionDate: '2024-05-02',
        ruleKey: 'cipc_ar:2024',
      }),
      filing(41, {
        requirementType: 'beneficial_ownership_filing',
        dueDate: '2024-06-30',
        status: 'pending',
        submissionDate: null,
      }),
      {
        type: 'FilingRequirementUpdated',
        data: {
          filingId: 41,
          accountId: ACCOUNT_ID,
          changes: {
            status: { from: 'pending', to: 'submitted' },
            filedOwnerIds: { from: null, to: [3] },
            filedOwners: { from: null, to: owners },
          },
        },
      },
      filing(42, {
        entityId: 2,
        requirementType: 'annual_return',
        dueDate: '2024-05-31',
        status: 'pending',
        submissionDate: null,
      }),
    ];
    const events = restore(withDeleted(facts, 1));
    expect(events[0].data).toMatchObject({ filingIds: [40, 41] });
    const filings = events.filter((event) => event.type.startsWith('Filing'));
    expect(filings).toEqual([
      { type: 'FilingRequirementAdded', data: facts[9].data, effectiveAt: '2024-05-31' },
      {
        type: 'FilingRequirementAdded',
        data: { ...facts[10].data, status: 'submitted' },
        effectiveAt: '2024-06-30',
      },
      {
        type: 'FilingRequirementUpdated',
        data: {
          filingId: 41,
          accountId: ACCOUNT_ID,
          changes: { filedOwnerIds: { from: null, to: [3] }, filedOwners: { from: null, to: owners } },
        },
      },
    ]);
    const back = given(...facts, ...deletionOf(given(...facts), 1), ...events);
    expect(back.filings.get(41)).toEqual(given(...facts).filings.get(41));
    expect(back.filingIdsByEntity.get(1)).toEqual([40, 41]);
  });

  it('leaves out relationships whose other end and groups that were deleted since', () => {
    const afterAcme = withDeleted(register, 1);
    const gone = [
      ...register,
      ...deletionOf(given(...register), 1),
      ...deletionOf(afterAcme, 2),
      groupDeleted(30),
    ];
    const [restored, ...rest] = restore(given(...gone));
    expect(restored.data).toMatchObject({ relationshipIds: [11], assetIds: [20], groupIds: [] });
    expect(rest.map((event) => event.type)).toEqual([
      'EntityRegistered',
      'RelationshipAdded',
      'AssetRegistered',
    ]);
  });

  it('the restored register holds the entity again and the Trash no longer does', () => {
    const deleted = withDeleted(register, 1);
    const restored = given(...[...register, ...deletionOf(given(...register), 1)], ...restore(deleted));
    expect(restored.entities.get(1)?.profile.name).toBe('Acme');
    expect(restored.relationships.size).toBe(2);
    expect(restored.groups.get(30)?.members.has(1)).toBe(true);
    expect(restored.trash.has(1)).toBe(false);
    expect(refusalOf(() => restore(restored)).kind).toBe('not_found');
  });

  it('refuses a restore more than 30 days after the deletion (purged)', () => {
    const refusal = refusalOf(() => restore(withDeleted(register, 1), 1, '2025-03-31T10:00:00.001Z'));
    expect(refusal).toMatchObject({ kind: 'not_found', code: 'TRASH.PURGED' });
    expect(restore(withDeleted(register, 1), 1, '2025-03-31T09:59:59.999Z')).not.toHaveLength(0);
  });

  it('refuses a restore when the plan entity limit is full, with the limit message', () => {
    const deleted = withDeleted(register, 1);
    const filled = given(
      ...[...register, ...deletionOf(given(...register), 1)],
      ...Array.from({ length: 8 }, (_, i) => entityRegistered(100 + i, 'company', `Filler ${i}`)),
    );
    expect(deleted.entities.size).toBe(2);
    expect(refusalOf(() => restore(filled))).toMatchObject({
      kind: 'forbidden',
      message: "You've reached your limit of 10 entities. Upgrade your plan to add more.",
    });
  });

  it('refuses an unknown id and a live entity with 404', () => {
    expect(refusalOf(() => restore(withDeleted(register, 1), 99))).toMatchObject({
      kind: 'not_found',
      message: "Entity not found or you don't have access to it",
    });
    expect(refusalOf(() => restore(given(...register), 2)).kind).toBe('not_found');
  });

  it("refuses another account's deleted entity with 404", () => {
    const other = [inAccount(8, accountOpened()), inAccount(8, entityRegistered(5, 'company', 'Other'))];
    const otherDeleted = withDeleted(other, 5);
    expect(otherDeleted.trash.has(5)).toBe(true);
    expect(refusalOf(() => restore(given(...register), 5)).kind).toBe('not_found');
  });

  it('forgets Trash entries past 30 days when a later deletion is evolved', () => {
    const first = withDeleted(register, 2, '2025-01-01T00:00:00.000Z');
    const facts = [...register, ...deletionOf(given(...register), 2, '2025-01-01T00:00:00.000Z')];
    expect(first.trash.has(2)).toBe(true);
    expect(withDeleted(facts, 3, '2025-02-15T00:00:00.000Z').trash.has(2)).toBe(false);
  });
});
