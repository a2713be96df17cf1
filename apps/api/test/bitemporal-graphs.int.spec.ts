import {
  type Agent,
  createEntity,
  createRelationship,
  itRefuses,
  startWithAccount,
  stopTestApp,
  totalCount,
} from './list-spec-support';
import { moment } from './recorded-moments';
import { registeredAgent, type TestApp } from './test-app';

interface TreeNode {
  name: string;
  ownershipPercentage: number | null;
  children: TreeNode[];
}
interface Network {
  nodes: { id: number; name: string }[];
  edges: { fromId: number; toId: number; percentage: number | null }[];
}
const tree = (nodes: TreeNode[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.name]: tree(n.children) } : n.name));

// The hierarchy and the network as of a day and as known at a moment (0033).
describe('hierarchy and network with asOf and knownAt', () => {
  let app: TestApp;
  let agent: Agent;
  let acme: number;
  let holdco: number;
  let beforeSale: string;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount('graphs'));
    acme = await createEntity(agent, { type: 'company', name: 'Acme' });
    holdco = await createEntity(agent, { type: 'company', name: 'HoldCo' });
    const newco = await createEntity(agent, { type: 'company', name: 'NewCo' });
    const sold = await createRelationship(agent, {
      sourceEntityId: holdco,
      targetEntityId: acme,
      type: 'shareholder',
      ownershipPercentage: 100,
      startDate: '2024-01-01',
    });
    beforeSale = await moment();
    // HoldCo sells Acme to NewCo on 1 March 2025.
    await agent.patch(`/api/relationships/${sold}`).send({ endDate: '2025-02-28' }).expect(200);
    await createRelationship(agent, {
      sourceEntityId: newco,
      targetEntityId: acme,
      type: 'shareholder',
      ownershipPercentage: 100,
      startDate: '2025-03-01',
    });
  });
  afterAll(() => stopTestApp(app));

  const hierarchy = async (query: string) => {
    const response = await agent.get(`/api/entities/hierarchy?${query}`).expect(200);
    return { roots: tree(response.body as TreeNode[]), total: totalCount(response) };
  };
  const network = async (query: string) => {
    const { nodes, edges } = (await agent.get(`/api/entities/network?${query}`).expect(200)).body as Network;
    const name = (id: number) => nodes.find((n) => n.id === id)?.name;
    return { nodes: nodes.map((n) => n.name), edges: edges.map((e) => `${name(e.fromId)}->${name(e.toId)}`) };
  };

  it('the hierarchy on a day: Acme under the owner of that day', async () => {
    expect((await hierarchy('asOf=2025-01-01')).roots).toEqual([{ HoldCo: ['Acme'] }, 'NewCo']);
    expect((await hierarchy('asOf=2025-06-01')).roots).toEqual(['HoldCo', { NewCo: ['Acme'] }]);
    expect((await hierarchy('asOf=2023-06-01')).roots).toEqual(['Acme', 'HoldCo', 'NewCo']);
    const named = await agent.get(`/api/entities/network?asOf=2025-01-01&knownAt=${beforeSale}`).expect(200);
    expect([named.headers['x-as-of'], named.headers['x-known-at']]).toEqual(['2025-01-01', beforeSale]);
  });

  it('the network on a day and at a moment', async () => {
    expect((await network(`focusId=${acme}&asOf=2025-01-01`)).edges).toEqual(['HoldCo->Acme']);
    expect((await network(`focusId=${acme}&asOf=2025-06-01`)).edges).toEqual(['NewCo->Acme']);
    // Before the sale was recorded the register knew of HoldCo only, open-ended.
    expect(await network(`focusId=${acme}&knownAt=${beforeSale}&asOf=2025-06-01`)).toEqual({
      nodes: ['Acme', 'HoldCo'],
      edges: ['HoldCo->Acme'],
    });
    expect((await network(`knownAt=${beforeSale}`)).edges).toEqual(['HoldCo->Acme']);
  });

  it('the current network leaves out the links that ended, as its "as of today" says', async () => {
    expect(await network(`focusId=${acme}`)).toEqual({ nodes: ['Acme', 'NewCo'], edges: ['NewCo->Acme'] });
    expect((await network('')).edges).toEqual(['NewCo->Acme']);
  });

  it('a change recorded after a snapshot was read shows in the next answer for the same day', async () => {
    const day = 'asOf=2025-06-01';
    expect((await network(day)).edges).toEqual(['NewCo->Acme']);
    const founder = await createEntity(agent, { type: 'individual', name: 'Founder' });
    const link = await createRelationship(agent, {
      sourceEntityId: founder,
      targetEntityId: holdco,
      type: 'shareholder',
      ownershipPercentage: 100,
      // Dated: a link without a start date counts from the day it was recorded (docs/decisions/0033).
      startDate: '2025-01-01',
    });
    expect((await network(day)).edges).toEqual(['NewCo->Acme', 'Founder->HoldCo']);
    await agent.delete(`/api/relationships/${link}`).expect(200);
    await agent.delete(`/api/entities/${founder}`).expect(200);
    expect((await network(day)).edges).toEqual(['NewCo->Acme']);
  });

  it('before the account existed: an empty hierarchy and network, not an error', async () => {
    expect(await hierarchy('knownAt=2000-01-01T00:00:00Z')).toEqual({ roots: [], total: '0' });
    expect(await network('knownAt=2000-01-01T00:00:00Z')).toEqual({ nodes: [], edges: [] });
  });

  it("another account's entity is a 404 at any moment", async () => {
    const other = (await registeredAgent(app)).agent;
    await other.get(`/api/entities/network?focusId=${acme}&asOf=2025-01-01`).expect(404);
    await other.get(`/api/entities/hierarchy?rootId=${holdco}&knownAt=${beforeSale}`).expect(404);
  });

  const refusals = [
    ['asOf=2025-1-01', 'asOf', 'asOf must be a date (YYYY-MM-DD) from 1900-01-01'],
    [
      'knownAt=2025-03-01T25:00:00Z',
      'knownAt',
      expect.stringContaining('knownAt must be an ISO-8601 date-time'),
    ],
  ] as const;
  itRefuses(() => agent, '/api/entities/hierarchy', refusals);
  itRefuses(() => agent, '/api/entities/network', refusals);
});
