import { Inject, Injectable } from '@nestjs/common';
import { type AccountMemberView, idParam } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { UserSessions } from '../../../../infrastructure/session/user-sessions.port';
import { notFound } from '../../../../shared/domain-error';
import { USERS, type UserDocument } from '../../../identity/projections/user.read-model';

/**
 * The account's members from the users read model; last activity is the latest "last seen" of their live
 * sessions (the session store touches it at most once a minute), null once they have none (0038).
 */
@Injectable()
export class MembersReader {
  static readonly userIdParam = new ZodValidationPipe(idParam, 'param', 'userId');

  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** `sessions`: the session store, reached through the request (userSessionsOf). */
  async list(accountId: number, sessions: UserSessions): Promise<AccountMemberView[]> {
    const users = await this.readStore.find<UserDocument>(USERS, { accountId });
    const members = await Promise.all(users.map((user) => this.view(user, sessions)));
    return members.sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.userId - b.userId);
  }

  async one(accountId: number, userId: number, sessions: UserSessions): Promise<AccountMemberView> {
    const user = await this.readStore.get<UserDocument>(USERS, String(userId));
    if (!user || user.accountId !== accountId) throw notFound('Member');
    return this.view(user, sessions);
  }

  private async view(user: UserDocument, sessions: UserSessions): Promise<AccountMemberView> {
    const live = await sessions.list(user.userId);
    const lastSeen = Math.max(0, ...live.map((session) => session.lastSeenAt));
    return {
      userId: user.userId,
      username: user.username,
      fullName: user.fullName,
      email: user.email,
      role: user.accountRole,
      joinedAt: user.accountJoinedAt || user.createdAt,
      lastActiveAt: lastSeen > 0 ? new Date(lastSeen).toISOString() : null,
    };
  }
}
