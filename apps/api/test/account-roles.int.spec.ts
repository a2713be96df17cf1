import { type AccountRole, roleAtLeast } from '@ledgerline/contracts';
import { ROUTE_ROLES, type RouteRole } from './account-roles.routes';
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
  if (!refusedForRole) return `expected a 403 for the role, got ${status} ${JSON.stringify(body)}`;
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

describe('account roles on every route (issue 14 section 2)', () => {
  const app = useTestApp();

  it('names the least role of every registered route, and no route that is gone', () => {
    const registered = routesOf(app()).map(keyOf);
    expect(registered.filter((route) => !ROUTE_ROLES.has(route))).toEqual([]);
    expect([...ROUTE_ROLES.keys()].filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('answers a signed-out caller 401 (not 403) on the routes that need a session', async () => {
    const anonymous = app().agent();
    const response = await anonymous.post('/api/entities').send({ type: 'company', name: 'Nobody Ltd' });
    expect([response.status, response.body.code]).toEqual([401, 'AUTH.REQUIRED']);
  });

  it('lets an owner (who registered the account) through every account route', async () => {
    const { agent } = await registeredAgent(app(), uniqueName('owner'));
    const problems: string[] = [];
    const routes = routesOf(app()).sort((a, b) => order(a) - order(b));
    for (const route of routes) {
      const needed = ROUTE_ROLES.get(keyOf(route)) ?? 'owner';
      const { status, body } = await send(agent, route);
      const problem = problemOf('owner', needed, status, body);
      if (problem) problems.push(`${keyOf(route)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
