import {
  ACCOUNT_ID,
  accountOpened,
  defaultGroupSet,
  entityAddedToGroup,
  entityDeleted,
  entityRegistered,
  entityRemovedFromGroup,
  given,
  groupCreated,
  groupDeleted,
  refusalOf,
} from '../../../testing/given-events';
import {
  decideAddEntityToGroup,
  decideCreateGroup,
  decideDeleteGroup,
  decideRemoveEntityFromGroup,
  decideSetDefaultGroup,
  decideUpdateGroup,
} from './group.deciders';

const accountId = ACCOUNT_ID;
const protea = entityRegistered(1, 'company', 'Protea Holdings');
/** Three groups in creation order; the first is the default. */
const threeGroups = [
  accountOpened(),
  protea,
  groupCreated(30, 'Core'),
  defaultGroupSet(30),
  groupCreated(31, 'Family'),
  groupCreated(32, 'Operating'),
];
const create = (groupId: number) => ({ groupId, name: 'Core', description: 'Main holdings', actorUserId: 1 });

describe('CreateGroup decider', () => {
  it("emits GroupCreated and DefaultGroupSet for the account's first group", () => {
    expect(decideCreateGroup(create(30), given(accountOpened()))).toEqual([
      {
        type: 'GroupCreated',
        data: { groupId: 30, accountId, name: 'Core', description: 'Main holdings', createdByUserId: 1 },
      },
      { type: 'DefaultGroupSet', data: { groupId: 30, accountId } },
    ]);
  });

  it('emits only GroupCreated when a default already exists', () => {
    const events = decideCreateGroup(create(33), given(...threeGroups));
    expect(events.map((e) => e.type)).toEqual(['GroupCreated']);
  });

  it('makes a new group the default when the last group was deleted', () => {
    const state = given(accountOpened(), groupCreated(30, 'Core'), defaultGroupSet(30), groupDeleted(30));
    expect(decideCreateGroup(create(31), state).map((e) => e.type)).toEqual([
      'GroupCreated',
      'DefaultGroupSet',
    ]);
  });

  it('does nothing when the group id was already used (a retried command)', () => {
    expect(decideCreateGroup(create(30), given(...threeGroups))).toEqual([]);
  });
});

describe('UpdateGroup decider', () => {
  it('emits only the changed fields', () => {
    const command = { groupId: 31, name: 'Family', description: 'Nkosi family' };
    expect(decideUpdateGroup(command, given(...threeGroups))).toEqual([
      {
        type: 'GroupUpdated',
        data: { groupId: 31, accountId, changes: { description: { from: null, to: 'Nkosi family' } } },
      },
    ]);
  });

  it('refuses a group it does not know', () => {
    expect(
      refusalOf(() =>
        decideUpdateGroup({ groupId: 99, name: 'X', description: null }, given(...threeGroups)),
      ),
    ).toMatchObject({ kind: 'not_found', message: "Group not found or you don't have access to it" });
  });

  it('does nothing when nothing changes', () => {
    const command = { groupId: 31, name: 'Family', description: null };
    expect(decideUpdateGroup(command, given(...threeGroups))).toEqual([]);
  });
});

describe('DeleteGroup decider', () => {
  it('emits GroupDeleted for a group that is not the default', () => {
    expect(decideDeleteGroup({ groupId: 31 }, given(...threeGroups))).toEqual([
      { type: 'GroupDeleted', data: { groupId: 31, accountId } },
    ]);
  });

  it('makes the oldest remaining group the default when the default is deleted', () => {
    expect(decideDeleteGroup({ groupId: 30 }, given(...threeGroups))).toEqual([
      { type: 'GroupDeleted', data: { groupId: 30, accountId } },
      { type: 'DefaultGroupSet', data: { groupId: 31, accountId } },
    ]);
    const lastIsDefault = given(...threeGroups, defaultGroupSet(32), groupDeleted(31));
    expect(decideDeleteGroup({ groupId: 32 }, lastIsDefault)).toEqual([
      { type: 'GroupDeleted', data: { groupId: 32, accountId } },
      { type: 'DefaultGroupSet', data: { groupId: 30, accountId } },
    ]);
  });

  it('leaves no default when the only group is deleted', () => {
    const state = given(accountOpened(), groupCreated(30, 'Core'), defaultGroupSet(30));
    expect(decideDeleteGroup({ groupId: 30 }, state).map((e) => e.type)).toEqual(['GroupDeleted']);
  });

  it('refuses a group it does not know or that was deleted', () => {
    const state = given(...threeGroups, groupDeleted(31));
    expect(refusalOf(() => decideDeleteGroup({ groupId: 31 }, state))).toMatchObject({ kind: 'not_found' });
  });
});

