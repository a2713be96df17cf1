import type { AccountRole } from '@ledgerline/contracts';
import {
  ACCOUNT_ID,
  accountOpened,
  entityRegistered,
  given,
  OWNER_USER_ID,
  refusalOf,
} from '../../../testing/given-events';
import { decideChangeSubscription } from '../../accounts/domain/subscription.deciders';
import {
  decideAcceptInvitation,
  decideChangeMemberRole,
  decideDropDeletedMember,
  decideInviteMember,
  decideLeaveOwnAccount,
  decideRemoveMember,
  decideResendInvitation,
  decideRevokeInvitation,
} from './team.deciders';

const owner = { userId: OWNER_USER_ID, accountRole: 'owner' as AccountRole };
const now = new Date('2026-03-02T08:00:00.000Z');
const later = '2026-03-09T08:00:00.000Z';
const invited = (id: string, role: AccountRole = 'editor', expiresAt = later) => ({
  type: 'MemberInvited',
  data: {
    accountId: ACCOUNT_ID,
    invitationId: id,
    email: `${id}@example.co.za`,
    role,
    tokenHash: `hash-${id}`,
    invitedByUserId: OWNER_USER_ID,
    expiresAt,
  },
});
const joined = (userId: number, role: AccountRole, invitationId = `i${userId}`) => ({
  type: 'MemberJoined',
  data: { accountId: ACCOUNT_ID, userId, role, invitationId },
});
const invite = (actor = owner, role: AccountRole = 'editor', email = 'new@example.co.za') => ({
  invitationId: 'i-new',
  email,
  role,
  tokenHash: 'hash-new',
  expiresAt: later,
  actor,
});

describe('inviting', () => {
  it('emits MemberInvited with the token hash, never the token', () => {
    expect(decideInviteMember(invite(), given(accountOpened('standard')))).toEqual([
      {
        type: 'MemberInvited',
        data: {
          accountId: ACCOUNT_ID,
          invitationId: 'i-new',
          email: 'new@example.co.za',
          role: 'editor',
          tokenHash: 'hash-new',
          invitedByUserId: OWNER_USER_ID,
          expiresAt: later,
        },
      },
    ]);
  });

  it('refuses editors and viewers, an admin inviting an owner, a full plan, and a second invitation to one address', () => {
    const state = given(accountOpened('standard'), joined(2, 'admin'), joined(3, 'editor'), invited('a'));
    expect(
      refusalOf(() => decideInviteMember(invite({ userId: 3, accountRole: 'editor' }), state)).kind,
    ).toBe('forbidden');
    expect(
      refusalOf(() => decideInviteMember(invite({ userId: 2, accountRole: 'admin' }, 'owner'), state))
        .message,
    ).toBe('Only an owner may invite an owner.');
    expect(refusalOf(() => decideInviteMember(invite(), given(accountOpened('free')))).code).toBe(
      'PLAN.USER_LIMIT_REACHED',
    );
    expect(refusalOf(() => decideInviteMember(invite(owner, 'viewer', 'A@example.co.za'), state)).code).toBe(
      'INVITATION.ALREADY_PENDING',
    );
  });

  it('resends and revokes only a pending invitation of this account', () => {
    const state = given(accountOpened('standard'), invited('a'));
    const resend = { invitationId: 'a', tokenHash: 'hash-2', expiresAt: later, actor: owner };
    expect(decideResendInvitation(resend, state)[0]).toMatchObject({ type: 'InvitationResent' });
    expect(refusalOf(() => decideResendInvitation({ ...resend, invitationId: 'b' }, state)).kind).toBe(
      'not_found',
    );
    expect(decideRevokeInvitation({ invitationId: 'a', actor: owner }, state)[0].type).toBe(
      'InvitationRevoked',
    );
    const revoked = given(accountOpened('standard'), invited('a'), {
      type: 'InvitationRevoked',
      data: { accountId: ACCOUNT_ID, invitationId: 'a', revokedByUserId: 1 },
    });
    expect(refusalOf(() => decideRevokeInvitation({ invitationId: 'a', actor: owner }, revoked)).kind).toBe(
      'not_found',
    );
  });
});

