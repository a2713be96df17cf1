import {
  ACCOUNT_ID,
  assetRegistered,
  assetRemoved,
  assetUpdated,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  relationshipAdded,
  relationshipRemoved,
  relationshipUpdated,
  accountClosed,
  inAccount,
  OWNER_USER_ID,
} from '../../../testing/given-events';
import { accountIdsIn, ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { ACTIVITIES, ActivitiesProjector, activityIdOf } from './activities.projector';

const events = recorded([
  entityRegistered(1, 'company', 'Acme'),
  entityRegistered(2, 'individual', 'Thandi Nkosi'),
  entityRegistered(3, 'company', 'Protea Holdings'),
  entityRegistered(4, 'trust', 'Nkosi Family Trust'),
  relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 3, ownershipPercentage: 60 }),
  relationshipAdded(11, { sourceEntityId: 2, targetEntityId: 4, relationshipType: 'trustee' }),
  entityProfileUpdated(1, 'company', {
    name: { from: 'Acme', to: 'Acme Holdings' },
    industry: { from: null, to: 'Mining' },
  }),
  relationshipUpdated(10, {
    ownershipPercentage: { from: 60, to: 75 },
    relationshipType: { from: 'shareholder', to: 'parent' },
  }),
  assetRegistered(20, 3, 'Head office'),
  assetUpdated(20, { name: { from: 'Head office', to: 'Rosebank office' } }),
  relationshipRemoved(10),
  assetRemoved(20),
  relationshipRemoved(11, 'entity_deleted'),
  entityDeleted(4, 'trust'),
]);
const lines = (documents: Record<string, unknown>[]) => documents.map((a) => [a.activityType, a.description]);

