import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalogue/event-definition';

/** Roles inside one account, as libs/contracts ACCOUNT_ROLES; never the installation's admin. */
const accountRole = z.enum(['owner', 'admin', 'editor', 'viewer']);

/**
 * Stream `account-{id}`: an owner or admin invited someone by e-mail. Only the SHA-256 of the single-use
 * token is kept; the token itself is shown once (docs/decisions/0038).
 */
export const MemberInvited = defineEvent(
  'MemberInvited',
  z.object({
    accountId: z.number().int(),
    invitationId: z.string(),
    email: z.string(),
    role: accountRole,
    tokenHash: z.string(),
    invitedByUserId: z.number().int(),
    expiresAt: z.string(),
  }),
);

/** A new token (and expiry) replaces the invitation's old one, which stops working. */
export const InvitationResent = defineEvent(
  'InvitationResent',
  z.object({
    accountId: z.number().int(),
    invitationId: z.string(),
    tokenHash: z.string(),
    resentByUserId: z.number().int(),
    expiresAt: z.string(),
  }),
);

export const InvitationRevoked = defineEvent(
  'InvitationRevoked',
  z.object({ accountId: z.number().int(), invitationId: z.string(), revokedByUserId: z.number().int() }),
);

/** A user took a seat by accepting an invitation, which is used up by it. */
export const MemberJoined = defineEvent(
  'MemberJoined',
  z.object({
    accountId: z.number().int(),
    userId: z.number().int(),
    role: accountRole,
    invitationId: z.string(),
  }),
);

export const MemberRoleChanged = defineEvent(
  'MemberRoleChanged',
  z.object({
    accountId: z.number().int(),
    userId: z.number().int(),
    role: accountRole,
    previousRole: accountRole,
    changedByUserId: z.number().int(),
  }),
);

/** The member left the account or was removed; what they recorded stays attributed to them. */
export const MemberRemoved = defineEvent(
  'MemberRemoved',
  z.object({
    accountId: z.number().int(),
    userId: z.number().int(),
    removedByUserId: z.number().int(),
    reason: z.enum(['removed', 'left']),
  }),
);

export const teamEvents = [
  MemberInvited,
  InvitationResent,
  InvitationRevoked,
  MemberJoined,
  MemberRoleChanged,
  MemberRemoved,
];
export type TeamEvent = EventOf<(typeof teamEvents)[number]>;

/**
 * Stream `user-{id}`: the user now belongs to another account, with that role there (they joined one by an
 * invitation, or left or were removed and own a fresh account of their own).
 */
export const UserAccountChanged = defineEvent(
  'UserAccountChanged',
  z.object({
    userId: z.number().int(),
    accountId: z.number().int(),
    previousAccountId: z.number().int(),
    accountRole,
  }),
);
export type UserAccountChangedEvent = EventOf<typeof UserAccountChanged>;