describe('accepting', () => {
  it('takes a seat with the role of the invitation, whose token then no longer works', () => {
    const state = given(accountOpened('standard'), invited('a', 'viewer'));
    const decided = decideAcceptInvitation({ tokenHash: 'hash-a', userId: 9, now }, state);
    expect(decided).toEqual([joined(9, 'viewer', 'a')]);
    const after = given(accountOpened('standard'), invited('a', 'viewer'), ...decided);
    expect(after.members.get(9)).toBe('viewer');
    expect(
      refusalOf(() => decideAcceptInvitation({ tokenHash: 'hash-a', userId: 10, now }, after)).kind,
    ).toBe('not_found');
  });

  it('refuses the last seat twice: with 4 of 5 used only one of two invitations is accepted', () => {
    const full = given(
      accountOpened('standard'),
      joined(2, 'editor'),
      joined(3, 'editor'),
      joined(4, 'editor'),
      invited('a'),
      invited('b'),
      joined(5, 'editor', 'a'),
    );
    const refusal = refusalOf(() => decideAcceptInvitation({ tokenHash: 'hash-b', userId: 6, now }, full));
    expect(refusal.message).toBe(
      'This account has no free seat: its Standard plan allows 5 users. Ask its owner to upgrade the plan or remove a member.',
    );
  });

  it('refuses an expired invitation and a user already in the account', () => {
    const state = given(
      accountOpened('standard'),
      invited('old', 'editor', '2026-03-01T00:00:00.000Z'),
      invited('a'),
    );
    expect(
      refusalOf(() => decideAcceptInvitation({ tokenHash: 'hash-old', userId: 9, now }, state)).code,
    ).toBe('INVITATION.EXPIRED');
    expect(
      refusalOf(() => decideAcceptInvitation({ tokenHash: 'hash-a', userId: OWNER_USER_ID, now }, state))
        .code,
    ).toBe('TEAM.ALREADY_MEMBER');
  });

  it("closes the joiner's own account only while it holds no register and nobody else", () => {
    expect(decideLeaveOwnAccount({ userId: OWNER_USER_ID }, given(accountOpened()))[0].type).toBe(
      'AccountClosed',
    );
    const busy = given(accountOpened(), entityRegistered(1, 'company', 'Acme'));
    expect(refusalOf(() => decideLeaveOwnAccount({ userId: OWNER_USER_ID }, busy)).code).toBe(
      'TEAM.HAS_OWN_REGISTER',
    );
  });
});

describe('roles and removal', () => {
  const team = () => given(accountOpened('standard'), joined(2, 'admin'), joined(3, 'editor'));
  const admin = { userId: 2, accountRole: 'admin' as AccountRole };

  it('changes a role, and does nothing when it is the same', () => {
    expect(decideChangeMemberRole({ userId: 3, role: 'viewer', actor: admin }, team())).toEqual([
      {
        type: 'MemberRoleChanged',
        data: {
          accountId: ACCOUNT_ID,
          userId: 3,
          role: 'viewer',
          previousRole: 'editor',
          changedByUserId: 2,
        },
      },
    ]);
    expect(decideChangeMemberRole({ userId: 3, role: 'editor', actor: admin }, team())).toEqual([]);
  });

  it('never leaves the account without an owner, and only owners touch owners', () => {
    expect(
      refusalOf(() => decideChangeMemberRole({ userId: OWNER_USER_ID, role: 'admin', actor: owner }, team()))
        .code,
    ).toBe('TEAM.LAST_OWNER');
    expect(refusalOf(() => decideRemoveMember({ userId: OWNER_USER_ID, actor: admin }, team())).kind).toBe(
      'forbidden',
    );
    expect(refusalOf(() => decideRemoveMember({ userId: OWNER_USER_ID, actor: owner }, team())).code).toBe(
      'TEAM.LAST_OWNER',
    );
    const twoOwners = given(accountOpened('standard'), joined(2, 'owner'));
    expect(decideRemoveMember({ userId: OWNER_USER_ID, actor: owner }, twoOwners)[0].data).toMatchObject({
      reason: 'left',
    });
  });

  it('removes a member (404 for anyone else), and any role may leave', () => {
    expect(decideRemoveMember({ userId: 3, actor: admin }, team())[0].data).toMatchObject({
      userId: 3,
      reason: 'removed',
    });
    expect(refusalOf(() => decideRemoveMember({ userId: 99, actor: admin }, team())).kind).toBe('not_found');
    const viewer = { userId: 3, accountRole: 'viewer' as AccountRole };
    expect(decideRemoveMember({ userId: 3, actor: viewer }, team())[0].data).toMatchObject({
      reason: 'left',
    });
    expect(refusalOf(() => decideRemoveMember({ userId: 2, actor: viewer }, team())).kind).toBe('forbidden');
  });
});

describe("the installation admin's deletion of a user", () => {
  it('frees their seat; the only owner gone, the longest-standing member becomes owner', () => {
    const state = given(accountOpened('standard'), joined(2, 'editor'), joined(3, 'viewer'));
    expect(decideDropDeletedMember({ userId: 3, deletedByUserId: 99 }, state)).toEqual([
      {
        type: 'MemberRemoved',
        data: { accountId: ACCOUNT_ID, userId: 3, removedByUserId: 99, reason: 'removed' },
      },
    ]);
    expect(decideDropDeletedMember({ userId: OWNER_USER_ID, deletedByUserId: 99 }, state)[1]).toEqual({
      type: 'MemberRoleChanged',
      data: { accountId: ACCOUNT_ID, userId: 2, role: 'owner', previousRole: 'editor', changedByUserId: 99 },
    });
    expect(decideDropDeletedMember({ userId: 42, deletedByUserId: 99 }, state)).toEqual([]);
  });
});

describe('downgrades', () => {
  it('refuses a plan with fewer seats or entities than the account holds, naming what to remove', () => {
    const state = given(accountOpened('standard'), joined(2, 'admin'), joined(3, 'editor'));
    expect(
      refusalOf(() => decideChangeSubscription({ tier: 'basic', status: 'active' }, state)).message,
    ).toBe(
      'The Basic plan allows 1 user and 50 entities; this account has 3 members and 0 entities. First remove 2 members.',
    );
    expect(decideChangeSubscription({ tier: 'pro', status: 'active' }, state)).toHaveLength(1);
    expect(decideChangeSubscription({ tier: 'standard', status: 'canceled' }, state)).toHaveLength(1);
  });
});
