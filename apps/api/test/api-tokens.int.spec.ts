import { localDay } from '@ledgerline/contracts';
import { installationAdmin, createToken, userOnPlan, withToken } from './api-tokens-support';
import { registeredAgent, uniqueName, useTestApp } from './test-app';

describe('personal access tokens', () => {
  const testApp = useTestApp();
  let admin: Awaited<ReturnType<typeof installationAdmin>>;
  beforeAll(async () => {
    admin = await installationAdmin(testApp());
  });

  it('creates a token shown once, lists it without the secret, and it reads as its owner without a cookie', async () => {
    const { agent, user } = await userOnPlan(testApp(), admin.agent, 'pro');
    const created = await createToken(agent, {
      name: 'Nightly sync',
      scopes: ['read'],
      expiresAt: '2099-12-31',
    });
    expect(created.token).toMatch(/^ll_pat_[A-Za-z0-9_-]{43}$/);
    const list = await agent.get('/api/account/tokens');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: created.id,
        name: 'Nightly sync',
        scopes: ['read'],
        createdAt: expect.any(String),
        expiresAt: '2099-12-31',
        lastUsedAt: null,
        prefix: created.token.slice(0, 11),
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    const me = await withToken(testApp(), created.token).get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, accountId: user.accountId, subscriptionTier: 'pro' });
    expect(me.headers['set-cookie']).toBeUndefined();
    expect(Number(me.headers['x-ratelimit-limit'])).toBe(300);
    // The use is recorded after the answer, without holding the request.
    let lastUsedAt: string | null = null;
    for (let tries = 0; tries < 40 && !lastUsedAt; tries++) {
      lastUsedAt = (await agent.get('/api/account/tokens')).body[0].lastUsedAt;
      if (!lastUsedAt) await new Promise((done) => setTimeout(done, 50));
    }
    expect(Date.parse(lastUsedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses tokens on a plan without API access, naming the plan and those that include it', async () => {
    const { agent } = await userOnPlan(testApp(), admin.agent, 'standard');
    const refused = await agent
      .post('/api/account/tokens')
      .send({ name: 'x', scopes: ['read'], expiresAt: null });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'API access is not included in the Standard plan; the Professional and Enterprise plans include it.',
    );
    const bad = await agent.post('/api/account/tokens').send({ name: '', scopes: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['name', 'scopes']);
  });

  it('stops a token after a downgrade and lets it work again after an upgrade', async () => {
    const { agent, user } = await userOnPlan(testApp(), admin.agent, 'enterprise');
    const { token } = await createToken(agent);
    const plan = (tier: string) =>
      admin.agent.post('/api/subscription/update').send({ userId: user.id, tier, status: 'active' });
    await plan('basic');
    const refused = await withToken(testApp(), token).get('/api/dashboard');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('API access is not included in the Basic plan');
    await plan('pro');
    expect((await withToken(testApp(), token).get('/api/dashboard')).status).toBe(200);
  });

  it('lets a read token only read and a write token write, also from another origin', async () => {
    const { agent } = await userOnPlan(testApp(), admin.agent, 'pro');
    const reader = withToken(testApp(), (await createToken(agent, { scopes: ['read'] })).token);
    const company = { type: 'company', name: 'Bearer Holdings' };
    const refused = await reader.post('/api/entities').send(company);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This API token may only read');
    const writer = withToken(testApp(), (await createToken(agent, { scopes: ['write'] })).token);
    const created = await writer
      .post('/api/entities')
      .set('Origin', 'https://elsewhere.example')
      .send(company);
    expect(created.status).toBe(201);
    const listed = await reader.get('/api/entities');
    expect(listed.body.map((entity: { name: string }) => entity.name)).toContain('Bearer Holdings');
  });

  it('answers 401 for a revoked, an unknown and an expired token', async () => {
    const { agent } = await userOnPlan(testApp(), admin.agent, 'pro');
    const { id, token } = await createToken(agent);
    expect((await agent.delete(`/api/account/tokens/${id}`)).status).toBe(204);
    expect((await agent.get('/api/account/tokens')).body).toEqual([]);
    const revoked = await withToken(testApp(), token).get('/api/user');
    expect([revoked.status, revoked.body.message]).toEqual([401, 'This API token has been revoked']);
    const unknown = await withToken(testApp(), 'll_pat_nothing').get('/api/user');
    expect([unknown.status, unknown.body.message]).toEqual([401, 'This API token is not valid']);
    // Pago Pago (UTC-11) and Kiritimati (UTC+14) are 25 hours apart: the token's last day there has passed.
    const zone = (timeZone: string) => agent.patch('/api/account/settings').send({ timeZone });
    expect((await zone('Pacific/Pago_Pago')).status).toBe(200);
    const lastDay = localDay(new Date(), 'Pacific/Pago_Pago');
    const expiring = await createToken(agent, { expiresAt: lastDay });
    expect((await withToken(testApp(), expiring.token).get('/api/user')).status).toBe(200);
    await zone('Pacific/Kiritimati');
    const expired = await withToken(testApp(), expiring.token).get('/api/user');
    expect([expired.status, expired.body.message]).toEqual([
      401,
      `This API token expired at the end of ${lastDay}`,
    ]);
  });

  it("answers 404 for another user's token and refuses session and token routes to tokens", async () => {
    const owner = await userOnPlan(testApp(), admin.agent, 'pro');
    const { id, token } = await createToken(owner.agent);
    const other = await userOnPlan(testApp(), admin.agent, 'pro');
    const refused = await other.agent.delete(`/api/account/tokens/${id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("API token not found or you don't have access to it");
    expect((await other.agent.delete('/api/account/tokens/not-an-id')).status).toBe(404);
    const client = withToken(testApp(), token);
    expect((await client.get('/api/account/tokens')).status).toBe(403);
    expect((await client.post('/api/logout')).status).toBe(403);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it("never gives a token the installation administrator's powers", async () => {
    const self = await admin.agent.get('/api/user');
    await admin.agent
      .post('/api/subscription/update')
      .send({ userId: self.body.id, tier: 'pro', status: 'active' });
    const client = withToken(testApp(), (await createToken(admin.agent)).token);
    const users = await client.get('/api/admin/users');
    expect([users.status, users.body.message]).toEqual([403, 'Administrator privileges are required']);
    const me = await client.get('/api/user');
    expect(me.body).toMatchObject({ id: self.body.id, isAdmin: false, role: 'user' });
    const plan = await client
      .post('/api/subscription/update')
      .send({ userId: self.body.id, tier: 'free', status: 'active' });
    expect(plan.status).toBe(403);
  });

  it("takes the token's user over a session cookie on the same request and leaves the session alone", async () => {
    const owner = await userOnPlan(testApp(), admin.agent, 'pro');
    const { token } = await createToken(owner.agent);
    const signedIn = await registeredAgent(testApp());
    const answer = await signedIn.agent.get('/api/user').set('Authorization', `Bearer ${token}`);
    expect(answer.body.id).toBe(owner.user.id);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect((await signedIn.agent.get('/api/user')).body.id).toBe(signedIn.user.id);
    const malformed = await signedIn.agent.get('/api/user').set('Authorization', 'Bearer');
    expect([malformed.status, malformed.body.message]).toEqual([
      401,
      'The Authorization header must be "Bearer <token>"',
    ]);
  });

  it("stops a member's tokens once they are removed from the account", async () => {
    const owner = await userOnPlan(testApp(), admin.agent, 'pro');
    const username = uniqueName('member');
    const invited = await owner.agent
      .post('/api/account/invitations')
      .send({ email: `${username}@example.com`, role: 'editor' })
      .expect(201);
    const colleague = testApp().agent();
    const joined = await colleague
      .post(`/api/invitations/${invited.body.token as string}/accept`)
      .send({ username, password: 'secret123' })
      .expect(200);
    const client = withToken(testApp(), (await createToken(colleague)).token);
    const me = await client.get('/api/user');
    expect(me.body).toMatchObject({
      id: joined.body.id,
      accountId: owner.user.accountId,
      accountRole: 'editor',
    });
    await owner.agent.delete(`/api/account/members/${joined.body.id as number}`).expect(204);
    const removed = await client.get('/api/user');
    expect([removed.status, removed.body.message]).toEqual([
      401,
      "This API token's user is no longer in its account",
    ]);
  });

  it('is anonymous without the header: an anonymous token list is 401', async () => {
    const { agent } = await registeredAgent(testApp());
    expect((await testApp().agent().get('/api/account/tokens')).status).toBe(401);
    expect((await agent.get('/api/account/tokens')).body).toEqual([]);
  });
});
