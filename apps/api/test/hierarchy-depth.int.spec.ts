import { registeredAgent, useTestApp } from './test-app';

type Agent = Awaited<ReturnType<typeof registeredAgent>>['agent'];
interface Node {
  id: number;
  name: string;
  truncated: boolean;
  children: Node[];
}

/** Max Depth limits the tree below the same roots; a trust never hangs under its beneficiary. */
describe('hierarchy depth', () => {
  const testApp = useTestApp();

  const entity = async (agent: Agent, type: string, name: string) =>
    (
      await agent
        .post('/api/entities')
        .send({ type, name, ...(type === 'trust' ? { trustType: 'family' } : {}) })
        .expect(201)
    ).body.id as number;
  const link = (agent: Agent, source: number, target: number, type: string, percentage?: number) =>
    agent
      .post('/api/relationships')
      .send({ sourceEntityId: source, targetEntityId: target, type, ...(percentage ? { percentage } : {}) })
      .expect(201);
  const names = (nodes: Node[]): string[] => nodes.map((n) => n.name);
  const walk = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...walk(n.children)]);

  it('shows the same roots at every depth and keeps trusts off their beneficiaries', async () => {
    const { agent } = await registeredAgent(testApp());
    const holding = await entity(agent, 'company', 'Apex Holdings');
    const operating = await entity(agent, 'company', 'Apex Operations');
    const plant = await entity(agent, 'company', 'Apex Plant');
    const trust = await entity(agent, 'trust', 'Apex Family Trust');
    const heir = await entity(agent, 'individual', 'Lerato Apex');
    await link(agent, holding, operating, 'shareholder', 100);
    await link(agent, operating, plant, 'shareholder', 60);
    await link(agent, trust, holding, 'shareholder', 100);
    await link(agent, heir, trust, 'beneficiary', 50);

    const at = async (depth: number) =>
      (await agent.get(`/api/entities/hierarchy?maxDepth=${depth}`).expect(200)).body as Node[];
    const unlimited = await at(-1);
    for (const depth of [0, 1, 2]) {
      const tree = await at(depth);
      expect(names(tree)).toEqual(names(unlimited));
      expect(Math.max(...walk(tree).map((n) => depthOf(tree, n.id)))).toBeLessThanOrEqual(depth);
    }
    expect(names(unlimited)).toEqual(['Apex Family Trust', 'Lerato Apex']);
    const heirNode = unlimited.find((n) => n.id === heir)!;
    expect(heirNode.children).toEqual([]);
    expect(walk(unlimited).filter((n) => n.id === trust)).toHaveLength(1);
    const [top] = await at(0);
    expect(top.truncated).toBe(true);
  });

  it('finds entities by word anywhere in the structures, in name order, each with what it owns', async () => {
    const { agent } = await registeredAgent(testApp());
    const holding = await entity(agent, 'company', 'Baobab Holdings');
    const operating = await entity(agent, 'company', 'Baobab Operating Co');
    const mine = await entity(agent, 'company', 'Karoo Mine');
    await entity(agent, 'company', 'Unrelated Co');
    await link(agent, holding, operating, 'shareholder', 100);
    await link(agent, operating, mine, 'shareholder', 60);

    const search = async (q: string, page = '') => {
      const response = await agent
        .get(`/api/entities/hierarchy?q=${encodeURIComponent(q)}&limit=1${page}`)
        .expect(200);
      return { nodes: response.body as Node[], total: Number(response.headers['x-total-count']) };
    };
    // A nested entity is found though the first page of top-level entities holds only the holding.
    const operatingCo = await search('baobab op');
    expect(operatingCo.total).toBe(1);
    expect(operatingCo.nodes.map((n) => [n.name, names(n.children)])).toEqual([
      ['Baobab Operating Co', ['Karoo Mine']],
    ]);
    const baobab = await search('baobab');
    expect(baobab.total).toBe(2);
    expect(names(baobab.nodes)).toEqual(['Baobab Holdings']);
    expect(names((await search('baobab', '&offset=1')).nodes)).toEqual(['Baobab Operating Co']);
    expect(await search('nothing-like-it')).toEqual({ nodes: [], total: 0 });
    const stranger = await registeredAgent(testApp());
    const theirs = await stranger.agent.get('/api/entities/hierarchy?q=baobab').expect(200);
    expect(theirs.body).toEqual([]);
  });
});

function depthOf(nodes: Node[], id: number, depth = 0): number {
  for (const node of nodes) {
    if (node.id === id) return depth;
    const below = depthOf(node.children, id, depth + 1);
    if (below >= 0) return below;
  }
  return -1;
}
