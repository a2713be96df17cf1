import { registeredAgent, useTestApp } from './test-app';
import { installationAdmin, invite, setPlan, signUpByInvitation } from './team-support';

describe('members', () => {
  const app = useTestApp();
  let admin: Awaited<ReturnType<typeof installationAdmin>>;
  beforeAll(async () => {
    admin = await installationAdmin(app());
  });

  async function team() {
    const owner = await registeredAgent(app());
    await setPlan(admin, owner.user.id, 'standard');
    const editor = await signUpByInvitation(app(), (await invite(owner.agent, 'editor')).token);
    const viewer = await signUpByInvitation(app(), (await invite(owner.agent, 'viewer')).token);
    return { owner, editor, viewer };
  }

  it('lists every member with their role, joining day and last activity, to every member', async () => {
    const { owner, editor, viewer } = await team();
    const members = (await viewer.agent.get('/api/account/members').expect(200)).body;
    expect(members).toEqual([
      expect.objectContaining({ userId: owner.user.id, role: 'owner', lastActiveAt: expect.any(String) }),
      expect.objectContaining({ userId: editor.user.id, role: 'editor', joinedAt: expect.any(String) }),
      expect.objectContaining({ userId: viewer.user.id, role: 'viewer', email: expect.any(String) }),
    ]);
    expect(Date.parse(members[1].lastActiveAt)).toBeGreaterThan(Date.now() - 120_000);
  });

  it('changes a role (the member is that role at once), only an owner grants owner, never the last owner', async () => {
    const { owner, editor, viewer } = await team();
    const changed = await owner.agent
      .patch(`/api/account/members/${viewer.user.id}`)
      .send({ role: 'admin' })
      .expect(200);
    expect(changed.body).toMatchObject({ userId: viewer.user.id, role: 'admin' });
    expect((await viewer.agent.get('/api/user').expect(200)).body.accountRole).toBe('admin');
    const promote = await viewer.agent
      .patch(`/api/account/members/${editor.user.id}`)
      .send({ role: 'owner' });
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe("Only an owner may make someone an owner or change an owner's role.");
    const alone = await owner.agent
      .patch(`/api/account/members/${owner.user.id}`)
      .send({ role: 'editor' })
      .expect(409);
    expect(alone.body.message).toBe(
      'The account cannot be left without an owner: make another member an owner first.',
    );
    const bad = await owner.agent.patch(`/api/account/members/${editor.user.id}`).send({ role: 'boss' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('role');
  });

  it('removes a member: their session ends at once, what they recorded stays, and they own a fresh account', async () => {
    const { owner, editor } = await team();
    const company = await editor.agent
      .post('/api/entities')
      .send({ type: 'company', name: 'Recorded (Pty) Ltd' })
      .expect(201);
    await owner.agent.delete(`/api/account/members/${editor.user.id}`).expect(204);
    await editor.agent.get('/api/user').expect(401);
    const kept = (await owner.agent.get(`/api/entities/${company.body.id}`).expect(200)).body;
    expect(kept.name).toBe('Recorded (Pty) Ltd');
    const members = (await owner.agent.get('/api/account/members').expect(200)).body;
    expect(members.map((m: { userId: number }) => m.userId)).not.toContain(editor.user.id);

    const again = app().agent();
    const login = await again
      .post('/api/login')
      .send({ username: editor.user.username, password: 'secret123' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      accountRole: 'owner',
      subscriptionTier: 'free',
      currentEntityCount: 0,
    });
    expect(login.body.accountId).not.toBe(owner.user.accountId);
    await again.get(`/api/entities/${company.body.id}`).expect(404);
  });

  it("answers 404 for another account's member and refuses removing the last owner", async () => {
    const { owner, editor } = await team();
    const stranger = await registeredAgent(app());
    await stranger.agent.delete(`/api/account/members/${editor.user.id}`).expect(404);
    await stranger.agent.patch(`/api/account/members/${editor.user.id}`).send({ role: 'viewer' }).expect(404);
    await owner.agent.delete(`/api/account/members/${stranger.user.id}`).expect(404);
    const last = await owner.agent.post('/api/account/leave').expect(409);
    expect(last.body.message).toBe(
      "You are the account's only owner: make another member an owner before you leave.",
    );
  });

  it('lets a member leave: their sessions end and the seat is free again', async () => {
    const { owner, viewer } = await team();
    await viewer.agent.post('/api/account/leave').expect(204);
    await viewer.agent.get('/api/user').expect(401);
    expect((await owner.agent.get('/api/user').expect(200)).body.currentUserCount).toBe(2);
  });

  it('refuses a downgrade below the members or entities the account holds, naming what to remove first', async () => {
    const { owner } = await team();
    const tooFew = await admin
      .post('/api/subscription/update')
      .send({ userId: owner.user.id, tier: 'basic', status: 'active' })
      .expect(409);
    expect(tooFew.body.message).toBe(
      'The Basic plan allows 1 user and 50 entities; this account has 3 members and 0 entities. First remove 2 members.',
    );
    const solo = await registeredAgent(app());
    await setPlan(admin, solo.user.id, 'basic');
    for (let i = 0; i < 11; i++)
      await solo.agent
        .post('/api/entities')
        .send({ type: 'company', name: `Company ${i}` })
        .expect(201);
    const patched = await admin
      .patch(`/api/admin/users/${solo.user.id}`)
      .send({ subscriptionTier: 'free' })
      .expect(409);
    expect(patched.body.message).toBe(
      'The Free plan allows 1 user and 10 entities; this account has 1 member and 11 entities. First delete 1 entity.',
    );
    expect((await solo.agent.get('/api/user').expect(200)).body.subscriptionTier).toBe('basic');
  });
});

describe("an installation admin's deletion of a member", () => {
  const app = useTestApp();
  let admin: Awaited<ReturnType<typeof installationAdmin>>;
  beforeAll(async () => {
    admin = await installationAdmin(app());
  });

  it('frees their seat in the account', async () => {
    const owner = await registeredAgent(app());
    await setPlan(admin, owner.user.id, 'standard');
    const members = [];
    for (let i = 0; i < 3; i++)
      members.push(await signUpByInvitation(app(), (await invite(owner.agent, 'editor')).token));
    const [last, waiting] = [await invite(owner.agent, 'viewer'), await invite(owner.agent, 'viewer')];
    await signUpByInvitation(app(), last.token);
    const full = await app().agent().post(`/api/invitations/${waiting.token}/accept`).send({
      username: 'waiting-too-early',
      password: 'secret123',
    });
    expect(full.status).toBe(403);
    await admin.delete(`/api/admin/users/${members[0].user.id}`).expect(200);
    const joined = await signUpByInvitation(app(), waiting.token);
    expect(joined.user.accountId).toBe(owner.user.accountId);
    expect((await owner.agent.get('/api/account/members').expect(200)).body).toHaveLength(5);
  });

  it('still names them in the audit trail and the activity, as deleted', async () => {
    const owner = await registeredAgent(app());
    await setPlan(admin, owner.user.id, 'standard');
    const editor = await signUpByInvitation(
      app(),
      (await invite(owner.agent, 'editor')).token,
      'carol-editor',
    );
    await editor.agent.post('/api/entities').send({ type: 'company', name: 'Carol Recorded Co' }).expect(201);
    await admin.delete(`/api/admin/users/${editor.user.id}`).expect(200);
    const [change] = (await owner.agent.get('/api/audit?kind=created').expect(200)).body;
    expect(change.actor).toEqual({
      id: editor.user.id,
      name: 'carol-editor',
      username: 'carol-editor',
      deleted: true,
    });
    const [activity] = (await owner.agent.get('/api/activities/recent').expect(200)).body;
    expect(activity.actor).toEqual({ id: editor.user.id, username: 'carol-editor', deleted: true });
  });
});
