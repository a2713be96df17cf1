import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type session from 'express-session';
import { createClient } from 'redis';
import { RedisReachability } from '@ledgerline/events';
import { RedisUserSessionStore } from './redis-session.store';
import { SqliteSessionStore } from './sqlite-session.store';
import { announceSkip, redisAnswers } from '../../../../../libs/events/src/testing/sync-probe';
import type { UserSessions } from './user-sessions.port';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

type Store = session.Store & Required<Pick<session.Store, 'touch'>> & UserSessions;
interface Adapter {
  store: Store;
  close(): Promise<void>;
}

async function openSqlite(): Promise<Adapter> {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-user-sessions-'));
  const store = new SqliteSessionStore(join(dir, 'sessions.sqlite'));
  return {
    store,
    close: async () => {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openRedis(): Promise<Adapter> {
  const client = createClient({ url: redisUrl });
  await client.connect();
  const prefix = `ledgerline:test:${randomUUID()}:`;
  return {
    store: new RedisUserSessionStore(client, prefix, new RedisReachability()),
    close: async () => {
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(keys);
      await client.quit();
    },
  };
}

const adapters: [string, () => Promise<Adapter>][] = [['SQLite', openSqlite]];
if (redisAnswers(redisUrl)) adapters.push(['Redis', openRedis]);
else announceSkip(`Redis UserSessions contract — nothing answers at ${redisUrl}`);

/** A session as express-session and passport leave it, signed in `ago` ms ago and last used `idle` ms ago. */
function sessionOf(userId: number | null, { ago = 0, idle = 0, lifetimeMs = WEEK_MS } = {}) {
  const now = Date.now();
  return {
    cookie: { originalMaxAge: lifetimeMs, expires: new Date(now - idle + lifetimeMs), httpOnly: true },
    ...(userId === null
      ? {}
      : {
          passport: { user: userId },
          signedInAt: now - ago,
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
          clientAddress: '203.0.113.9',
        }),
  } as unknown as session.SessionData;
}

describe.each(adapters)('UserSessions contract: %s', (_name, open) => {
  let adapter: Adapter;
  let user = 0;
  const store = () => adapter.store;
  const call = <T>(run: (done: (error?: unknown, value?: T) => void) => void) =>
    new Promise<T | undefined>((resolve, reject) =>
      run((error, value) => (error ? reject(error) : resolve(value))),
    );
  const set = (sid: string, data: session.SessionData) => call((done) => store().set(sid, data, done));
  const alive = async (sid: string) => (await call((done) => store().get(sid, done))) != null;
  const sids = async (userId: number) => (await store().list(userId)).map((entry) => entry.sid).sort();

  beforeAll(async () => {
    adapter = await open();
  });
  afterAll(async () => adapter.close());
  beforeEach(() => {
    user += 1;
  });

  it("lists a user's live sessions with sign-in time, last use, browser and address, not anyone else's", async () => {
    const other = user + 1000;
    await set(`a-${user}`, sessionOf(user, { ago: 3 * MINUTE_MS, idle: 2 * MINUTE_MS }));
    await set(`b-${user}`, sessionOf(user));
    await set(`c-${user}`, sessionOf(other));
    await set(`anonymous-${user}`, sessionOf(null));

    const listed = await store().list(user);
    expect(listed.map((entry) => entry.sid).sort()).toEqual([`a-${user}`, `b-${user}`]);
    const first = listed.find((entry) => entry.sid === `a-${user}`)!;
    expect(first).toMatchObject({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
      clientAddress: '203.0.113.9',
    });
    expect(Math.abs(first.signedInAt! - (Date.now() - 3 * MINUTE_MS))).toBeLessThan(5_000);
    expect(Math.abs(first.lastSeenAt - (Date.now() - 2 * MINUTE_MS))).toBeLessThan(5_000);
    expect(await sids(other)).toEqual([`c-${user}`]);
  });

  it('moves last use forward when a rolling session is touched', async () => {
    await set(`t-${user}`, sessionOf(user, { ago: 30 * MINUTE_MS, idle: 20 * MINUTE_MS }));
    await call((done) => store().touch(`t-${user}`, sessionOf(user), done));
    const [touched] = await store().list(user);
    expect(Math.abs(touched.lastSeenAt - Date.now())).toBeLessThan(5_000);
  });

  it("revokes one of the user's sessions, which is gone at once; another user's or an unknown one is refused", async () => {
    await set(`keep-${user}`, sessionOf(user));
    await set(`end-${user}`, sessionOf(user));
    await set(`theirs-${user}`, sessionOf(user + 1000));

    expect(await store().revoke(user, `end-${user}`)).toBe(true);
    expect(await alive(`end-${user}`)).toBe(false);
    expect(await sids(user)).toEqual([`keep-${user}`]);
    expect(await store().revoke(user, `end-${user}`)).toBe(false);
    expect(await store().revoke(user, `theirs-${user}`)).toBe(false);
    expect(await store().revoke(user, 'no-such-session')).toBe(false);
    expect(await alive(`theirs-${user}`)).toBe(true);
  });

  it("ends every other session of the user, or all of them, and nobody else's", async () => {
    for (const sid of ['one', 'two', 'three']) await set(`${sid}-${user}`, sessionOf(user));
    await set(`theirs-${user}`, sessionOf(user + 1000));

    expect(await store().revokeOthers(user, `two-${user}`)).toBe(2);
    expect(await sids(user)).toEqual([`two-${user}`]);
    expect(await alive(`one-${user}`)).toBe(false);
    expect(await alive(`two-${user}`)).toBe(true);
    expect(await store().revokeOthers(user)).toBe(1);
    expect(await sids(user)).toEqual([]);
    expect(await alive(`theirs-${user}`)).toBe(true);
  });

  it('forgets a session that was destroyed (signed out) or has expired', async () => {
    await set(`out-${user}`, sessionOf(user));
    await set(`short-${user}`, sessionOf(user, { lifetimeMs: 1_000 }));
    await set(`long-${user}`, sessionOf(user));
    await call((done) => store().destroy(`out-${user}`, done));
    await new Promise((done) => setTimeout(done, 1_600));
    expect(await sids(user)).toEqual([`long-${user}`]);
    expect(await store().revoke(user, `short-${user}`)).toBe(false);
  });
});
