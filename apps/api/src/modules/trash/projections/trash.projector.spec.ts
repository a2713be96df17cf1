import {
  ACCOUNT_ID,
  accountClosed,
  accountOpened,
  assetRegistered,
  entityAddedToGroup,
  entityProfileUpdated,
  entityRegistered,
  given,
  groupCreated,
  relationshipAdded,
} from '../../../testing/given-events';
import { ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { decideDeleteEntity } from '../../entities/domain/entity.deciders';
import { decideRestoreEntity } from '../domain/restore-entity.decider';
import { TrashProjector } from './trash.projector';
import { TRASH, TRASH_CASCADES, type TrashDocument } from './trash.read-model';

const setup = [
  accountOpened(),
  entityRegistered(1, 'company', 'Acme'),
  entityRegistered(2, 'company', 'Beta'),
  relationshipAdded(10, { sourceEntityId: 1, targetEntityId: 2 }),
  assetRegistered(20, 1, 'Head office'),
  groupCreated(30, 'Clients'),
  entityAddedToGroup(30, 1),
  entityProfileUpdated(1, 'company', { name: { from: 'Acme', to: 'Acme Holdings' } }),
];
const deletion = decideDeleteEntity({ entityId: 1 }, given(...setup));
const restoration = decideRestoreEntity(
  { entityId: 1, actorUserId: 1, now: '2025-03-02T00:00:00.000Z' },
  given(...setup, ...deletion),
);
const deleted = recorded([...setup, ...deletion]);
const restored = recorded([...setup, ...deletion, ...restoration]);

describe('TrashProjector', () => {
  const harness = new ProjectionHarness(() => new TrashProjector());
  afterAll(() => harness.cleanup());

  it('leaves the same documents when every event is applied twice in a row', async () => {
    for (const events of [deleted, restored, recorded([...setup, ...deletion, accountClosed()])]) {
      const once = await harness.project(events);
      const twice = await harness.project(events, 2);
      expect(twice.history).toEqual(once.history);
    }
  });

  it('lists a deleted entity under its last name with what its deletion removed', async () => {
    const projected = await harness.project(deleted);
    const deletedAt = deleted[deleted.length - 1].metadata.recordedAt;
    expect(await projected.get<TrashDocument>(TRASH, '1')).toMatchObject({
      entityId: 1,
      accountId: ACCOUNT_ID,
      type: 'company',
      name: 'Acme Holdings',
      deletedAt,
      deletedByUserId: 1,
      purgeAfter: new Date(Date.parse(deletedAt) + 30 * 86_400_000).toISOString(),
      relationships: 1,
      assets: 1,
      groupMemberships: 1,
    });
    expect(await projected.documents(TRASH_CASCADES)).toEqual([]);
  });

  it('takes a restored entity out of the Trash', async () => {
    const projected = await harness.project(restored);
    expect(await projected.documents(TRASH)).toEqual([]);
  });
});
