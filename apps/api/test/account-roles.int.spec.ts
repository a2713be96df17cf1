import { ACCOUNT_ROLES, type AccountRole, roleAtLeast } from '@ledgerline/contracts';
import { ROUTE_ROLES, type RouteRole } from './account-roles.routes';
import request from 'supertest';
import { registeredAgent, type TestApp, uniqueName, useTestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;
interface Route {
  method: string;
  path: string;
}

/** Every route Nest registered under /api, read off Express's router (as route-fuzz.int.spec.ts does). */
function routesOf(app: TestApp): Route[] {
  const { stack } = (
    app.app.getHttpAdapter().getInstance() as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    }
  ).router;
  return stack.flatMap(({ route }) =>
    route && route.path.startsWith('/api')
      ? Object.keys(route.methods).map((method) => ({ method: method.toUpperCase(), path: route.path }))
      : [],
  );
}

const keyOf = ({ method, path }: Route) => `${method} ${path}`;

/** Routes that end the caller's session or membership go last, in this order. */
const LAST = [
  'POST /api/account/leave',
  'DELETE /api/user/sessions',
  'DELETE /api/account',
  'POST /api/logout',
];
const order = (route: Route) => LAST.indexOf(keyOf(route));

/** A path with ids that name nothing: the role is checked before the record is looked for. */
const concrete = (path: string) =>
  path
    .replace(/:token\b/g, 'no-such-token')
    .replace(/:file\b/g, 'no-such-feed.ics')
    .replace(/:asset\b/g, 'no-such-asset.js')
    .replace(/:[A-Za-z]+/g, '999999');

const PLURAL: Record<AccountRole, string> = {
  owner: 'Owners',
  admin: 'Admins',
  editor: 'Editors',
  viewer: 'Viewers',
};
const ASK: Record<AccountRole, string> = {
  owner: '; ask an owner.',
  admin: '; ask an owner or admin.',
  editor: '; ask an owner or admin for the editor role.',
  viewer: '',
};

/** What is wrong with one answer, or null: a refusal names the role, what it may not do and whom to ask. */
function problemOf(
  role: AccountRole,
  needed: RouteRole,
  status: number,
  body: { code?: string; message?: string },
): string | null {
  const refusedForRole = status === 403 && String(body.code).startsWith('ACCOUNT_ROLE.');
  if (needed === 'installation' || roleAtLeast(role, needed))
    return refusedForRole ? `refused: ${status} ${body.message}` : null;
  if (!refusedForRole)
    return `expected a 403 for the role, got ${status} ${JSON.stringify(body).slice(0, 200)}`;
  const message = String(body.message);
  const expected = body.code === `ACCOUNT_ROLE.${needed.toUpperCase()}_REQUIRED`;
  const named = message.startsWith(`${PLURAL[role]} may not `) && message.endsWith(ASK[needed]);
  return expected && named ? null : `refused with ${body.code} "${message}"`;
}

async function send(agent: Agent, route: Route) {
  const url = concrete(route.path);
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';
  const request = agent[method](url);
  const response = ['GET', 'HEAD'].includes(route.method) ? await request : await request.send({});
  return { status: response.status, body: (response.body ?? {}) as { code?: string; message?: string } };
}

/** A colleague invited by `owner` as `role` who signs up from the invitation. */
async function member(app: TestApp, owner: Agent, role: AccountRole) {
  const username = uniqueName(role);
  const email = `${username}@example.com`;
  const invited = await owner.post('/api/account/invitations').send({ email, role }).expect(201);
  const agent = app.agent();
  const accepted = await agent
    .post(`/api/invitations/${invited.body.token as string}/accept`)
    .send({ username, email, password: 'secret123' })
    .expect(200);
  return { agent, username, id: accepted.body.id as number };
}

const VIEWERS_MAY_NOT = 'Viewers may not change records; ask an owner or admin for the editor role.';

