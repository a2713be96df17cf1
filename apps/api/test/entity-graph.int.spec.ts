import { planProblems, READ_STORE, SqliteReadStore } from '@ledgerline/projections';
import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

type Agent = Awaited<ReturnType<typeof registeredAgent>>['agent'];
interface Node {
  id: number;
  name: string;
  truncated: boolean;
  cycle: boolean;
  childCount?: number;
  children: Node[];
}

describe('bounded graphs over HTTP: hierarchy and network from the graph index', () => {
  let app: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    app = await startTestApp();
    admin = (await registeredAgent(app)).agent;
  });
  /** A fresh account on the Enterprise plan, so the plan limit never interferes. */
  const enterprise = async () => {
    const registered = await registeredAgent(app);
    await admin
      .post('/api/subscription/update')
      .send({ userId: registered.user.id, tier: 'enterprise', status: 'active' })
      .expect(200);
    return registered;
  };
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  const company = async (agent: Agent, name: string) =>
    (await agent.post('/api/entities').send({ type: 'company', name }).expect(201)).body.id as number;
  const owns = (agent: Agent, owner: number, owned: number, fields: object = {}) =>
    agent
      .post('/api/relationships')
      .send({ sourceEntityId: owner, targetEntityId: owned, type: 'shareholder', ...fields })
      .expect(201);
  const count = (nodes: Node[]): number => nodes.reduce((sum, n) => sum + 1 + count(n.children), 0);

  /** Holding > 3 subsidiaries > 2 each; a two-company loop; two loose companies named to sort naturally. */
  async function seeded() {
    const { agent } = await enterprise();
    const holding = await company(agent, 'Holding 1');
    const subs = [
      await company(agent, 'Sub 2'),
      await company(agent, 'Sub 10'),
      await company(agent, 'Sub 3'),
    ];
    for (const sub of subs) {
      await owns(agent, holding, sub, { ownershipPercentage: 100 });
      for (const n of [1, 2]) await owns(agent, sub, await company(agent, `Leaf ${sub}-${n}`));
    }
    const [loopA, loopB] = [await company(agent, 'Loop A'), await company(agent, 'Loop B')];
    await owns(agent, loopA, loopB);
    await owns(agent, loopB, loopA);
    const loose = [await company(agent, 'Zed 11'), await company(agent, 'Zed 2')];
    return { agent, holding, subs, loopA, loopB, loose };
  }

  it('answers the spec shape without paging, with small nodes and the number of roots in a header', async () => {
    const { agent, holding, subs, loopA, loopB, loose } = await seeded();
    const response = await agent.get('/api/entities/hierarchy').expect(200);
    const roots = response.body as Node[];
    expect(response.headers['x-total-count']).toBe('4');
    expect(roots.map((n) => n.id)).toEqual([holding, loopA, loose[1], loose[0]]);
    expect(roots[0]!.children.map((n) => n.name)).toEqual(['Sub 2', 'Sub 3', 'Sub 10']);
    expect(Object.keys(roots[0]!).sort()).toEqual(
      [
        'children',
        'cycle',
        'id',
        'name',
        'ownershipPercentage',
        'relationshipType',
        'status',
        'truncated',
        'type',
      ].sort(),
    );
    expect(roots[1]).toMatchObject({
      id: loopA,
      children: [{ id: loopB, children: [{ id: loopA, cycle: true, children: [] }] }],
    });
    expect(count(roots)).toBe(1 + 3 + 6 + 3 + 2);
    expect(subs).toHaveLength(3);
  });

  it('pages the roots, caps the nodes and marks what it cut, and opens a cut subtree by rootId', async () => {
    const { agent, holding, subs } = await seeded();
    const page = await agent.get('/api/entities/hierarchy?limit=2&offset=1').expect(200);
    expect(page.headers['x-total-count']).toBe('4');
    expect((page.body as Node[]).map((n) => n.name)).toEqual(['Loop A', 'Zed 2']);
    const capped = (await agent.get('/api/entities/hierarchy?limit=1&maxNodes=5').expect(200)).body as Node[];
    expect(count(capped)).toBeLessThanOrEqual(5);
    expect(capped[0]!.children.map((n) => [n.truncated, n.childCount])).toEqual([
      [true, 2],
      [true, 2],
      [true, 2],
    ]);
    const opened = (await agent.get(`/api/entities/hierarchy?rootId=${subs[1]}`).expect(200)).body as Node[];
    expect(opened).toMatchObject([{ id: subs[1], truncated: false, children: [{}, {}] }]);
    const shallow = (await agent.get(`/api/entities/hierarchy?rootId=${holding}&maxDepth=0`)).body as Node[];
    expect(shallow).toMatchObject([{ id: holding, truncated: true, childCount: 3, children: [] }]);
    for (const bad of ['maxDepth=11', 'maxDepth=-2', 'limit=0', 'offset=-1', 'maxNodes=0', 'maxNodes=5001'])
      expect((await agent.get(`/api/entities/hierarchy?${bad}`)).status).toBe(400);
  });

  it('answers a bounded network: everything linked, a group with its neighbours, a focused chain', async () => {
    const { agent, holding, subs, loopA, loopB, loose } = await seeded();
    const all = (await agent.get('/api/entities/network').expect(200)).body;
    expect(all).toMatchObject({ truncated: false, totalNodes: 12 });
    expect(all.nodes).toHaveLength(12);
    expect(all.nodes.map((n: { id: number }) => n.id)).not.toContain(loose[0]);
    expect(all.edges).toHaveLength(11);
    expect(all.edges[0]).toEqual({
      relationshipId: expect.any(Number),
      fromId: holding,
      toId: subs[0],
      type: 'shareholder',
      percentage: 100,
      ownership: true,
    });
    const capped = (await agent.get('/api/entities/network?maxNodes=4').expect(200)).body;
    expect(capped).toMatchObject({ truncated: true, totalNodes: 12 });
    expect(capped.nodes).toHaveLength(4);
    const group = (await agent.post('/api/groups').send({ name: 'Loop', description: '' }).expect(201)).body;
    await agent.post(`/api/groups/${group.id}/entities/${loopA}`).expect(201);
    await agent.post(`/api/groups/${group.id}/entities/${loose[0]}`).expect(201);
    const grouped = (await agent.get(`/api/entities/network?groupId=${group.id}`).expect(200)).body;
    expect(grouped.nodes.map((n: { id: number }) => n.id).sort()).toEqual([loopA, loopB, loose[0]].sort());
    expect(grouped.edges).toHaveLength(2);
    const chain = (await agent.get(`/api/entities/network?focusId=${subs[0]}`).expect(200)).body;
    expect(chain.nodes).toHaveLength(4);
    expect(chain.edges).toHaveLength(3);
  });

  it("answers 404 for another account's root, focus or group", async () => {
    const { holding } = await seeded();
    const { agent: other } = await enterprise();
    const group = (await other.post('/api/groups').send({ name: 'Mine', description: '' }).expect(201)).body;
    const { agent } = await seeded();
    for (const url of [
      `/api/entities/hierarchy?rootId=${holding}`,
      `/api/entities/network?focusId=${holding}`,
      `/api/entities/network?groupId=${group.id}`,
      '/api/entities/network?groupId=999999',
    ])
      expect((await agent.get(url)).status).toBe(404);
    expect((await app.agent().get('/api/entities/network')).status).toBe(401);
  });

  it('runs every statement of these routes on an index that starts with an equality', async () => {
    const { agent, holding, subs } = await seeded();
    const group = (await agent.post('/api/groups').send({ name: 'Plan', description: '' }).expect(201)).body;
    await agent.post(`/api/groups/${group.id}/entities/${holding}`).expect(201);
    const store = app.app.get(READ_STORE);
    expect(store).toBeInstanceOf(SqliteReadStore);
    const sqlite = store as SqliteReadStore;
    const statements: { sql: string; params: unknown[] }[] = [];
    const stop = sqlite.onRead((sql, params) => statements.push({ sql, params }));
    try {
      for (const url of [
        '/api/entities/hierarchy',
        '/api/entities/hierarchy?limit=2&offset=1&maxNodes=3',
        `/api/entities/hierarchy?rootId=${subs[0]}&maxDepth=1`,
        '/api/entities/network',
        '/api/entities/network?maxNodes=3',
        `/api/entities/network?groupId=${group.id}`,
        `/api/entities/network?focusId=${subs[0]}&groupId=${group.id}`,
      ])
        await agent.get(url).expect(200);
    } finally {
      stop();
    }
    const graphStatements = statements.filter(({ sql }) => sql.includes('rm_entity_graph'));
    expect(graphStatements.length).toBeGreaterThan(10);
    const problems = graphStatements.flatMap(({ sql, params }) =>
      planProblems(sql, sqlite.explain(sql, params)).map((line) => `${line} <- ${sql}`),
    );
    expect(problems).toEqual([]);
  });
});
