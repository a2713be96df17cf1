import { CLOCK, type Clock } from '../src/shared/clock';
import { registeredAgent, uniqueName, useTestApp } from './test-app';
import { installationAdmin, invite, setPlan, signUpByInvitation } from './team-support';

describe('invitations', () => {
  const app = useTestApp();
  let admin: Awaited<ReturnType<typeof installationAdmin>>;
  beforeAll(async () => {
    admin = await installationAdmin(app());
  });

  async function standardOwner() {
    const owner = await registeredAgent(app());
    await setPlan(admin, owner.user.id, 'standard');
    return owner;
  }

  it('invites by e-mail with a 7-day single-use link, lists it, and signs a newcomer up into the account', async () => {
    const { agent: owner, user } = await standardOwner();
    const before = Date.now();
    const created = await invite(owner, 'editor', 'Naledi@Example.co.za');
    expect(created.url).toMatch(new RegExp(`/invitations/${created.token}$`));
    const days = (Date.parse(created.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const listed = (await owner.get('/api/account/invitations').expect(200)).body;
    expect(listed).toEqual([
      {
        id: created.id,
        email: 'Naledi@Example.co.za',
        role: 'editor',
        invitedBy: { userId: user.id, username: expect.any(String) },
        createdAt: expect.any(String),
        expiresAt: created.expiresAt,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const preview = await app().agent().get(`/api/invitations/${created.token}`).expect(200);
    expect(preview.body).toMatchObject({
      role: 'editor',
      email: 'Naledi@Example.co.za',
      expiresAt: created.expiresAt,
    });
    expect(preview.body.invitedBy).toMatchObject({ userId: user.id });

    const { agent: member, user: joined } = await signUpByInvitation(app(), created.token);
    expect(joined).toMatchObject({ accountId: user.accountId, accountRole: 'editor' });
    expect((await member.get('/api/user').expect(200)).body).toMatchObject({
      accountId: user.accountId,
      accountRole: 'editor',
      subscriptionTier: 'standard',
      currentUserCount: 2,
    });
    // Single use: the link is gone, and so is the pending invitation.
    await app().agent().get(`/api/invitations/${created.token}`).expect(404);
    const again = await app()
      .agent()
      .post(`/api/invitations/${created.token}/accept`)
      .send({ username: uniqueName('late'), password: 'secret123' });
    expect(again.status).toBe(404);
    expect((await owner.get('/api/account/invitations').expect(200)).body).toEqual([]);
  });

  it('resends with a new link (the old one dies) and revokes (the link then answers 404)', async () => {
    const { agent: owner } = await standardOwner();
    const first = await invite(owner, 'viewer');
    const resent = await owner.post(`/api/account/invitations/${first.id}/resend`).expect(200);
    expect(resent.body).toMatchObject({ id: first.id, token: expect.any(String), url: expect.any(String) });
    expect(resent.body.token).not.toBe(first.token);
    await app().agent().get(`/api/invitations/${first.token}`).expect(404);
    await app().agent().get(`/api/invitations/${resent.body.token}`).expect(200);

    await owner.delete(`/api/account/invitations/${first.id}`).expect(204);
    await app().agent().get(`/api/invitations/${resent.body.token}`).expect(404);
    await owner.delete(`/api/account/invitations/${first.id}`).expect(404);
    await owner.post(`/api/account/invitations/${first.id}/resend`).expect(404);
  });

  it("answers 404 for another account's invitation and refuses a second pending invitation to one address", async () => {
    const { agent: owner } = await standardOwner();
    const { agent: stranger } = await standardOwner();
    const created = await invite(owner, 'editor', 'sipho@example.co.za');
    const notFound = await stranger.delete(`/api/account/invitations/${created.id}`).expect(404);
    expect(notFound.body.message).toBe("Invitation not found or you don't have access to it");
    await stranger.post(`/api/account/invitations/${created.id}/resend`).expect(404);
    expect((await stranger.get('/api/account/invitations').expect(200)).body).toEqual([]);
    const twice = await owner
      .post('/api/account/invitations')
      .send({ email: 'SIPHO@example.co.za', role: 'viewer' })
      .expect(409);
    expect(twice.body.message).toContain('already pending');
  });

  it('refuses bad input naming the field, and a full account before inviting', async () => {
    const { agent: owner } = await standardOwner();
    const bad = await owner.post('/api/account/invitations').send({ email: 'not-an-address', role: 'boss' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'role']);
    const { agent: solo } = await registeredAgent(app());
    const full = await solo
      .post('/api/account/invitations')
      .send({ email: 'x@example.co.za', role: 'editor' })
      .expect(403);
    expect(full.body.message).toBe(
      'Your Free plan allows 1 user and every seat is taken. Upgrade your plan or remove a member first.',
    );
  });

  it('lets only owners invite an owner, and only owners and admins invite at all', async () => {
    const { agent: owner } = await standardOwner();
    const asAdmin = await signUpByInvitation(app(), (await invite(owner, 'admin')).token);
    const editor = await signUpByInvitation(app(), (await invite(owner, 'editor')).token);
    const ownerByAdmin = await asAdmin.agent
      .post('/api/account/invitations')
      .send({ email: 'boss@example.co.za', role: 'owner' })
      .expect(403);
    expect(ownerByAdmin.body.message).toBe('Only an owner may invite an owner.');
    await invite(asAdmin.agent, 'viewer');
    const byEditor = await editor.agent
      .post('/api/account/invitations')
      .send({ email: 'friend@example.co.za', role: 'viewer' });
    expect(byEditor.status).toBe(403);
    await editor.agent.get('/api/account/invitations').expect(403);
  });

  it('accepts for a signed-in user without a register of their own, and refuses one who has entities', async () => {
    const { agent: owner, user } = await standardOwner();
    const { agent: newcomer, user: before } = await registeredAgent(app());
    const created = await invite(owner, 'viewer');
    // A signed-in user accepts with no body at all
    const joined = await newcomer.post(`/api/invitations/${created.token}/accept`).expect(200);
    expect(joined.body).toMatchObject({ id: before.id, accountId: user.accountId, accountRole: 'viewer' });
    expect((await newcomer.get('/api/user').expect(200)).body.accountId).toBe(user.accountId);

    const { agent: busy } = await registeredAgent(app());
    await busy.post('/api/entities').send({ type: 'company', name: 'Busy (Pty) Ltd' }).expect(201);
    const refused = await busy
      .post(`/api/invitations/${(await invite(owner, 'editor')).token}/accept`)
      .send({});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('already holds 1 entity:');
  });

  it('signs up only with the registration fields, and refuses an unknown link with 404', async () => {
    const { agent: owner } = await standardOwner();
    const created = await invite(owner, 'editor');
    const missing = await app().agent().post(`/api/invitations/${created.token}/accept`).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
    await app().agent().get('/api/invitations/not-a-token').expect(404);
    await app().agent().post('/api/invitations/not-a-token/accept').send({}).expect(404);
  });

  it('answers 410 for an expired link, which a resend brings back to life', async () => {
    const { agent: owner } = await standardOwner();
    const created = await invite(owner, 'editor');
    const clock = jest
      .spyOn(app().app.get<Clock>(CLOCK), 'now')
      .mockReturnValue(new Date(Date.parse(created.expiresAt) + 60_000));
    try {
      const expired = await app().agent().get(`/api/invitations/${created.token}`).expect(410);
      expect(expired.body.message).toBe(
        'This invitation has expired: ask the account to send you a new one.',
      );
      await app()
        .agent()
        .post(`/api/invitations/${created.token}/accept`)
        .send({ username: uniqueName('late'), password: 'secret123' })
        .expect(410);
      expect((await owner.get('/api/account/invitations').expect(200)).body).toHaveLength(1);
      const resent = await owner.post(`/api/account/invitations/${created.id}/resend`).expect(200);
      await app().agent().get(`/api/invitations/${resent.body.token}`).expect(200);
    } finally {
      clock.mockRestore();
    }
  });
});
