import {
  decideAddAdmin,
  decideRecordAdmins,
  decideRemoveAdmin,
  installationAdmins,
  type InstallationAdminsState,
} from './installation-admins.decider';

const replay = (...events: { type: string; data: unknown }[]): InstallationAdminsState =>
  events.reduce(
    (state, event) => installationAdmins.evolve(state, event as never),
    installationAdmins.initialState(),
  );

describe('installation admin seats', () => {
  it('records the seats once, then adds and frees them', () => {
    expect(decideRecordAdmins([1, 2], null)).toEqual([
      { type: 'InstallationAdminsRecorded', data: { userIds: [1, 2] } },
    ]);
    const state = replay(
      { type: 'InstallationAdminsRecorded', data: { userIds: [1, 2] } },
      { type: 'InstallationAdminAdded', data: { userId: 3 } },
      { type: 'InstallationAdminRemoved', data: { userId: 1, reason: 'demoted' } },
    );
    expect([...(state ?? [])]).toEqual([2, 3]);
    expect(decideRecordAdmins([9], state)).toEqual([]);
    expect(decideAddAdmin(3, state)).toEqual([]);
  });

  it('refuses to free the last seat, decided on the state both rivals saw after the first won', () => {
    const both = replay({ type: 'InstallationAdminsRecorded', data: { userIds: [1, 2] } });
    const [first] = decideRemoveAdmin({ userId: 2, change: 'demoted' }, both);
    const afterFirst = installationAdmins.evolve(both, first as never);
    expect(() => decideRemoveAdmin({ userId: 1, change: 'demoted' }, afterFirst)).toThrow(
      'The last admin cannot be demoted',
    );
    expect(() => decideRemoveAdmin({ userId: 1, change: 'deleted' }, afterFirst)).toThrow(
      'The last admin cannot be deleted',
    );
    expect(decideRemoveAdmin({ userId: 7, change: 'deleted' }, afterFirst)).toEqual([]);
  });
});
