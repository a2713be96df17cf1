import { registeredAgent, removeDataDir, startTestApp, type TestApp, uniqueName } from './test-app';

describe('administration and subscription changes over HTTP', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof registeredAgent>>;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await registeredAgent(app);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('enforces admin routes on the server: 401 anonymous, 403 non-admin', async () => {
    const user = await registeredAgent(app);
    expect((await app.agent().get('/api/admin/users')).status).toBe(401);
    expect((await user.agent.get('/api/admin/users')).status).toBe(403);
    expect((await user.agent.patch(`/api/admin/users/${user.user.id}`).send({ isAdmin: true })).status).toBe(
      403,
    );
    expect((await user.agent.delete(`/api/admin/users/${admin.user.id}`)).status).toBe(403);
    const upgrade = await user.agent
      .post('/api/subscription/update')
      .send({ userId: user.user.id, tier: 'pro', status: 'active' });
    expect(upgrade.status).toBe(403);
    expect(upgrade.body.message).toBe('Only admins can upgrade subscriptions at this time');
  });

  it("lets an admin upgrade any user's plan by userId; the user's limit follows", async () => {
    const user = await registeredAgent(app);
    const upgraded = await admin.agent
      .post('/api/subscription/update')
      .send({ userId: user.user.id, tier: 'basic', status: 'active' });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toMatchObject({ tier: 'basic', entityLimit: 50, features: { allowExports: true } });
    expect((await user.agent.get('/api/subscription')).body.tier).toBe('basic');
    expect((await user.agent.get('/api/entities/limit')).body.entityLimit).toBe(50);
    const bad = await admin.agent
      .post('/api/subscription/update')
      .send({ userId: user.user.id, tier: 'gold' });
    expect(bad.body.errors).toContainEqual({ field: 'tier', message: 'Please select a plan' });
    expect(
      (await admin.agent.post('/api/subscription/update').send({ userId: 999999, tier: 'pro' })).status,
    ).toBe(404);
  });

  it('edits username, email, role and plan; keeps usernames unique; validates fields', async () => {
    const user = await registeredAgent(app);
    const other = await registeredAgent(app);
    const newName = uniqueName('renamed');
    const edited = await admin.agent.patch(`/api/admin/users/${user.user.id}`).send({
      username: newName,
      email: 'r@example.co.za',
      subscriptionTier: 'standard',
      subscriptionStatus: 'trialing',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      username: newName,
      email: 'r@example.co.za',
      subscriptionTier: 'standard',
      subscriptionStatus: 'trialing',
      isAdmin: false,
    });
    expect(
      (await app.agent().post('/api/login').send({ username: newName, password: 'secret123' })).status,
    ).toBe(200);
    const clash = await admin.agent
      .patch(`/api/admin/users/${other.user.id}`)
      .send({ username: newName.toUpperCase() });
    expect(clash.status).toBe(409);
    const invalid = await admin.agent
      .patch(`/api/admin/users/${other.user.id}`)
      .send({ email: 'bad', subscriptionTier: 'gold' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((e: { field: string }) => e.field)).toEqual(['email', 'subscriptionTier']);
    const promoted = await admin.agent.patch(`/api/admin/users/${other.user.id}`).send({ isAdmin: true });
    expect(promoted.body.role).toBe('admin');
    expect((await other.agent.get('/api/admin/users')).status).toBe(200);
    await admin.agent.patch(`/api/admin/users/${other.user.id}`).send({ isAdmin: false }).expect(200);
    // The spec's own field: role 'admin' or 'user' is isAdmin by another name.
    const byRole = await admin.agent
      .patch(`/api/admin/users/${other.user.id}`)
      .send({ role: 'admin' })
      .expect(200);
    expect(byRole.body.role).toBe('admin');
    await admin.agent.patch(`/api/admin/users/${other.user.id}`).send({ role: 'user' }).expect(200);
    const unknown = await admin.agent
      .patch(`/api/admin/users/${other.user.id}`)
      .send({ role: 'owner' })
      .expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'role', message: "role must be 'admin' or 'user'" }]);
    const both = await admin.agent
      .patch(`/api/admin/users/${other.user.id}`)
      .send({ role: 'admin', isAdmin: false });
    expect(both.status).toBe(400);
    const users = (await admin.agent.get('/api/admin/users').expect(200)).body as {
      id: number;
      role: string;
    }[];
    expect(users.find((user) => user.id === other.user.id)?.role).toBe('user');
  });

  it('refuses to demote or delete the last admin', async () => {
    const demote = await admin.agent.patch(`/api/admin/users/${admin.user.id}`).send({ isAdmin: false });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('The last admin cannot be demoted');
    expect((await admin.agent.delete(`/api/admin/users/${admin.user.id}`)).status).toBe(409);
  });

  it('deletes a user: their session ends, their data leaves the read models, the name is free again', async () => {
    const name = uniqueName('leaver');
    const leaver = await registeredAgent(app, name);
    const company = (await leaver.agent.post('/api/entities').send({ type: 'company', name: 'Leaving Co' }))
      .body.id;
    expect((await admin.agent.delete(`/api/admin/users/${leaver.user.id}`)).status).toBe(200);
    expect((await leaver.agent.get('/api/user')).status).toBe(401);
    expect((await leaver.agent.get(`/api/entities/${company}`)).status).toBe(401);
    const users = (await admin.agent.get('/api/admin/users')).body.map((u: { id: number }) => u.id);
    expect(users).not.toContain(leaver.user.id);
    expect((await admin.agent.delete(`/api/admin/users/${leaver.user.id}`)).status).toBe(404);
    const again = await registeredAgent(app, name);
    expect((await again.agent.get(`/api/entities/${company}`)).status).toBe(404);
    expect((await again.agent.get('/api/dashboard')).body.counts.companies).toBe(0);
  });

  it("sets a user's password: the new one signs in, the old one no longer does, the user's sessions end", async () => {
    const name = uniqueName('reset');
    const user = await registeredAgent(app, name);
    const short = await admin.agent.patch(`/api/admin/users/${user.user.id}`).send({ password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([
      { field: 'password', message: 'Password must be at least 6 characters.' },
    ]);
    await admin.agent
      .patch(`/api/admin/users/${user.user.id}`)
      .send({ password: 'fresh-secret-9' })
      .expect(200);
    expect((await user.agent.get('/api/user')).status).toBe(401);
    const signIn = (password: string) => app.agent().post('/api/login').send({ username: name, password });
    expect((await signIn('secret123')).status).toBe(401);
    expect((await signIn('fresh-secret-9')).status).toBe(200);
    // The admin's own session stays.
    await admin.agent.get('/api/user').expect(200);
  });

  it('names a sign-in field of the wrong type for what it is', async () => {
    const wrong = await app.agent().post('/api/login').send({ username: 123, password: 456789 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { field: 'username', message: 'Username must be text.' },
      { field: 'password', message: 'Password must be text.' },
    ]);
  });
});
