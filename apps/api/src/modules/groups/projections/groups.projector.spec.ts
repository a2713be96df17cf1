import {
  ACCOUNT_ID,
  defaultGroupSet,
  entityAddedToGroup,
  entityRemovedFromGroup,
  groupCreated,
  groupDeleted,
  groupUpdated,
  accountClosed,
  inAccount,
} from '../../../testing/given-events';
import { accountIdsIn, ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { GROUP_MEMBERS, GROUPS, type GroupDocument, GroupsProjector } from './groups.projector';

const events = recorded([
  groupCreated(30, 'Core', 'Main holdings'),
  defaultGroupSet(30),
  groupCreated(31, 'Family'),
  groupCreated(32, 'Operating'),
  entityAddedToGroup(30, 1),
  entityAddedToGroup(30, 2),
  entityAddedToGroup(31, 2),
  entityAddedToGroup(32, 1),
  groupUpdated(31, {
    name: { from: 'Family', to: 'Nkosi family' },
    description: { from: null, to: 'Trusts' },
  }),
  defaultGroupSet(31),
  entityRemovedFromGroup(30, 2),
  groupDeleted(32),
  entityRemovedFromGroup(31, 2, 'entity_deleted'),
]);
const at = (index: number) => events[index].metadata.recordedAt;
const defaults = (groups: GroupDocument[]) => groups.filter((g) => g.isDefault).map((g) => g.id);

describe('GroupsProjector', () => {
  const harness = new ProjectionHarness(() => new GroupsProjector());
  afterAll(() => harness.cleanup());

  it('leaves the same documents when every event is applied twice in a row', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });

  it('creates a group and marks the default', async () => {
    const projected = await harness.project(events.slice(0, 2));
    expect(await projected.get(GROUPS, '30')).toEqual({
      id: '30',
      groupId: 30,
      accountId: ACCOUNT_ID,
      name: 'Core',
      nameKey: 'core',
      description: 'Main holdings',
      userId: 1,
      isDefault: true,
      createdAt: at(0),
      updatedAt: at(0),
    });
  });

  it('moves the default flag so one group carries it', async () => {
    const before = await harness.project(events.slice(0, 9));
    expect(defaults(await before.documents<GroupDocument>(GROUPS))).toEqual(['30']);
    const after = await harness.project(events.slice(0, 10));
    expect(defaults(await after.documents<GroupDocument>(GROUPS))).toEqual(['31']);
  });

  it('updates the changed fields', async () => {
    const projected = await harness.project(events.slice(0, 9));
    expect(await projected.get(GROUPS, '31')).toMatchObject({
      name: 'Nkosi family',
      nameKey: 'nkosi family',
      description: 'Trusts',
      updatedAt: at(8),
    });
  });

  it('adds members', async () => {
    const projected = await harness.project(events.slice(0, 8));
    expect(await projected.get(GROUP_MEMBERS, '30:2')).toEqual({
      id: '30:2',
      groupId: 30,
      entityId: 2,
      accountId: ACCOUNT_ID,
      addedAt: at(5),
    });
    expect(await projected.count(GROUP_MEMBERS)).toBe(4);
  });

  it('removes members, and all members of a deleted group', async () => {
    const projected = await harness.project(events);
    expect((await projected.documents(GROUPS)).map((g) => g.id)).toEqual(['30', '31']);
    expect((await projected.documents(GROUP_MEMBERS)).map((m) => m.id)).toEqual(['30:1']);
  });

  it('drops every document of a closed account, also when applied twice, and keeps other accounts', async () => {
    const closing = recorded([
      ...events,
      inAccount(8, groupCreated(40, 'Other')),
      inAccount(8, entityAddedToGroup(40, 90)),
      accountClosed(),
    ]);
    const once = await harness.project(closing);
    const twice = await harness.project(closing, 2);
    expect(twice.history).toEqual(once.history);
    expect(accountIdsIn(once.history.at(-1))).toEqual([8]);
    expect((await once.documents(GROUPS)).map((d) => d.id)).toEqual(['40']);
  });
});
