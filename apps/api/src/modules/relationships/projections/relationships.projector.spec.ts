import {
  ACCOUNT_ID,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  relationshipAdded,
  relationshipRemoved,
  relationshipUpdated,
  accountClosed,
  inAccount,
} from '../../../testing/given-events';
import { accountIdsIn, ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { RELATIONSHIP_ENDS, RELATIONSHIPS } from './relationship.read-model';
import { RelationshipsProjector } from './relationships.projector';

const protea = { id: 1, name: 'Protea Holdings', type: 'company' };
const thandi = { id: 2, name: 'Thandi Nkosi', type: 'individual' };
const trust = { id: 3, name: 'Nkosi Family Trust', type: 'trust' };

const events = recorded([
  entityRegistered(1, 'company', 'Protea Holdings'),
  entityRegistered(2, 'individual', 'Thandi Nkosi'),
  entityRegistered(3, 'trust', 'Nkosi Family Trust'),
  relationshipAdded(10, {
    sourceEntityId: 2,
    targetEntityId: 1,
    ownershipPercentage: 60,
    startDate: '2020-03-01',
  }),
  relationshipAdded(11, { sourceEntityId: 2, targetEntityId: 3, relationshipType: 'trustee' }),
  relationshipAdded(12, {
    sourceEntityId: 3,
    targetEntityId: 1,
    relationshipType: 'parent',
    ownershipPercentage: 40,
  }),
  entityProfileUpdated(2, 'individual', { name: { from: 'Thandi Nkosi', to: 'Thandi Nkosi-Mokoena' } }),
  entityProfileUpdated(1, 'company', { industry: { from: null, to: 'Mining' } }),
  relationshipUpdated(11, {
    relationshipType: { from: 'trustee', to: 'director' },
    notes: { from: null, to: 'Appointed 2021' },
  }),
  relationshipUpdated(12, { targetEntityId: { from: 1, to: 2 } }),
  relationshipRemoved(10),
  relationshipRemoved(12, 'entity_deleted'),
  entityDeleted(3, 'trust'),
]);
const at = (index: number) => events[index].metadata.recordedAt;

describe('RelationshipsProjector', () => {
  const harness = new ProjectionHarness(() => new RelationshipsProjector());
  afterAll(() => harness.cleanup());

  it('leaves the same documents when every event is applied twice in a row', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });

  it('adds a relationship with the names of both ends', async () => {
    const projected = await harness.project(events.slice(0, 4));
    expect(await projected.get(RELATIONSHIPS, '10')).toEqual({
      id: '10',
      relationshipId: 10,
      accountId: ACCOUNT_ID,
      sourceEntityId: 2,
      targetEntityId: 1,
      type: 'shareholder',
      ownershipPercentage: 60,
      startDate: '2020-03-01',
      endDate: null,
      notes: null,
      isActive: true,
      ownershipCategory: null,
      natureOfInterest: null,
      trustBenefitType: null,
      effectiveControl: null,
      sourceEntity: thandi,
      targetEntity: protea,
      sourceName: 'Thandi Nkosi',
      targetName: 'Protea Holdings',
      createdAt: at(3),
      updatedAt: at(3),
    });
  });

  it('keeps one row per end, so either end lists it', async () => {
    const projected = await harness.project(events.slice(0, 4));
    expect(await projected.documents(RELATIONSHIP_ENDS)).toEqual([
      expect.objectContaining({ id: '10:1', entityId: 1, isSource: false, relationshipId: 10 }),
      expect.objectContaining({ id: '10:2', entityId: 2, isSource: true, relationshipId: 10 }),
    ]);
  });

  it('keeps the names current when an entity is renamed, on either end', async () => {
    const projected = await harness.project(events.slice(0, 8));
    const renamed = { ...thandi, name: 'Thandi Nkosi-Mokoena' };
    expect(await projected.get(RELATIONSHIPS, '10')).toMatchObject({
      sourceEntity: renamed,
      targetEntity: protea,
    });
    expect(await projected.get(RELATIONSHIPS, '11')).toMatchObject({
      sourceEntity: renamed,
      targetEntity: trust,
    });
    expect(await projected.get(RELATIONSHIPS, '12')).toMatchObject({
      sourceEntity: trust,
      targetEntity: protea,
    });
    expect(await projected.get(RELATIONSHIP_ENDS, '11:3')).toMatchObject({
      sourceName: 'Thandi Nkosi-Mokoena',
      targetName: 'Nkosi Family Trust',
    });
  });

  it('maps a change of relationshipType to type and re-reads a moved end', async () => {
    const projected = await harness.project(events.slice(0, 10));
    const director = await projected.get(RELATIONSHIPS, '11');
    expect(director).toMatchObject({ type: 'director', notes: 'Appointed 2021', updatedAt: at(8) });
    expect(director).not.toHaveProperty('relationshipType');
    expect(await projected.get(RELATIONSHIPS, '12')).toMatchObject({
      targetEntityId: 2,
      targetEntity: { ...thandi, name: 'Thandi Nkosi-Mokoena' },
    });
    const ends = (await projected.documents(RELATIONSHIP_ENDS)).filter((end) => end.relationshipId === 12);
    expect(ends.map((end) => end.id).sort()).toEqual(['12:2', '12:3']);
  });

  it('removes relationships', async () => {
    const projected = await harness.project(events);
    expect((await projected.documents(RELATIONSHIPS)).map((r) => r.id)).toEqual(['11']);
    expect((await projected.documents(RELATIONSHIP_ENDS)).map((r) => r.id)).toEqual(['11:2', '11:3']);
  });

  it('drops every document of a closed account, also when applied twice, and keeps other accounts', async () => {
    const closing = recorded([
      ...events,
      inAccount(8, entityRegistered(90, 'company', 'Other Co')),
      inAccount(8, entityRegistered(91, 'individual', 'Other Person')),
      inAccount(8, relationshipAdded(95, { sourceEntityId: 91, targetEntityId: 90 })),
      accountClosed(),
    ]);
    const once = await harness.project(closing);
    const twice = await harness.project(closing, 2);
    expect(twice.history).toEqual(once.history);
    expect(accountIdsIn(once.history.at(-1))).toEqual([8]);
    expect((await once.documents(RELATIONSHIPS)).map((d) => d.id)).toEqual(['95']);
    expect((await once.documents(RELATIONSHIP_ENDS)).map((d) => d.id)).toEqual(['95:90', '95:91']);
  });
});
