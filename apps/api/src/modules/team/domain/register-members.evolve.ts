import type { AccountRole } from '@ledgerline/contracts';
import type { AccountEvent, TeamEvent } from '@ledgerline/events';

export interface PendingInvitation {
  email: string;
  role: AccountRole;
  /** SHA-256 (hex) of the single-use token; the token itself is never stored. */
  tokenHash: string;
  invitedByUserId: number;
  expiresAt: string;
}

/** The account's members and pending invitations, as the register state folds them (docs/decisions/0038). */
export interface AccountTeam {
  /** Every member with their role; the user who opened the account is its first owner. */
  members: ReadonlyMap<number, AccountRole>;
  invitations: ReadonlyMap<string, PendingInvitation>;
}

export const emptyTeam = (): AccountTeam => ({ members: new Map(), invitations: new Map() });

const withMember = (members: ReadonlyMap<number, AccountRole>, userId: number, role: AccountRole | null) => {
  const next = new Map(members);
  if (role === null) next.delete(userId);
  else next.set(userId, role);
  return next;
};

const withoutInvitation = (invitations: ReadonlyMap<string, PendingInvitation>, id: string) => {
  const next = new Map(invitations);
  next.delete(id);
  return next;
};

/** Folds the team's facts; every other event leaves the team as it is. */
export function evolveTeam<S extends AccountTeam>(state: S, event: { type: string; data: unknown }): S {
  const e = event as AccountEvent | TeamEvent;
  switch (e.type) {
    case 'AccountOpened':
      return { ...state, members: new Map([[e.data.ownerUserId, 'owner']]), invitations: new Map() };
    case 'MemberInvited': {
      const { invitationId, email, role, tokenHash, invitedByUserId, expiresAt } = e.data;
      const invitations = new Map(state.invitations);
      invitations.set(invitationId, { email, role, tokenHash, invitedByUserId, expiresAt });
      return { ...state, invitations };
    }
    case 'InvitationResent': {
      const known = state.invitations.get(e.data.invitationId);
      if (!known) return state;
      const invitations = new Map(state.invitations);
      invitations.set(e.data.invitationId, {
        ...known,
        tokenHash: e.data.tokenHash,
        expiresAt: e.data.expiresAt,
      });
      return { ...state, invitations };
    }
    case 'InvitationRevoked':
      return { ...state, invitations: withoutInvitation(state.invitations, e.data.invitationId) };
    case 'MemberJoined':
      return {
        ...state,
        members: withMember(state.members, e.data.userId, e.data.role),
        invitations: withoutInvitation(state.invitations, e.data.invitationId),
      };
    case 'MemberRoleChanged':
      return { ...state, members: withMember(state.members, e.data.userId, e.data.role) };
    case 'MemberRemoved':
      return { ...state, members: withMember(state.members, e.data.userId, null) };
    default:
      return state;
  }
}
