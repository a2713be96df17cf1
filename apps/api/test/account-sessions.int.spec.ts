import { randomUUID } from 'node:crypto';
import type { UserSessionSummary } from '@ledgerline/contracts';
import type { AppConfig } from '../src/config/app-config';
import { announceSkip, redisAnswers } from '../../../libs/events/src/testing/sync-probe';
import { registeredAgent, type TestApp, uniqueName, useTestApp } from './test-app';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const profiles: [string, Partial<AppConfig>][] = [['embedded (SQLite sessions)', {}]];
if (redisAnswers(redisUrl))
  profiles.push([
    'Redis sessions (REDIS_URL)',
    { redisUrl, redisKeyPrefix: `ledgerline:test:${randomUUID()}:` },
  ]);
else announceSkip(`account sessions on Redis — nothing answers at ${redisUrl}`);

describe.each(profiles)('password change and own sessions, %s', (_profile, overrides) => {
  const testApp = useTestApp(overrides);
  const withApp = (run: (app: TestApp) => Promise<void>) => () => run(testApp());

  /** A user signed in twice: `first` registered, `second` signed in from another browser. */
  async function twoSessions(app: TestApp, password = 'secret123') {
    const username = uniqueName('sessions');
    const first = await registeredAgent(app, username);
    const second = app.agent();
    const login = await second.post('/api/login').set('User-Agent', BROWSER).send({ username, password });
    expect(login.status).toBe(200);
    // ledgerline.sid=s%3A<session id>.<signature>
    const sid = /ledgerline\.sid=s%3A([^.;]+)/.exec(String(login.headers['set-cookie']))![1];
    return { username, first: first.agent, second, sid };
  }
  const changePassword = (
    agent: ReturnType<TestApp['agent']>,
    currentPassword: string,
    newPassword: string,
  ) => agent.post('/api/user/password').send({ currentPassword, newPassword });
  const sessionsOf = async (agent: ReturnType<TestApp['agent']>) => {
    const response = await agent.get('/api/user/sessions');
    expect(response.status).toBe(200);
    return response.body as UserSessionSummary[];
  };

  it(
    'lists the caller’s sessions with this one marked current, without the session ids',
    withApp(async (app) => {
      const { second, sid } = await twoSessions(app);
      const listed = await sessionsOf(second);
      expect(listed).toHaveLength(2);
      expect(listed[0]).toMatchObject({ current: true, userAgent: 'Chrome 126 on Linux' });
      expect(listed[1].current).toBe(false);
      for (const session of listed) {
        expect(session.id).toMatch(/^[\w-]{22}$/);
        expect(Date.parse(session.createdAt)).toBeGreaterThan(Date.now() - 60_000);
        expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt) - 1_000);
        expect(session.clientAddress).toMatch(/127\.0\.0\.1|::1/);
      }
      expect(JSON.stringify(listed)).not.toContain(sid);
      expect((await app.agent().get('/api/user/sessions')).status).toBe(401);
    }),
  );

  it(
    'revokes another session: it answers 401 on its very next request and leaves the list',
    withApp(async (app) => {
      const { first, second } = await twoSessions(app);
      const other = (await sessionsOf(second)).find((session) => !session.current)!;
      const revoked = await second.delete(`/api/user/sessions/${other.id}`);
      expect(revoked.status).toBe(200);
      expect((await first.get('/api/user')).status).toBe(401);
      expect((await first.get('/api/dashboard')).status).toBe(401);
      expect((await second.get('/api/user')).status).toBe(200);
      expect((await sessionsOf(second)).map((session) => session.current)).toEqual([true]);
      expect((await second.delete(`/api/user/sessions/${other.id}`)).status).toBe(404);
    }),
  );

  it(
    "answers 404 for someone else's session or an unknown id, which stays signed in",
    withApp(async (app) => {
      const mine = await twoSessions(app);
      const theirs = await twoSessions(app);
      const theirSession = (await sessionsOf(theirs.first))[0];
      const attempt = await mine.first.delete(`/api/user/sessions/${theirSession.id}`);
      expect(attempt.status).toBe(404);
      expect(attempt.body.message).toBe("Session not found or you don't have access to it");
      expect((await mine.first.delete('/api/user/sessions/not-a-session')).status).toBe(404);
      expect((await theirs.first.get('/api/user')).status).toBe(200);
    }),
  );

  it(
    'signs every other session out, keeping this one',
    withApp(async (app) => {
      const { username, first, second } = await twoSessions(app);
      const third = app.agent();
      await third.post('/api/login').send({ username, password: 'secret123' });
      const ended = await third.delete('/api/user/sessions');
      expect(ended.status).toBe(200);
      expect(ended.body.endedSessions).toBe(2);
      expect((await first.get('/api/user')).status).toBe(401);
      expect((await second.get('/api/user')).status).toBe(401);
      expect((await sessionsOf(third)).map((session) => session.current)).toEqual([true]);
    }),
  );

  it(
    'changes the password: other sessions end, this one stays, only the new password signs in',
    withApp(async (app) => {
      const { username, first, second } = await twoSessions(app);
      const changed = await changePassword(first, 'secret123', 'better-secret-456');
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ message: 'Password changed', endedSessions: 1 });
      expect((await second.get('/api/user')).status).toBe(401);
      expect((await first.get('/api/user')).status).toBe(200);
      const login = (password: string) => app.agent().post('/api/login').send({ username, password });
      expect((await login('secret123')).status).toBe(401);
      expect((await login('better-secret-456')).status).toBe(200);
    }),
  );

  it(
    'refuses a wrong current password naming currentPassword, and a new password like the old naming newPassword',
    withApp(async (app) => {
      const { first, second } = await twoSessions(app);
      const wrong = await changePassword(first, 'not-my-password', 'better-secret-456');
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([
        { field: 'currentPassword', message: 'The current password is not correct.' },
      ]);
      const same = await changePassword(first, 'secret123', 'secret123');
      expect(same.status).toBe(400);
      expect(same.body.errors).toEqual([
        { field: 'newPassword', message: 'The new password must differ from the current one.' },
      ]);
      const short = await changePassword(first, 'secret123', '123');
      expect(short.body.errors).toEqual([
        { field: 'newPassword', message: 'Password must be at least 6 characters.' },
      ]);
      expect((await second.get('/api/user')).status).toBe(200);
      expect((await app.agent().post('/api/user/password').send({})).status).toBe(401);
    }),
  );

  it(
    'counts wrong current passwords as failed sign-ins of the username',
    withApp(async (app) => {
      const { username, first } = await twoSessions(app);
      for (let attempt = 0; attempt < 5; attempt++)
        await changePassword(first, `wrong-${attempt}`, 'better-secret-456');
      const locked = await changePassword(first, 'secret123', 'better-secret-456');
      expect(locked.status).toBe(429);
      expect((await app.agent().post('/api/login').send({ username, password: 'secret123' })).status).toBe(
        429,
      );
    }),
  );
});
