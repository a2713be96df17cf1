import { ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { USERS } from './user.read-model';
import { UsersProjector } from './users.projector';

const userRegistered = (userId: number, username: string, role: 'admin' | 'user') => ({
  type: 'UserRegistered',
  data: {
    userId,
    accountId: 100 + userId,
    username,
    email: `${username.toLowerCase()}@example.com`,
    fullName: null,
    passwordHash: '$argon2id$v=19$hash',
    role,
  },
});
const events = recorded(
  [
    userRegistered(1, 'Thandi', 'admin'),
    { type: 'UsernameClaimed', data: { username: 'sipho', userId: 2, accountId: 102 } },
    userRegistered(2, 'Sipho', 'user'),
    {
      type: 'UserProfileChanged',
      data: { userId: 2, changes: { username: { from: 'Sipho', to: 'SiphoD' } } },
    },
    { type: 'UserRoleChanged', data: { userId: 2, role: 'admin' } },
    userRegistered(3, 'Lerato', 'user'),
    { type: 'UserPasswordChanged', data: { userId: 1, passwordHash: 'scrypt$changed' } },
    { type: 'UserDeleted', data: { userId: 3, accountId: 103, username: 'Lerato' } },
    { type: 'UserPasswordChanged', data: { userId: 3, passwordHash: 'scrypt$after-deletion' } },
  ],
  { name: 'users', accountId: 'system' },
);
const at = (index: number) => events[index].metadata.recordedAt;

describe('UsersProjector', () => {
  const harness = new ProjectionHarness(() => new UsersProjector());
  afterAll(() => harness.cleanup());

  it('leaves the same documents when every event is applied twice in a row', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });

  it('registers a user, findable by lower-cased username', async () => {
    const projected = await harness.project(events.slice(0, 1));
    expect(await projected.get(USERS, '1')).toEqual({
      id: '1',
      userId: 1,
      accountId: 101,
      username: 'Thandi',
      usernameLower: 'thandi',
      usernameKey: 'thandi',
      email: 'thandi@example.com',
      fullName: null,
      passwordHash: '$argon2id$v=19$hash',
      role: 'admin',
      accountRole: 'owner',
      accountJoinedAt: at(0),
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
      installation: 1,
      createdAt: at(0),
      updatedAt: at(0),
    });
    expect(await projected.count(USERS, { usernameLower: 'thandi' })).toBe(1);
  });

  it('follows a rename, keeping the lower-cased username in step, and a change of role', async () => {
    const projected = await harness.project(events);
    expect(await projected.get(USERS, '2')).toMatchObject({
      username: 'SiphoD',
      usernameLower: 'siphod',
      usernameKey: 'siphod',
      role: 'admin',
      createdAt: at(2),
      updatedAt: at(4),
    });
  });

  it("replaces the user's password hash when they change their password", async () => {
    const projected = await harness.project(events);
    expect(await projected.get(USERS, '1')).toMatchObject({
      passwordHash: 'scrypt$changed',
      createdAt: at(0),
      updatedAt: at(6),
    });
  });

  it('deletes a user, and a later password change does not bring them back', async () => {
    const projected = await harness.project(events);
    expect((await projected.documents(USERS)).map((u) => u.id)).toEqual(['1', '2']);
  });

  it("copies the account's plan into its users, whichever comes first", async () => {
    const plans = recorded([
      userRegistered(4, 'Zanele', 'user'),
      { type: 'AccountOpened', data: { accountId: 104, ownerUserId: 4, tier: 'free', status: 'active' } },
      {
        type: 'SubscriptionChanged',
        data: { accountId: 104, tier: 'pro', status: 'trialing', expiresAt: null },
      },
      { type: 'UserRegistered', data: { ...userRegistered(5, 'Musa', 'user').data, accountId: 104 } },
    ]);
    const once = await harness.project(plans);
    expect(await once.get(USERS, '4')).toMatchObject({
      subscriptionTier: 'pro',
      subscriptionStatus: 'trialing',
    });
    expect(await once.get(USERS, '5')).toMatchObject({
      subscriptionTier: 'pro',
      subscriptionStatus: 'trialing',
    });
    const twice = await harness.project(plans, 2);
    expect(twice.history).toEqual(once.history);
  });

  it("moves a user into the account they joined, with its plan and their role there, and follows that role's changes", async () => {
    const team = recorded([
      userRegistered(6, 'Naledi', 'user'),
      { type: 'AccountOpened', data: { accountId: 106, ownerUserId: 6, tier: 'free', status: 'active' } },
      { type: 'UserRegistered', data: { ...userRegistered(7, 'Pieter', 'user').data, accountId: 107 } },
      { type: 'AccountOpened', data: { accountId: 107, ownerUserId: 7, tier: 'free', status: 'active' } },
      {
        type: 'SubscriptionChanged',
        data: { accountId: 106, tier: 'standard', status: 'active', expiresAt: null },
      },
      { type: 'MemberJoined', data: { accountId: 106, userId: 7, role: 'editor', invitationId: 'i-1' } },
      {
        type: 'UserAccountChanged',
        data: { userId: 7, accountId: 106, previousAccountId: 107, accountRole: 'editor' },
      },
      {
        type: 'MemberRoleChanged',
        data: { accountId: 107, userId: 7, role: 'owner', previousRole: 'owner', changedByUserId: 7 },
      },
      {
        type: 'MemberRoleChanged',
        data: { accountId: 106, userId: 7, role: 'viewer', previousRole: 'editor', changedByUserId: 6 },
      },
    ]);
    const once = await harness.project(team);
    expect(await once.get(USERS, '6')).toMatchObject({ accountId: 106, accountRole: 'owner' });
    expect(await once.get(USERS, '7')).toMatchObject({
      accountId: 106,
      accountRole: 'viewer',
      accountJoinedAt: team[6].metadata.recordedAt,
      subscriptionTier: 'standard',
    });
    const twice = await harness.project(team, 2);
    expect(twice.history).toEqual(once.history);
  });
});
