import { createToken, installationAdmin, userOnPlan, withToken } from './api-tokens-support';
import { type TestApp, uniqueName, useTestApp } from './test-app';

/** A colleague invited by `owner` who signs up from the invitation, signed in on the web app. */
async function colleague(app: TestApp, owner: ReturnType<TestApp['agent']>) {
  const username = uniqueName('colleague');
  const email = `${username}@example.com`;
  const invited = await owner.post('/api/account/invitations').send({ email, role: 'editor' }).expect(201);
  const agent = app.agent();
  const accepted = await agent
    .post(`/api/invitations/${invited.body.token as string}/accept`)
    .send({ username, email, password: 'secret123' })
    .expect(200);
  return { agent, id: accepted.body.id as number };
}

// A token's request reads no session, yet these routes end the sessions of whoever leaves the account.
describe('the team routes with an API token', () => {
  const testApp = useTestApp();

  it('lists and removes members, and a member leaves, ending the sessions of whoever goes', async () => {
    const admin = await installationAdmin(testApp());
    const owner = await userOnPlan(testApp(), admin.agent, 'pro');
    const ownerToken = withToken(testApp(), (await createToken(owner.agent)).token);
    const removed = await colleague(testApp(), owner.agent);
    const leaver = await colleague(testApp(), owner.agent);

    const members = await ownerToken.get('/api/account/members');
    expect(members.status).toBe(200);
    expect(members.body.map((m: { userId: number }) => m.userId)).toEqual(
      expect.arrayContaining([owner.user.id, removed.id, leaver.id]),
    );

    expect((await ownerToken.delete(`/api/account/members/${removed.id}`)).status).toBe(204);
    expect((await removed.agent.get('/api/user')).status).toBe(401);

    const leaverToken = withToken(testApp(), (await createToken(leaver.agent)).token);
    const left = await leaverToken.post('/api/account/leave');
    expect(left.status).toBeLessThan(300);
    expect((await leaver.agent.get('/api/user')).status).toBe(401);
  });
});
