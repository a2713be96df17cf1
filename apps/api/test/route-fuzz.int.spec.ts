import { registeredAgent, useTestApp } from './test-app';

interface Route {
  method: string;
  path: string;
}
interface Answer {
  route: string;
  status: number;
  body: unknown;
  contentType: string;
}

/** Every route Nest registered under /api, read off Express's router. */
function routesOf(app: unknown) {
  // Express 5 keeps its routes on `router.stack`; its types leave out a route's `methods`.
  const { stack } = (
    app as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }
  ).router;
  const routes: Route[] = [];
  for (const layer of stack) {
    if (!layer.route || !layer.route.path.startsWith('/api')) continue;
    for (const method of Object.keys(layer.route.methods)) routes.push({ method, path: layer.route.path });
  }
  return routes;
}

const BAD_IDS = ['0x1f', '-1', '0', '1.5', 'abc', '%00', '%201%20', '99999999999999999999', 'x'.repeat(300)];
const BAD_QUERIES = [
  'limit=abc&offset=-1',
  'limit=100000&sort=nonexistent&order=sideways',
  'type=<script>&status[]=1&q=%00',
  'from=2021-02-29&to=2020-01-01garbage&entityId=0x10',
  'format=xml&year=1e3&page=NaN',
];
const NASTY = [
  null,
  true,
  -1,
  1e308,
  'x'.repeat(5000),
  '0x10',
  '2021-02-29',
  '\u200b',
  [],
  {},
  '<img src=x>',
];
const FIELDS = [
  'name',
  'type',
  'entityId',
  'sourceEntityId',
  'targetEntityId',
  'relationshipType',
  'percentage',
  'startDate',
  'endDate',
  'dueDate',
  'status',
  'value',
  'currency',
  'role',
  'username',
  'password',
  'email',
  'subscriptionTier',
  'billingCycle',
  'documentType',
  'entityIds',
  'registrationNumber',
  'idNumber',
  'currentPassword',
  'newPassword',
  'filingType',
  'submissionDate',
  'description',
];

/** A small deterministic generator, so a failure can be replayed. */
function* bodies(seed: number): Generator<unknown> {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  yield {};
  yield [];
  for (let i = 0; i < 14; i++) {
    const body: Record<string, unknown> = {};
    for (const field of FIELDS) if (next() % 3 === 0) body[field] = NASTY[next() % NASTY.length];
    yield body;
  }
}

const withIds = (path: string, id: string) => path.replace(/:[A-Za-z]+/g, id);

describe('every /api route under malformed input', () => {
  const testApp = useTestApp();

  it('never answers 5xx, and every 4xx is JSON with a message, 400s naming their fields', async () => {
    const username = `fuzz${Date.now().toString(36)}`;
    const { agent } = await registeredAgent(testApp(), username);
    // Some routes end the session (logout, revoking sessions): sign in again before the next route.
    const ensureSignedIn = async () => {
      if ((await agent.get('/api/user')).status === 401)
        await agent.post('/api/login').send({ username, password: 'secret123' });
    };
    const me = await agent.get('/api/user');
    await agent.post('/api/subscription/update').send({ userId: me.body.id, tier: 'pro', status: 'active' });
    const company = await agent.post('/api/entities').send({ type: 'company', name: 'Fuzz Holdings' });
    const person = await agent.post('/api/entities').send({ type: 'individual', name: 'Fuzz Person' });
    await agent.post('/api/relationships').send({
      sourceEntityId: person.body.id,
      targetEntityId: company.body.id,
      relationshipType: 'shareholder',
      percentage: 30,
    });
    await agent.post('/api/assets').send({ name: 'Fuzz Farm', type: 'property', entityId: company.body.id });
    await agent.post('/api/groups').send({ name: 'Fuzz Group' });
    const realId = String(company.body.id);
    const routes = routesOf(testApp().app.getHttpAdapter().getInstance());
    expect(routes.length).toBeGreaterThan(60);

    const answers: Answer[] = [];
    const send = async (
      method: string,
      url: string,
      body?: unknown,
      raw?: { type: string; text: string },
    ) => {
      const call = agent[method as 'get'](url);
      const response = raw
        ? await call.set('Content-Type', raw.type).send(raw.text)
        : body === undefined
          ? await call
          : await call.send(body as object);
      answers.push({
        route: `${method.toUpperCase()} ${url.slice(0, 120)}`,
        status: response.status,
        body: response.body,
        contentType: String(response.headers['content-type'] ?? ''),
      });
    };

    for (const [index, route] of routes.entries()) {
      await ensureSignedIn();
      const hasParams = route.path.includes(':');
      const paths = hasParams
        ? [withIds(route.path, realId), ...BAD_IDS.map((id) => withIds(route.path, id))]
        : [route.path];
      for (const path of paths) {
        if (route.method === 'get' || route.method === 'delete') {
          for (const query of BAD_QUERIES) await send(route.method, `${path}?${query}`);
          continue;
        }
        await ensureSignedIn();
        if (path !== withIds(route.path, realId) && hasParams) {
          await send(route.method, path, {});
          continue;
        }
        for (const body of bodies(index + 1)) await send(route.method, path, body);
        await send(route.method, path, undefined, { type: 'application/json', text: '{"name": ' });
        await send(route.method, path, undefined, { type: 'application/json', text: '42' });
        await send(route.method, path, undefined, { type: 'application/json', text: '"a string"' });
        await send(route.method, path, undefined, { type: 'text/plain', text: 'name=x' });
      }
    }

    const failures = answers.filter((a) => a.status >= 500);
    const notJson = answers.filter((a) => a.status >= 400 && !a.contentType.startsWith('application/json'));
    const noMessage = answers.filter(
      (a) => a.status >= 400 && typeof (a.body as { message?: unknown })?.message !== 'string',
    );
    const unnamed = answers.filter((a) => {
      if (a.status !== 400) return false;
      const errors = (a.body as { errors?: { field?: unknown }[] }).errors;
      return (
        !Array.isArray(errors) ||
        errors.length === 0 ||
        errors.some((e) => typeof e.field !== 'string' || e.field === '')
      );
    });
    const byStatus = answers.reduce<Record<number, number>>(
      (tally, a) => ({ ...tally, [a.status]: (tally[a.status] ?? 0) + 1 }),
      {},
    );
    process.stdout.write(
      `route fuzz: ${routes.length} routes, ${answers.length} requests, by status ${JSON.stringify(byStatus)}\n`,
    );
    expect(failures.map((a) => `${a.route} -> ${a.status}`)).toEqual([]);
    expect(notJson.map((a) => `${a.route} -> ${a.status} ${a.contentType}`)).toEqual([]);
    expect(noMessage.map((a) => `${a.route} -> ${a.status}`)).toEqual([]);
    expect(unnamed.map((a) => `${a.route} -> ${JSON.stringify(a.body).slice(0, 160)}`)).toEqual([]);
  }, 600_000);
});
