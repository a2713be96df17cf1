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