describe('SetDefaultGroup decider', () => {
  it('emits DefaultGroupSet', () => {
    expect(decideSetDefaultGroup({ groupId: 32 }, given(...threeGroups))).toEqual([
      { type: 'DefaultGroupSet', data: { groupId: 32, accountId } },
    ]);
  });

  it('refuses a group it does not know', () => {
    expect(refusalOf(() => decideSetDefaultGroup({ groupId: 99 }, given(...threeGroups)))).toMatchObject({
      kind: 'not_found',
      message: "Group not found or you don't have access to it",
    });
  });

  it('does nothing when the group is already the default', () => {
    expect(decideSetDefaultGroup({ groupId: 30 }, given(...threeGroups))).toEqual([]);
  });
});

describe('AddEntityToGroup decider', () => {
  it('emits EntityAddedToGroup', () => {
    expect(decideAddEntityToGroup({ groupId: 31, entityId: 1 }, given(...threeGroups))).toEqual([
      { type: 'EntityAddedToGroup', data: { groupId: 31, entityId: 1, accountId } },
    ]);
  });

  it('refuses an unknown or deleted entity', () => {
    const state = given(...threeGroups, entityDeleted(1, 'company'));
    expect(refusalOf(() => decideAddEntityToGroup({ groupId: 31, entityId: 1 }, state))).toMatchObject({
      kind: 'not_found',
      message: "Entity not found or you don't have access to it",
    });
  });

  it('refuses an unknown group', () => {
    expect(
      refusalOf(() => decideAddEntityToGroup({ groupId: 99, entityId: 1 }, given(...threeGroups))),
    ).toMatchObject({ kind: 'not_found', message: "Group not found or you don't have access to it" });
  });

  it('refuses an entity that is already a member as a conflict', () => {
    const state = given(...threeGroups, entityAddedToGroup(31, 1));
    expect(refusalOf(() => decideAddEntityToGroup({ groupId: 31, entityId: 1 }, state))).toMatchObject({
      kind: 'conflict',
      code: 'GROUP.ALREADY_MEMBER',
      message: 'Entity is already in this group',
    });
  });
});

describe('RemoveEntityFromGroup decider', () => {
  const state = given(...threeGroups, entityAddedToGroup(31, 1));

  it('emits EntityRemovedFromGroup as deleted', () => {
    expect(decideRemoveEntityFromGroup({ groupId: 31, entityId: 1 }, state)).toEqual([
      { type: 'EntityRemovedFromGroup', data: { groupId: 31, entityId: 1, accountId, reason: 'deleted' } },
    ]);
  });

  it('refuses an entity that is not a member', () => {
    expect(refusalOf(() => decideRemoveEntityFromGroup({ groupId: 32, entityId: 1 }, state))).toMatchObject({
      kind: 'not_found',
      message: "Group member not found or you don't have access to it",
    });
  });

  it('refuses an entity that already left the group', () => {
    const left = given(...threeGroups, entityAddedToGroup(31, 1), entityRemovedFromGroup(31, 1));
    expect(refusalOf(() => decideRemoveEntityFromGroup({ groupId: 31, entityId: 1 }, left))).toMatchObject({
      kind: 'not_found',
      message: "Group member not found or you don't have access to it",
    });
  });

  it('refuses a group it does not know', () => {
    expect(refusalOf(() => decideRemoveEntityFromGroup({ groupId: 99, entityId: 1 }, state))).toMatchObject({
      message: "Group not found or you don't have access to it",
    });
  });
});
