import type { Request } from 'express';
import type { UserSessions } from './user-sessions.port';

const USER_AGENT_MAX = 300;

/** What a session shows of its sign-in in the user's list of sessions (and when its absolute lifetime began). */
export function recordSignIn(request: Request): void {
  request.session.signedInAt = Date.now();
  request.session.userAgent = request.get('user-agent')?.slice(0, USER_AGENT_MAX);
  // An IPv4 client on a dual-stack socket shows as itself, not as ::ffff:203.0.113.9.
  request.session.clientAddress = request.ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

const isUserSessions = (store: unknown): store is UserSessions =>
  typeof store === 'object' &&
  store !== null &&
  ['list', 'revoke', 'revokeOthers'].every(
    (method) => typeof (store as Record<string, unknown>)[method] === 'function',
  );

/** The session store this request went through, as the port listing its user's sessions. */
export function userSessionsOf(request: Request): UserSessions {
  const store: unknown = request.sessionStore;
  if (!isUserSessions(store)) throw new Error('The session store cannot list the sessions of a user');
  return store;
}
