import { RedisStore } from 'connect-redis';
import type { RedisReachability } from '@ledgerline/events';
import type session from 'express-session';
import type { createClient } from 'redis';
import { type StoredUserSession, storedUserSession, userIdOf, type UserSessions } from './user-sessions.port';

type Callback = (error?: unknown) => void;
type RedisClient = ReturnType<typeof createClient>;

/** A touch re-files the session under its user at most once a minute (sessions from before the index too). */
const REINDEX_EVERY_MS = 60 * 1000;
const REMEMBERED_TOUCHES = 10_000;

/**
 * connect-redis keeping, besides `<prefix>sess:<sid>`, a set `<prefix>user-sessions:<userId>` of each user's
 * session ids. The set lives as long as its longest-lived session; members whose session has expired are
 * pruned when the set is read.
 */
export class RedisUserSessionStore extends RedisStore implements UserSessions {
  private readonly reindexedAt = new Map<string, number>();

  constructor(
    private readonly redis: RedisClient,
    private readonly keyPrefix: string,
    private readonly reachability: RedisReachability,
  ) {
    super({ client: redis, prefix: `${keyPrefix}sess:` });
  }

  override async get(
    sid: string,
    callback?: (error: unknown, data?: session.SessionData | null) => void,
  ): Promise<session.SessionData | null> {
    try {
      const data = (await this.reachability.call(() => super.get(sid))) as session.SessionData | null;
      callback?.(null, data);
      return data;
    } catch (error) {
      if (!callback) throw error;
      callback(error);
      return null;
    }
  }

  override async set(sid: string, data: session.SessionData, callback?: Callback): Promise<void> {
    await this.settle(callback, async () => {
      await super.set(sid, data);
      await this.fileUnderUser(sid, data);
    });
  }

  override async touch(sid: string, data: session.SessionData, callback?: Callback): Promise<void> {
    await this.settle(callback, async () => {
      await super.touch(sid, data);
      const now = Date.now();
      if (now - (this.reindexedAt.get(sid) ?? 0) < REINDEX_EVERY_MS) return;
      if (this.reindexedAt.size >= REMEMBERED_TOUCHES) this.reindexedAt.clear();
      this.reindexedAt.set(sid, now);
      await this.fileUnderUser(sid, data);
    });
  }

  override async destroy(sid: string, callback?: Callback): Promise<void> {
    await this.settle(callback, async () => {
      this.reindexedAt.delete(sid);
      const data = await this.read(sid);
      const userId = data ? userIdOf(data) : null;
      const removal = this.redis.multi().del(this.prefix + sid);
      if (userId !== null) removal.sRem(this.userKey(userId), sid);
      await removal.exec();
    });
  }

  list(userId: number): Promise<StoredUserSession[]> {
    return this.reachability.call(() => this.listNow(userId));
  }

  revoke(userId: number, sid: string): Promise<boolean> {
    return this.reachability.call(() => this.revokeNow(userId, sid));
  }

  revokeOthers(userId: number, keepSid?: string): Promise<number> {
    return this.reachability.call(() => this.revokeOthersNow(userId, keepSid));
  }

  private async listNow(userId: number): Promise<StoredUserSession[]> {
    const now = Date.now();
    const found = await this.sessionsOf(userId);
    const gone = found.filter((entry) => entry.data === null).map((entry) => entry.sid);
    if (gone.length > 0) await this.redis.sRem(this.userKey(userId), gone);
    return found.flatMap(({ sid, data, ttlMs }) =>
      data && userIdOf(data) === userId ? [storedUserSession(sid, data, now + ttlMs)] : [],
    );
  }

  private async revokeNow(userId: number, sid: string): Promise<boolean> {
    if (!(await this.redis.sIsMember(this.userKey(userId), sid))) return false;
    const data = await this.read(sid);
    await this.redis.sRem(this.userKey(userId), sid);
    if (!data || userIdOf(data) !== userId) return false;
    return (await this.redis.del(this.prefix + sid)) > 0;
  }

  private async revokeOthersNow(userId: number, keepSid?: string): Promise<number> {
    const doomed = (await this.redis.sMembers(this.userKey(userId))).filter((sid) => sid !== keepSid);
    if (doomed.length === 0) return 0;
    const [removed] = await this.redis
      .multi()
      .del(doomed.map((sid) => this.prefix + sid))
      .sRem(this.userKey(userId), doomed)
      .exec();
    return Number(removed);
  }

  private userKey(userId: number): string {
    return `${this.keyPrefix}user-sessions:${userId}`;
  }

  private async fileUnderUser(sid: string, data: session.SessionData): Promise<void> {
    const userId = userIdOf(data);
    const expires = data.cookie?.expires;
    if (userId === null || !expires) return;
    const ttlMs = Math.max(1, new Date(expires).getTime() - Date.now());
    const key = this.userKey(userId);
    // NX gives a new set its expiry, GT lets a longer-lived session extend it; neither shortens it.
    await this.redis.multi().sAdd(key, sid).pExpire(key, ttlMs, 'NX').pExpire(key, ttlMs, 'GT').exec();
  }

  private async sessionsOf(userId: number) {
    const sids = await this.redis.sMembers(this.userKey(userId));
    if (sids.length === 0) return [];
    const reads = this.redis.multi();
    for (const sid of sids) reads.get(this.prefix + sid).pTTL(this.prefix + sid);
    const replies = await reads.exec();
    return sids.map((sid, index) => {
      const raw = replies[index * 2];
      return {
        sid,
        data: typeof raw === 'string' ? (JSON.parse(raw) as session.SessionData) : null,
        ttlMs: Number(replies[index * 2 + 1]),
      };
    });
  }

  private async read(sid: string): Promise<session.SessionData | null> {
    const raw = await this.redis.get(this.prefix + sid);
    return raw ? (JSON.parse(raw) as session.SessionData) : null;
  }

  private async settle(callback: Callback | undefined, work: () => Promise<void>): Promise<void> {
    try {
      await this.reachability.call(work);
      callback?.();
    } catch (error) {
      if (!callback) throw error;
      callback(error);
    }
  }
}
