import { type AccountRole, PLANS } from '@ledgerline/contracts';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';
import type { PendingInvitation } from './register-members.evolve';

/** Who acts on the team, with their role in the account. */
export interface TeamActor {
  userId: number;
  accountRole: AccountRole;
}

export const INVITATION_EXPIRED = 'INVITATION.EXPIRED';

const forbidden = (message: string) => new DomainError('forbidden', 'TEAM.ROLE_FORBIDDEN', message);

const open = (state: AccountRegisterState): number => {
  if (state.accountId === null) throw notFound('Account');
  return state.accountId;
};

const requireManager = (actor: TeamActor, what: string) => {
  if (actor.accountRole !== 'owner' && actor.accountRole !== 'admin')
    throw forbidden(`An ${actor.accountRole} may not ${what}: only the account's owners and admins may.`);
};

const requireOwnerFor = (actor: TeamActor, what: string) => {
  if (actor.accountRole !== 'owner') throw forbidden(`Only an owner may ${what}.`);
};

const seatsOf = (state: AccountRegisterState) => {
  const plan = PLANS[state.tier];
  return { plan, free: plan.userLimit - state.members.size };
};

const ownersOf = (state: AccountRegisterState) =>
  [...state.members.values()].filter((role) => role === 'owner').length;

const pendingInvitation = (state: AccountRegisterState, invitationId: string): PendingInvitation => {
  const invitation = state.invitations.get(invitationId);
  if (!invitation) throw notFound('Invitation');
  return invitation;
};

export interface InviteMember {
  invitationId: string;
  email: string;
  role: AccountRole;
  tokenHash: string;
  expiresAt: string;
  actor: TeamActor;
}

/** An invitation holds no seat (docs/decisions/0038), but nobody is invited into a full account. */
export function decideInviteMember(command: InviteMember, state: AccountRegisterState): DomainEventData[] {
  const accountId = open(state);
  const { actor, invitationId, email, role, tokenHash, expiresAt } = command;
  requireManager(actor, 'invite members');
  if (role === 'owner') requireOwnerFor(actor, 'invite an owner');
  const { plan, free } = seatsOf(state);
  if (free <= 0)
    throw new DomainError(
      'forbidden',
      'PLAN.USER_LIMIT_REACHED',
      `Your ${plan.name} plan allows ${plan.userLimit} ${plan.userLimit === 1 ? 'user' : 'users'} and every seat is taken. Upgrade your plan or remove a member first.`,
    );
  const lower = email.toLowerCase();
  if ([...state.invitations.values()].some((pending) => pending.email.toLowerCase() === lower))
    throw new DomainError(
      'conflict',
      'INVITATION.ALREADY_PENDING',
      `An invitation to ${email} is already pending: resend or revoke it instead.`,
      [{ field: 'email', message: 'An invitation to this address is already pending' }],
    );
  return [
    {
      type: 'MemberInvited',
      data: { accountId, invitationId, email, role, tokenHash, invitedByUserId: actor.userId, expiresAt },
    },
  ];
}

/** A new token and expiry; the old link stops working. */
export function decideResendInvitation(
  command: { invitationId: string; tokenHash: string; expiresAt: string; actor: TeamActor },
  state: AccountRegisterState,
): DomainEventData[] {
  const accountId = open(state);
  const { actor, invitationId, tokenHash, expiresAt } = command;
  requireManager(actor, 'resend invitations');
  if (pendingInvitation(state, invitationId).role === 'owner') requireOwnerFor(actor, 'invite an owner');
  return [
    {
      type: 'InvitationResent',
      data: { accountId, invitationId, tokenHash, expiresAt, resentByUserId: actor.userId },
    },
  ];
}

export function decideRevokeInvitation(
  command: { invitationId: string; actor: TeamActor },
  state: AccountRegisterState,
): DomainEventData[] {
  const accountId = open(state);
  requireManager(command.actor, 'revoke invitations');
  pendingInvitation(state, command.invitationId);
  const data = { accountId, invitationId: command.invitationId, revokedByUserId: command.actor.userId };
  return [{ type: 'InvitationRevoked', data }];
}

/** The invitation whose token hashes to `tokenHash`, with its id; null when none is pending. */
export const invitationByToken = (
  state: AccountRegisterState,
  tokenHash: string,
): [string, PendingInvitation] | null =>
  [...state.invitations].find(([, invitation]) => invitation.tokenHash === tokenHash) ?? null;

/**
 * The seat is taken on the account's stream, so concurrent acceptances are decided one after the other on
 * fresh state: with one seat left, exactly one of them joins (docs/decisions/0038).
 */
