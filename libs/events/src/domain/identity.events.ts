import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalogue/event-definition';

const role = z.enum(['admin', 'user']);

/** Stream `username-{lowercased}`: reserves a username installation-wide (appended with no_stream). */
export const UsernameClaimed = defineEvent(
  'UsernameClaimed',
  z.object({ username: z.string(), userId: z.number().int(), accountId: z.number().int() }),
);

/** Stream `installation`: the first user registered on a fresh install becomes its admin. */
export const FirstAdminDesignated = defineEvent(
  'FirstAdminDesignated',
  z.object({ userId: z.number().int() }),
);

/** Stream `user-{id}`. */
export const UserRegistered = defineEvent(
  'UserRegistered',
  z.object({
    userId: z.number().int(),
    accountId: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    fullName: z.string().nullable(),
    passwordHash: z.string(),
    role,
    /** The role in the account; absent (the log earlier, or a registration opening its own account): owner. */
    accountRole: z.enum(['owner', 'admin', 'editor', 'viewer']).optional(),
  }),
);

export const identityEvents = [UsernameClaimed, FirstAdminDesignated, UserRegistered];
export type IdentityEvent = EventOf<(typeof identityEvents)[number]>;

/** Stream `username-{lowercased}`: frees the name after a rename or deletion; a later claim appends after it. */
export const UsernameReleased = defineEvent(
  'UsernameReleased',
  z.object({ username: z.string(), userId: z.number().int() }),
);

/** Stream `user-{id}`: field-by-field before and after. */
export const UserProfileChanged = defineEvent(
  'UserProfileChanged',
  z.object({
    userId: z.number().int(),
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  }),
);

export const UserRoleChanged = defineEvent('UserRoleChanged', z.object({ userId: z.number().int(), role }));

export const UserDeleted = defineEvent(
  'UserDeleted',
  z.object({ userId: z.number().int(), accountId: z.number().int(), username: z.string() }),
);

/** Stream `user-{id}`: the user changed their own password; the hash replaces the old one. */
export const UserPasswordChanged = defineEvent(
  'UserPasswordChanged',
  z.object({ userId: z.number().int(), passwordHash: z.string() }),
);

/**
 * Stream `installation-admins`: the installation's admin seats, the one consistency boundary of the
 * last-admin rule. Recorded opens the stream with the admins the users read model held when the rule first
 * ran on it; seats are then added and removed before the user's own role changes.
 */
export const InstallationAdminsRecorded = defineEvent(
  'InstallationAdminsRecorded',
  z.object({ userIds: z.array(z.number().int()) }),
);
export const InstallationAdminAdded = defineEvent(
  'InstallationAdminAdded',
  z.object({ userId: z.number().int() }),
);
export const InstallationAdminRemoved = defineEvent(
  'InstallationAdminRemoved',
  z.object({ userId: z.number().int(), reason: z.enum(['demoted', 'deleted', 'undone']) }),
);

export const identityLifecycleEvents = [
  UsernameReleased,
  UserProfileChanged,
  UserRoleChanged,
  UserDeleted,
  InstallationAdminsRecorded,
  InstallationAdminAdded,
  InstallationAdminRemoved,
  UserPasswordChanged,
];
export type IdentityLifecycleEvent = EventOf<(typeof identityLifecycleEvents)[number]>;