describe('account roles on every route', () => {
  const app = useTestApp();
  const agents = {} as Record<AccountRole, Agent>;
  const names = {} as Record<AccountRole, string>;

  beforeAll(async () => {
    // The first user of an installation is its administrator and may move the account to Pro (15 seats, API).
    const owner = await registeredAgent(app(), uniqueName('owner'));
    await owner.agent
      .post('/api/subscription/update')
      .send({ userId: owner.user.id, tier: 'pro' })
      .expect(200);
    agents.owner = owner.agent;
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const joined = await member(app(), owner.agent, role);
      agents[role] = joined.agent;
      names[role] = joined.username;
    }
  });

  it('names the least role of every registered route, and no route that is gone', () => {
    const registered = routesOf(app()).map(keyOf);
    expect(registered.filter((route) => !ROUTE_ROLES.has(route))).toEqual([]);
    expect([...ROUTE_ROLES.keys()].filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('answers a signed-out caller 401 (not 403) on the routes that need a session', async () => {
    const response = await app().agent().post('/api/entities').send({ type: 'company', name: 'Nobody Ltd' });
    expect([response.status, response.body.code]).toEqual([401, 'AUTH.REQUIRED']);
  });

  it('shows each member their role', async () => {
    for (const role of ACCOUNT_ROLES)
      expect((await agents[role].get('/api/user').expect(200)).body.accountRole).toBe(role);
  });

  it('lets a viewer read and export but not add a company; the editor adds it, and activity and history name the editor', async () => {
    const company = { type: 'company', name: 'Reviewed Holdings' };
    const refused = await agents.viewer.post('/api/entities').send(company);
    expect([refused.status, refused.body]).toEqual([
      403,
      expect.objectContaining({ code: 'ACCOUNT_ROLE.EDITOR_REQUIRED', message: VIEWERS_MAY_NOT }),
    ]);
    expect((await agents.viewer.get('/api/entities').expect(200)).body).toEqual([]);
    const id = (await agents.editor.post('/api/entities').send(company).expect(201)).body.id as number;
    await agents.viewer.get('/api/export/entities').expect(200);
    const activity = await agents.viewer.get('/api/activities/recent').expect(200);
    expect(activity.body[0]).toMatchObject({
      description: 'Created company Reviewed Holdings',
      actor: { username: names.editor },
    });
    const history = await agents.viewer.get(`/api/entities/${id}/history`).expect(200);
    expect(history.body[0].actor).toMatchObject({ username: names.editor });
    const update = await agents.viewer.patch(`/api/entities/${id}`).send({ name: 'Renamed' });
    expect([update.status, update.body.message]).toEqual([403, VIEWERS_MAY_NOT]);
  });

  it('keeps members and invitations to owners and admins', async () => {
    const invite = { email: 'someone@example.com', role: 'viewer' };
    const refused = await agents.editor.post('/api/account/invitations').send(invite);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      403,
      'ACCOUNT_ROLE.ADMIN_REQUIRED',
      'Editors may not manage invitations; ask an owner or admin.',
    ]);
    await agents.admin.post('/api/account/invitations').send(invite).expect(201);
  });

  it('applies a changed role at the next request', async () => {
    const colleague = await member(app(), agents.owner, 'editor');
    await colleague.agent.post('/api/entities').send({ type: 'company', name: 'Before Ltd' }).expect(201);
    await agents.admin.patch(`/api/account/members/${colleague.id}`).send({ role: 'viewer' }).expect(200);
    const after = await colleague.agent.post('/api/entities').send({ type: 'company', name: 'After Ltd' });
    expect([after.status, after.body.message]).toEqual([403, VIEWERS_MAY_NOT]);
  });

  it('keeps naming a removed member on what they recorded', async () => {
    const leaver = await member(app(), agents.owner, 'editor');
    await leaver.agent.post('/api/entities').send({ type: 'company', name: 'Left Behind Ltd' }).expect(201);
    await agents.owner.delete(`/api/account/members/${leaver.id}`).expect(204);
    const activity = await agents.viewer.get('/api/activities/recent?q=Left Behind').expect(200);
    expect(activity.body.map((line: { actor: unknown }) => line.actor)).toEqual([
      { id: leaver.id, username: leaver.username },
    ]);
  });

  it("lets a viewer's API token read but not write, whatever its scopes", async () => {
    const created = await agents.viewer
      .post('/api/account/tokens')
      .send({ name: 'audit script', scopes: ['read', 'write'] })
      .expect(201);
    const bearer = { Authorization: `Bearer ${created.body.token as string}` };
    const server = app().app.getHttpServer();
    await request(server).get('/api/entities').set(bearer).expect(200);
    const write = await request(server)
      .post('/api/entities')
      .set(bearer)
      .send({ type: 'company', name: 'Token Co' });
    expect([write.status, write.body.code]).toEqual([403, 'ACCOUNT_ROLE.EDITOR_REQUIRED']);
  });

  // Weakest first: the members' last routes leave the account and sign out.
  it.each(['viewer', 'editor', 'admin', 'owner'] as const)(
    'answers the %s 403 naming what the role may not do on every route above it, and nothing of the kind elsewhere',
    async (role) => {
      const problems: string[] = [];
      const routes = routesOf(app()).sort((a, b) => order(a) - order(b));
      for (const route of routes) {
        const needed = ROUTE_ROLES.get(keyOf(route)) ?? 'owner';
        const { status, body } = await send(agents[role], route);
        const problem = problemOf(role, needed, status, body);
        if (problem) problems.push(`${keyOf(route)}: ${problem}`);
      }
      expect(problems).toEqual([]);
    },
  );
});