export function decideAcceptInvitation(
  command: { tokenHash: string; userId: number; now: Date },
  state: AccountRegisterState,
): DomainEventData[] {
  const accountId = open(state);
  const found = invitationByToken(state, command.tokenHash);
  if (!found) throw notFound('Invitation');
  const [invitationId, invitation] = found;
  if (Date.parse(invitation.expiresAt) <= command.now.getTime())
    throw new DomainError(
      'conflict',
      INVITATION_EXPIRED,
      'This invitation has expired: ask the account to send you a new one.',
    );
  if (state.members.has(command.userId))
    throw new DomainError('conflict', 'TEAM.ALREADY_MEMBER', 'You are already a member of this account.');
  const { plan, free } = seatsOf(state);
  if (free <= 0)
    throw new DomainError(
      'forbidden',
      'PLAN.USER_LIMIT_REACHED',
      `This account has no free seat: its ${plan.name} plan allows ${plan.userLimit} ${plan.userLimit === 1 ? 'user' : 'users'}. Ask its owner to upgrade the plan or remove a member.`,
    );
  return [
    {
      type: 'MemberJoined',
      data: { accountId, userId: command.userId, role: invitation.role, invitationId },
    },
  ];
}

const entities = (count: number) => `${count} ${count === 1 ? 'entity' : 'entities'}`;

const lastOwner = (message: string) => new DomainError('conflict', 'TEAM.LAST_OWNER', message);

export function decideChangeMemberRole(
  command: { userId: number; role: AccountRole; actor: TeamActor },
  state: AccountRegisterState,
): DomainEventData[] {
  const accountId = open(state);
  const { actor, userId, role } = command;
  requireManager(actor, "change members' roles");
  const previousRole = state.members.get(userId);
  if (!previousRole) throw notFound('Member');
  if (role === 'owner' || previousRole === 'owner')
    requireOwnerFor(actor, "make someone an owner or change an owner's role");
  if (previousRole === role) return [];
  if (previousRole === 'owner' && ownersOf(state) === 1)
    throw lastOwner('The account cannot be left without an owner: make another member an owner first.');
  return [
    {
      type: 'MemberRoleChanged',
      data: { accountId, userId, role, previousRole, changedByUserId: actor.userId },
    },
  ];
}

/** Removing another member, or leaving (the actor removes themselves; any role may leave). */
export function decideRemoveMember(
  command: { userId: number; actor: TeamActor },
  state: AccountRegisterState,
): DomainEventData[] {
  const accountId = open(state);
  const { actor, userId } = command;
  const leaving = actor.userId === userId;
  if (!leaving) requireManager(actor, 'remove members');
  const role = state.members.get(userId);
  if (!role) throw notFound('Member');
  if (role === 'owner' && !leaving) requireOwnerFor(actor, 'remove an owner');
  if (role === 'owner' && ownersOf(state) === 1)
    throw lastOwner(
      leaving
        ? "You are the account's only owner: make another member an owner before you leave."
        : 'The account cannot be left without an owner: make another member an owner first.',
    );
  const reason = leaving ? 'left' : 'removed';
  return [{ type: 'MemberRemoved', data: { accountId, userId, removedByUserId: actor.userId, reason } }];
}

/**
 * A signed-in user who accepts an invitation leaves their own account, which is closed: only while it holds
 * no register (no entities, none in Trash) and nobody else.
 */
export function decideLeaveOwnAccount(
  command: { userId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  const accountId = open(state);
  const others = [...state.members.keys()].filter((id) => id !== command.userId).length;
  if (state.entities.size > 0 || state.trash.size > 0 || others > 0)
    throw new DomainError(
      'conflict',
      'TEAM.HAS_OWN_REGISTER',
      others > 0
        ? `You already belong to an account with ${others} other ${others === 1 ? 'member' : 'members'}: leave it before you accept this invitation.`
        : `Your own account already holds ${entities(state.entities.size + state.trash.size)}: an invitation can only be accepted by a user without a register of their own. Sign up with another username to accept it.`,
    );
  return [{ type: 'AccountClosed', data: { accountId, closedByUserId: command.userId } }];
}

/**
 * The installation's admin deleted a user: their seat is freed (no role rule: the installation admin is above
 * the account's roles). When they were its only owner, the longest-standing member becomes owner.
 */
export function decideDropDeletedMember(
  command: { userId: number; deletedByUserId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  const { userId, deletedByUserId } = command;
  const role = state.members.get(userId);
  if (state.accountId === null || !role) return [];
  const accountId = state.accountId;
  const removed = { accountId, userId, removedByUserId: deletedByUserId, reason: 'removed' };
  const events: DomainEventData[] = [{ type: 'MemberRemoved', data: removed }];
  const [heir] = [...state.members].filter(([id]) => id !== userId);
  if (role === 'owner' && ownersOf(state) === 1 && heir)
    events.push({
      type: 'MemberRoleChanged',
      data: {
        accountId,
        userId: heir[0],
        role: 'owner',
        previousRole: heir[1],
        changedByUserId: deletedByUserId,
      },
    });
  return events;
}
