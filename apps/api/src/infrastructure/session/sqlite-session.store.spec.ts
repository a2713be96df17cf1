import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type session from 'express-session';
import { SqliteSessionStore } from './sqlite-session.store';

const until = (expires: number) =>
  ({ cookie: { expires: new Date(expires) } }) as unknown as session.SessionData;

describe('SqliteSessionStore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-sessions-'));
  const store = new SqliteSessionStore(join(dir, 'sessions.sqlite'));
  const start = Date.parse('2026-01-01T10:00:00Z');
  const at = (offsetMs: number) => jest.setSystemTime(start + offsetMs);
  const call = (run: (done: (error?: unknown, value?: unknown) => void) => void) =>
    new Promise<unknown>((resolve, reject) =>
      run((error, value) => (error ? reject(error) : resolve(value))),
    );
  const alive = async (sid: string) => (await call((done) => store.get(sid, done))) !== null;

  beforeEach(() => jest.useFakeTimers({ now: start, doNotFake: ['setImmediate', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());
  afterAll(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("moves a rolling session's expiry at most once a minute", async () => {
    await call((done) => store.set('s1', until(start + 10_000), done));
    await call((done) => store.touch('s1', until(start + 100_000), done));
    at(30_000);
    await call((done) => store.touch('s1', until(start + 130_000), done));
    at(110_000);
    expect(await alive('s1')).toBe(false);
  });

  it('moves it again once a minute has passed', async () => {
    await call((done) => store.set('s2', until(start + 10_000), done));
    await call((done) => store.touch('s2', until(start + 100_000), done));
    at(61_000);
    await call((done) => store.touch('s2', until(start + 161_000), done));
    at(110_000);
    expect(await alive('s2')).toBe(true);
  });

  it('files sessions from before the user column under their user when it opens an older file', async () => {
    const file = join(dir, 'older.sqlite');
    const older = new Database(file);
    older.exec('CREATE TABLE sessions (sid TEXT PRIMARY KEY, expires INTEGER NOT NULL, data TEXT NOT NULL)');
    const insert = older.prepare('INSERT INTO sessions (sid, expires, data) VALUES (?, ?, ?)');
    const cookie = { originalMaxAge: 60_000, expires: new Date(start + 60_000) };
    insert.run('signed-in', start + 60_000, JSON.stringify({ cookie, passport: { user: 42 } }));
    insert.run('anonymous', start + 60_000, JSON.stringify({ cookie }));
    older.close();

    const reopened = new SqliteSessionStore(file);
    try {
      expect((await reopened.list(42)).map((entry) => entry.sid)).toEqual(['signed-in']);
      expect(await reopened.revokeOthers(42)).toBe(1);
    } finally {
      reopened.close();
    }
  });
});