describe('ActivitiesProjector', () => {
  const harness = new ProjectionHarness(() => new ActivitiesProjector());
  afterAll(() => harness.cleanup());

  it('leaves the same documents when every event is applied twice in a row', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });

  it('writes a readable line per create, update and remove', async () => {
    const projected = await harness.project(events);
    const activities = await projected.documents(ACTIVITIES);
    expect(lines(activities.sort((a, b) => Number(a.position) - Number(b.position)))).toEqual([
      ['create_company', 'Created company Acme'],
      ['create_individual', 'Created individual Thandi Nkosi'],
      ['create_company', 'Created company Protea Holdings'],
      ['create_trust', 'Created trust Nkosi Family Trust'],
      ['create_relationship', 'Added relationship: Thandi Nkosi is shareholder (60%) of Protea Holdings'],
      ['create_relationship', 'Added relationship: Thandi Nkosi is trustee of Nkosi Family Trust'],
      ['update_company', 'Updated company Acme Holdings (name, industry)'],
      ['update_relationship', 'Updated relationship: Thandi Nkosi is parent (75%) of Protea Holdings'],
      ['create_asset', 'Added asset Head office owned by Protea Holdings'],
      ['update_asset', 'Updated asset Rosebank office owned by Protea Holdings'],
      ['delete_relationship', 'Removed relationship: Thandi Nkosi is parent (75%) of Protea Holdings'],
      ['delete_asset', 'Removed asset Rosebank office owned by Protea Holdings'],
      ['delete_relationship', 'Removed relationship: Thandi Nkosi is trustee of Nkosi Family Trust'],
      ['delete_trust', 'Deleted trust Nkosi Family Trust'],
    ]);
  });

  it('links each line to its record, its account and its position in the log', async () => {
    const projected = await harness.project(events.slice(0, 9));
    expect(await projected.get(ACTIVITIES, activityIdOf(events[8]))).toEqual({
      id: activityIdOf(events[8]),
      eventId: events[8].metadata.eventId,
      accountId: ACCOUNT_ID,
      position: 9,
      activityType: 'create_asset',
      description: 'Added asset Head office owned by Protea Holdings',
      entityId: 3,
      assetId: 20,
      relationshipId: null,
      createdAt: events[8].metadata.recordedAt,
      actorId: OWNER_USER_ID,
    });
  });

  it("keeps who acted: the user's id, or null for the system's own work", async () => {
    const log = recorded([entityRegistered(1, 'company', 'Acme'), entityRegistered(2, 'company', 'Beta')]);
    log[1].metadata.actorId = 'system';
    const projected = await harness.project(log);
    expect(await projected.get(ACTIVITIES, activityIdOf(log[0]))).toMatchObject({
      actorId: OWNER_USER_ID,
    });
    expect(await projected.get(ACTIVITIES, activityIdOf(log[1]))).toMatchObject({ actorId: null });
  });

  it('names a deleted entity and its type', async () => {
    const deletion = recorded([
      ...events.slice(0, 4),
      entityDeleted(4, 'trust'),
      entityDeleted(2, 'individual'),
    ]);
    const projected = await harness.project(deletion);
    const deleted = await projected.get(ACTIVITIES, activityIdOf(deletion[4]));
    expect(deleted).toMatchObject({
      activityType: 'delete_trust',
      description: 'Deleted trust Nkosi Family Trust',
    });
    expect(await projected.get(ACTIVITIES, activityIdOf(deletion[5]))).toMatchObject({
      activityType: 'delete_individual',
      description: 'Deleted individual Thandi Nkosi',
      entityId: 2,
    });
  });

  it('says a restore from Trash restored the entity and what came back with it, not that they were created', async () => {
    const restore = {
      type: 'EntityRestored',
      data: { entityId: 2, accountId: ACCOUNT_ID, entityType: 'individual' },
    };
    const log = recorded([
      entityRegistered(3, 'company', 'Protea Holdings'),
      entityRegistered(2, 'individual', 'Thandi Nkosi'),
      relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 3, ownershipPercentage: 60 }),
      relationshipRemoved(10, 'entity_deleted'),
      entityDeleted(2, 'individual'),
      restore,
      entityRegistered(2, 'individual', 'Thandi Nkosi'),
      relationshipAdded(10, { sourceEntityId: 2, targetEntityId: 3, ownershipPercentage: 60 }),
      entityRegistered(4, 'company', 'Later Co'),
    ]);
    // The restore's facts are one append: one correlation.
    for (const event of log.slice(5, 8)) event.metadata.correlationId = 'restore-command';
    const projected = await harness.project(log);
    const activities = await projected.documents(ACTIVITIES);
    expect(lines(activities.sort((a, b) => Number(a.position) - Number(b.position))).slice(4)).toEqual([
      ['delete_individual', 'Deleted individual Thandi Nkosi'],
      ['create_individual', 'Restored individual Thandi Nkosi from Trash'],
      ['create_relationship', 'Restored relationship: Thandi Nkosi is shareholder (60%) of Protea Holdings'],
      ['create_company', 'Created company Later Co'],
    ]);
  });

  it('falls back to the id when a relationship end is unknown', async () => {
    const orphan = recorded([
      entityRegistered(3, 'company', 'Protea Holdings'),
      relationshipAdded(10, { sourceEntityId: 9, targetEntityId: 3, relationshipType: 'director' }),
    ]);
    const projected = await harness.project(orphan);
    expect(await projected.get(ACTIVITIES, activityIdOf(orphan[1]))).toMatchObject({
      description: 'Added relationship: entity #9 is director of Protea Holdings',
    });
  });

  it('drops every document of a closed account, also when applied twice, and keeps other accounts', async () => {
    const closing = recorded([
      ...events,
      inAccount(8, entityRegistered(90, 'company', 'Other Co')),
      accountClosed(),
    ]);
    const once = await harness.project(closing);
    const twice = await harness.project(closing, 2);
    expect(twice.history).toEqual(once.history);
    expect(accountIdsIn(once.history.at(-1))).toEqual([8]);
    expect((await once.documents(ACTIVITIES)).map((d) => d.eventId)).toEqual([`event-${events.length + 1}`]);
  });
});
