import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { UserSessionSummary } from '@ledgerline/contracts';
import type { Request } from 'express';
import { userSessionsOf } from '../../../infrastructure/session/sign-in-record';
import type { StoredUserSession } from '../../../infrastructure/session/user-sessions.port';
import { notFound } from '../../../shared/domain-error';
import type { SessionUser } from '../auth/session-user';
import { summarizeUserAgent } from './user-agent-summary';

/** What the user sees instead of a session id: a digest that cannot be turned back into a cookie. */
export const publicSessionId = (sid: string): string =>
  createHash('sha256').update(sid).digest().subarray(0, 16).toString('base64url');

const iso = (ms: number): string => new Date(ms).toISOString();

/** The signed-in user's own sessions: listed newest sign-in first, revoked one or all others. */
@Injectable()
export class OwnSessions {
  async list(request: Request): Promise<UserSessionSummary[]> {
    const sessions = await userSessionsOf(request).list(this.userId(request));
    return sessions
      .map((stored) => this.summary(stored, request.sessionID))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.createdAt.localeCompare(a.createdAt));
  }

  /** 404 for an id that is not one of the caller's live sessions, whoever's it may be. */
  async revoke(request: Request, id: string): Promise<void> {
    const userId = this.userId(request);
    const sessions = userSessionsOf(request);
    const target = (await sessions.list(userId)).find((stored) => publicSessionId(stored.sid) === id);
    if (!target || !(await sessions.revoke(userId, target.sid))) throw notFound('Session');
  }

  async revokeOthers(request: Request): Promise<number> {
    return userSessionsOf(request).revokeOthers(this.userId(request), request.sessionID);
  }

  private userId(request: Request): number {
    return (request.user as SessionUser).userId;
  }

  private summary(stored: StoredUserSession, currentSid: string): UserSessionSummary {
    const createdAt = stored.signedInAt ?? stored.lastSeenAt;
    return {
      id: publicSessionId(stored.sid),
      createdAt: iso(createdAt),
      lastSeenAt: iso(stored.sid === currentSid ? Date.now() : stored.lastSeenAt),
      userAgent: summarizeUserAgent(stored.userAgent),
      clientAddress: stored.clientAddress,
      current: stored.sid === currentSid,
    };
  }
}
