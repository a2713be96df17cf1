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

export const identityLifecycleEvents = [UsernameReleased, UserProfileChanged, UserRoleChanged, UserDeleted];
export type IdentityLifecycleEvent = EventOf<(typeof identityLifecycleEvents)[number]>;
