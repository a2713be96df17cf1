import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { registeredAgent, useTestApp } from './test-app';

describe('sessions while the read models are rebuilt', () => {
  const testApp = useTestApp();

  it('keeps a session whose user is not in the users read model yet, and still ends a deleted user', async () => {
    const admin = await registeredAgent(testApp());
    const member = await registeredAgent(testApp());
    const readStore = testApp().app.get<ReadStore>(READ_STORE);
    // What a rebuild in progress looks like to a request: the users read model does not hold the user yet.
    await readStore.withCheckpoint('test-drop-users', async (writer) => {
      await writer.delete('users', String(member.user.id));
      return null;
    });

    const me = await member.agent.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: member.user.id, accountId: member.user.accountId });
    expect((await member.agent.get('/api/dashboard')).status).toBe(200);

    const leaver = await registeredAgent(testApp());
    expect((await admin.agent.delete(`/api/admin/users/${leaver.user.id}`)).status).toBe(200);
    expect((await leaver.agent.get('/api/user')).status).toBe(401);
  });
});
