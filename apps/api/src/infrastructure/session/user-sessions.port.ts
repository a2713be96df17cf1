import type session from 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The browser's User-Agent and the client address at sign-in, shown in the user's list of sessions. */
    userAgent?: string;
    clientAddress?: string;
    /** Passport's part: the signed-in user's id. */
    passport?: { user?: number };
  }
}

/** One live session of a user as a store holds it; `sid` is secret and never leaves the API. */
export interface StoredUserSession {
  sid: string;
  /** ms since epoch; null for a session from before sign-in times were recorded. */
  signedInAt: number | null;
  /** ms since epoch, to within the store's touch interval (a minute). */
  lastSeenAt: number;
  userAgent: string | null;
  clientAddress: string | null;
}

/**
 * The sessions of one user, for listing and revoking them. A revoked session is gone from
 * the store, so its next request carries no user and answers 401.
 */
export interface UserSessions {
  list(userId: number): Promise<StoredUserSession[]>;
  /** False when the user has no such live session. */
  revoke(userId: number, sid: string): Promise<boolean>;
  /** Ends every session of the user but `keepSid` (every one without it); answers how many ended. */
  revokeOthers(userId: number, keepSid?: string): Promise<number>;
}

export const USER_SESSIONS = Symbol('USER_SESSIONS');

/** The signed-in user's id of a stored session, if any. */
export const userIdOf = (data: session.SessionData): number | null => {
  const user = data.passport?.user;
  return typeof user === 'number' && Number.isInteger(user) ? user : null;
};

const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/** A rolling session's last use: its expiry less its lifetime (express-session keeps both in the cookie). */
export function storedUserSession(
  sid: string,
  data: session.SessionData,
  expiresAt: number,
): StoredUserSession {
  const lifetime = data.cookie?.originalMaxAge ?? SEVEN_DAYS_MS;
  const signedInAt = typeof data.signedInAt === 'number' ? data.signedInAt : null;
  return {
    sid,
    signedInAt,
    lastSeenAt: Math.max(expiresAt - lifetime, signedInAt ?? 0),
    userAgent: data.userAgent ?? null,
    clientAddress: data.clientAddress ?? null,
  };
}
