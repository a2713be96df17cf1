import {
  ACCOUNT_ID,
  assetRegistered,
  assetRemoved,
  assetUpdated,
  entityDeleted,
  entityProfileUpdated,
  entityRegistered,
  accountClosed,
  inAccount,
} from '../../../testing/given-events';
import { accountIdsIn, ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { ASSETS } from './asset.read-model';
import { AssetsProjector } from './assets.projector';

const protea = { id: 1, name: 'Protea Holdings', type: 'company' };
const thandi = { id: 2, name: 'Thandi Nkosi', type: 'individual' };

const events = recorded([
  entityRegistered(1, 'company', 'Protea Holdings'),
  entityRegistered(2, 'individual', 'Thandi Nkosi'),
  assetRegistered(20, 1, 'Head office', {
    value: 4_500_000,
    acquisitionDate: '2019-07-01',
    location: 'Sandton',
  }),
  assetRegistered(21, 2, 'Toyota Hilux', { assetType: 'vehicle' }),
  assetRegistered(22, 2, 'Unit trusts', { assetType: 'investment' }),
  entityProfileUpdated(1, 'company', { name: { from: 'Protea Holdings', to: 'Protea Group' } }),
  assetUpdated(20, {
    assetType: { from: 'real_estate', to: 'investment' },
    value: { from: 4_500_000, to: 5_000_000 },
  }),
  assetUpdated(21, { ownerEntityId: { from: 2, to: 1 }, name: { from: 'Toyota Hilux', to: 'Fleet Hilux' } }),
  assetRemoved(22),
  entityDeleted(2, 'individual'),
]);
const at = (index: number) => events[index].metadata.recordedAt;

describe('AssetsProjector', () => {
  const harness = new ProjectionHarness(() => new AssetsProjector());
  afterAll(() => harness.cleanup());

  it('leaves the same documents when every event is applied twice in a row', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });

  it('registers an asset with its owner and its type under both names', async () => {
    const projected = await harness.project(events.slice(0, 3));
    expect(await projected.get(ASSETS, '20')).toEqual({
      id: '20',
      assetId: 20,
      accountId: ACCOUNT_ID,
      ownerEntityId: 1,
      name: 'Head office',
      type: 'real_estate',
      assetType: 'real_estate',
      description: null,
      value: 4_500_000,
      acquisitionDate: '2019-07-01',
      location: 'Sandton',
      status: 'active',
      notes: null,
      ownerEntity: protea,
      nameKey: 'head office',
      ownerName: 'Protea Holdings',
      createdAt: at(2),
      updatedAt: at(2),
    });
  });

  it("keeps the owner's name current when the owner is renamed", async () => {
    const projected = await harness.project(events.slice(0, 6));
    expect(await projected.get(ASSETS, '20')).toMatchObject({
      ownerEntity: { ...protea, name: 'Protea Group' },
      ownerName: 'Protea Group',
    });
    expect(await projected.get(ASSETS, '21')).toMatchObject({ ownerEntity: thandi });
  });

  it('maps a change of assetType to type as well', async () => {
    const projected = await harness.project(events.slice(0, 7));
    expect(await projected.get(ASSETS, '20')).toMatchObject({
      type: 'investment',
      assetType: 'investment',
      value: 5_000_000,
      updatedAt: at(6),
    });
  });

  it('follows a change of owner', async () => {
    const projected = await harness.project(events.slice(0, 8));
    expect(await projected.get(ASSETS, '21')).toMatchObject({
      name: 'Fleet Hilux',
      nameKey: 'fleet hilux',
      ownerEntityId: 1,
      ownerEntity: { ...protea, name: 'Protea Group' },
      ownerName: 'Protea Group',
    });
  });

  it('removes assets', async () => {
    const projected = await harness.project(events);
    expect((await projected.documents(ASSETS)).map((a) => a.id)).toEqual(['20', '21']);
  });

  it('drops every document of a closed account, also when applied twice, and keeps other accounts', async () => {
    const closing = recorded([
      ...events,
      inAccount(8, entityRegistered(90, 'company', 'Other Co')),
      inAccount(8, assetRegistered(95, 90, 'Other office')),
      accountClosed(),
    ]);
    const once = await harness.project(closing);
    const twice = await harness.project(closing, 2);
    expect(twice.history).toEqual(once.history);
    expect(accountIdsIn(once.history.at(-1))).toEqual([8]);
    expect((await once.documents(ASSETS)).map((d) => d.id)).toEqual(['95']);
  });
});
