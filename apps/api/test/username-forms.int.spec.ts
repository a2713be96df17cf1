import { randomUUID } from 'node:crypto';
import { EVENT_STORE, type EventStore, streams } from '@ledgerline/events';
import { hashPassword } from '../src/modules/identity/domain/password-hasher';
import { removeDataDir, startTestApp, type TestApp, uniqueName, useTestApp } from './test-app';

const register = (app: TestApp, username: string) =>
  app.agent().post('/api/register').send({ username, password: 'secret123' });
const signIn = (app: TestApp, username: string) =>
  app.agent().post('/api/login').send({ username, password: 'secret123' });
const taken = { field: 'username', message: 'Username already exists' };

/** Usernames are stored in NFC and compared case-, width- and composition-folded (NFKC casefold). */
describe('usernames that differ only in case, width or composition', () => {
  const testApp = useTestApp();

  it('refuses a second registration of the same name in another form, and signs in from any form', async () => {
    const stem = uniqueName('jos').toLowerCase();
    const composed = `${stem}\u00e9`;
    const first = await register(testApp(), `${stem}e\u0301`);
    expect(first.status).toBe(201);
    expect(first.body.username).toBe(composed);
    const fullWidth = [...stem].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    for (const form of [
      composed,
      composed.toUpperCase(),
      `${fullWidth}\u00e9`,
      `${stem.toUpperCase()}E\u0301`,
    ]) {
      const again = await register(testApp(), form);
      expect(`${form} -> ${again.status}`).toBe(`${form} -> 409`);
      expect(again.body.errors).toEqual([taken]);
      const signedIn = await signIn(testApp(), form);
      expect(`${form} -> ${signedIn.status}`).toBe(`${form} -> 200`);
      expect(signedIn.body.id).toBe(first.body.id);
    }
    const sharp = uniqueName('stra').toLowerCase();
    expect((await register(testApp(), `${sharp}\u00dfe`)).status).toBe(201);
    expect((await register(testApp(), `${sharp}sse`)).body.errors).toEqual([taken]);
  });
});

describe('failed sign-ins under another form of the name', () => {
  const testApp = useTestApp({
    throttle: {
      loginFailuresPerUsername: 3,
      loginFailuresPerAddress: 100,
      registrationsPerAddressPerHour: 100,
    },
  });

  it('count against the one name: three forms lock it out', async () => {
    const name = uniqueName('lock').toLowerCase();
    expect((await register(testApp(), name)).status).toBe(201);
    const fullWidth = [...name].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    for (const form of [name, fullWidth, `${fullWidth.slice(0, 2)}${name.slice(2)}`])
      expect(
        (await testApp().agent().post('/api/login').send({ username: form, password: 'wrong-one' })).status,
      ).toBe(401);
    expect((await signIn(testApp(), name)).status).toBe(429);
  });
});

describe('users registered before names were folded', () => {
  let app: TestApp;
  afterAll(async () => {
    await app?.close();
    if (app) removeDataDir(app.dataDir);
  });

  it('still sign in, and their name in another form is taken', async () => {
    const stem = uniqueName('mar').toLowerCase();
    const decomposed = `${stem}i\u0301a`;
    const userId = 910_001;
    const first = await startTestApp();
    const store = first.app.get<EventStore>(EVENT_STORE);
    const metadata = () => ({
      eventId: randomUUID(),
      accountId: String(userId),
      actorId: String(userId),
      correlationId: randomUUID(),
      causationId: randomUUID(),
      recordedAt: new Date().toISOString(),
    });
    // As registration wrote them before: the name as typed, its claim under the lower-cased name.
    await store.appendToStream(
      `username-${encodeURIComponent(decomposed)}`,
      [
        {
          type: 'UsernameClaimed',
          data: { username: decomposed, userId, accountId: userId },
          metadata: metadata(),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const user = {
      userId,
      accountId: userId,
      username: decomposed,
      email: null,
      fullName: null,
      passwordHash: await hashPassword('secret123'),
      role: 'user',
    };
    await store.appendToStream(
      streams.user(userId),
      [{ type: 'UserRegistered', data: user, metadata: metadata() }],
      {
        expectedRevision: 'no_stream',
      },
    );
    const { dataDir } = first;
    await first.close();
    app = await startTestApp(dataDir);

    for (const form of [decomposed, decomposed.normalize('NFC'), decomposed.toUpperCase()]) {
      const signedIn = await signIn(app, form);
      expect(`${form} -> ${signedIn.status}`).toBe(`${form} -> 200`);
      expect(signedIn.body.id).toBe(userId);
    }
    const again = await register(app, decomposed.normalize('NFC'));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([taken]);
  });
});
