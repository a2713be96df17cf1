import {
  type Agent,
  itRefuses,
  startWithAccount,
  stopTestApp,
  totalCount,
  updateSubscription,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

type Row = {
  id: number;
  username: string;
  role: string;
  subscriptionTier: string;
  subscriptionStatus: string;
};

const usernames = (body: Row[]) => body.map((row) => row.username);

describe('GET /api/admin/users: paging, sorting, filters and search over the installation', () => {
  let app: TestApp;
  let admin: Agent;
  let member: Agent;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    // The first user of a fresh install is its admin.
    const first = await startWithAccount('Zanele');
    ({ app, agent: admin } = first);
    ids.zanele = first.user.id;
    for (const name of ['member2', 'member11', 'member1']) {
      const registered = await registeredAgent(app, name);
      ids[name] = registered.user.id;
      if (name === 'member2') member = registered.agent;
    }
    await updateSubscription(admin, { userId: ids.member11, tier: 'pro', status: 'trialing' });
    await admin
      .patch(`/api/admin/users/${ids.member1}`)
      .send({ email: 'lerato@karoo.co.za', fullName: 'Lerato Dlamini' })
      .expect(200);
  });
  afterAll(() => stopTestApp(app));

  it('answers every user by id with the total when no paging is asked for (the spec shape)', async () => {
    const response = await admin.get('/api/admin/users').expect(200);
    expect(totalCount(response)).toBe('4');
    expect(usernames(response.body)).toEqual(['Zanele', 'member2', 'member11', 'member1']);
    expect(response.body[0]).toMatchObject({
      id: ids.zanele,
      role: 'admin',
      isAdmin: true,
      subscriptionTier: 'free',
    });
    for (const field of ['passwordHash', 'usernameKey', 'usernameLower', 'installation'])
      expect(response.body[0]).not.toHaveProperty(field);
  });

  it('pages and sorts usernames naturally both ways, or by creation', async () => {
    const get = async (query: string) =>
      usernames((await admin.get(`/api/admin/users?${query}`).expect(200)).body);
    expect(await get('sort=username')).toEqual(['member1', 'member2', 'member11', 'Zanele']);
    expect(await get('sort=username&order=desc&limit=2')).toEqual(['Zanele', 'member11']);
    expect(await get('sort=createdAt&order=desc&limit=2&offset=1')).toEqual(['member11', 'member2']);
    expect(await get('sort=id&order=desc&limit=1')).toEqual(['member1']);
  });

  it('filters by role and plan (kept current when the plan changes) and searches username, e-mail and full name', async () => {
    const get = async (query: string) =>
      (await admin.get(`/api/admin/users?${query}`).expect(200)).body as Row[];
    expect(usernames(await get('role=admin'))).toEqual(['Zanele']);
    expect(usernames(await get('role=user&sort=username'))).toEqual(['member1', 'member2', 'member11']);
    expect(await get('subscriptionTier=pro')).toMatchObject([
      { username: 'member11', subscriptionStatus: 'trialing' },
    ]);
    expect(usernames(await get('subscriptionStatus=trialing'))).toEqual(['member11']);
    expect(usernames(await get('subscriptionTier=free&role=user&sort=username'))).toEqual([
      'member1',
      'member2',
    ]);
    await admin.patch(`/api/admin/users/${ids.member2}`).send({ subscriptionTier: 'basic' }).expect(200);
    expect(usernames(await get('subscriptionTier=basic'))).toEqual(['member2']);
    expect(usernames(await get('q=member1&sort=username'))).toEqual(['member1', 'member11']);
    expect(usernames(await get('q=karoo'))).toEqual(['member1']);
    expect(usernames(await get('q=lerato%20dlam'))).toEqual(['member1']);
    const none = await admin.get('/api/admin/users?q=nobody').expect(200);
    expect(none.body).toEqual([]);
    expect(totalCount(none)).toBe('0');
  });

  it('stays admin only', async () => {
    await app.agent().get('/api/admin/users?limit=1').expect(401);
    await member.get('/api/admin/users?limit=1').expect(403);
  });

  itRefuses(() => admin, '/api/admin/users', [
    ['role=owner', 'role', "role must be 'admin' or 'user'"],
    [
      'subscriptionTier=gold',
      'subscriptionTier',
      'subscriptionTier must be one of free, basic, standard, pro, enterprise',
    ],
    [
      'subscriptionStatus=late',
      'subscriptionStatus',
      expect.stringMatching(/^subscriptionStatus must be one of active/),
    ],
    ['sort=email', 'sort', 'sort must be one of id, username, createdAt'],
  ]);
});
