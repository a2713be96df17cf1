import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { USERS, type UserDocument } from '../src/modules/identity/projections/user.read-model';
import { registeredAgent, uniqueName, useTestApp } from './test-app';

/** What a forced rebuild in progress looks like to a sign-in: the users read model lacks or lags the user. */
describe('signing in while the read models are rebuilt', () => {
  const testApp = useTestApp();
  const readStore = () => testApp().app.get<ReadStore>(READ_STORE);
  const setUserDocument = (userId: number, document: UserDocument | null) =>
    readStore().withCheckpoint(`test-rebuild-${uniqueName()}`, async (writer) => {
      if (document) await writer.put(USERS, document);
      else await writer.delete(USERS, String(userId));
      return null;
    });

  it('signs in with the right password though the user is not in the read model yet, and never locks out', async () => {
    const username = uniqueName();
    const { user } = await registeredAgent(testApp(), username);
    await setUserDocument(user.id, null);

    // The throttle locks a username out after 5 failures: six sign-ins prove none counted as one.
    for (let attempt = 0; attempt < 6; attempt++) {
      const login = await testApp().agent().post('/api/login').send({ username, password: 'secret123' });
      expect({ attempt, status: login.status }).toEqual({ attempt, status: 200 });
      expect(login.body).toMatchObject({ id: user.id, username });
    }
    const wrong = await testApp().agent().post('/api/login').send({ username, password: 'not-the-one' });
    expect(wrong.status).toBe(401);
  });

  it('checks the password the log holds, not a read model replayed only up to an older one', async () => {
    const username = uniqueName();
    const { agent, user } = await registeredAgent(testApp(), username);
    const before = await readStore().get<UserDocument>(USERS, String(user.id));
    await agent
      .post('/api/user/password')
      .send({ currentPassword: 'secret123', newPassword: 'renewed456' })
      .expect(200);
    await setUserDocument(user.id, before);

    const renewed = await testApp().agent().post('/api/login').send({ username, password: 'renewed456' });
    expect(renewed.status).toBe(200);
    const old = await testApp().agent().post('/api/login').send({ username, password: 'secret123' });
    expect(old.status).toBe(401);
  });
});
