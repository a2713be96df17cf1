import {
  type Agent,
  createEntity,
  createRelationship,
  itRefuses,
  startWithAccount,
  stopTestApp,
} from './list-spec-support';
import { moment } from './recorded-moments';
import { registeredAgent, type TestApp } from './test-app';

interface TreeNode {
  id: number;
  ownershipPercentage: number | null;
  children: TreeNode[];
}
interface Network {
  edges: { relationshipId: number; percentage: number | null }[];
}

// docs/decisions/0033 2b: the organogram and the network as of a day show each link as
// the version in force that day, not as it stands now moved to that day.
describe('hierarchy and network as of a day: each link as in force then', () => {
  let app: TestApp;
  let agent: Agent;
  let acme: number;
  let thandi: number;
  let holdco: number;
  let sold: number;
  let ending: number;
  let beforeChanges: string;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount('graph-versions'));
    acme = await createEntity(agent, { type: 'company', name: 'Acme' });
    thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    holdco = await createEntity(agent, { type: 'company', name: 'HoldCo' });
    const holding = { targetEntityId: acme, type: 'shareholder' };
    sold = await createRelationship(agent, {
      ...holding,
      sourceEntityId: thandi,
      ownershipPercentage: 60,
      startDate: '2024-01-15',
    });
    ending = await createRelationship(agent, {
      ...holding,
      sourceEntityId: holdco,
      ownershipPercentage: 40,
      startDate: '2024-01-01',
    });
    beforeChanges = await moment();
    // Recorded now, in force from 1 March 2025: Thandi sold two thirds of her shares.
    await agent
      .patch(`/api/relationships/${sold}`)
      .send({ ownershipPercentage: 20, effectiveDate: '2025-03-01' })
      .expect(200);
    // HoldCo disposes of its holding: it holds it up to and including 30 June 2025.
    await agent.patch(`/api/relationships/${ending}`).send({ endDate: '2025-06-30' }).expect(200);
  });
  afterAll(() => stopTestApp(app));

  /** Acme's percentage under each owner in the organogram, by the owner's id. */
  const acmeUnder = async (query: string) => {
    const roots = (await agent.get(`/api/entities/hierarchy?${query}`).expect(200)).body as TreeNode[];
    return Object.fromEntries(
      roots.flatMap((root) =>
        root.children
          .filter((child) => child.id === acme)
          .map((child) => [root.id, child.ownershipPercentage]),
      ),
    );
  };
  const edges = async (query: string) => {
    const url = `/api/entities/network?focusId=${acme}&${query}`;
    const { edges: found } = (await agent.get(url).expect(200)).body as Network;
    return Object.fromEntries(found.map((edge) => [edge.relationshipId, edge.percentage]));
  };

  it('a percentage changed from 1 March: 60 on 28 February, 20 from 1 March', async () => {
    expect(await acmeUnder('asOf=2025-02-28')).toEqual({ [thandi]: 60, [holdco]: 40 });
    expect(await acmeUnder('asOf=2025-03-01')).toEqual({ [thandi]: 20, [holdco]: 40 });
    expect(await edges('asOf=2025-02-28')).toEqual({ [sold]: 60, [ending]: 40 });
    expect(await edges('asOf=2025-03-01')).toEqual({ [sold]: 20, [ending]: 40 });
  });

  it('with knownAt: as known then, in force that day', async () => {
    const now = await moment();
    expect(await acmeUnder(`asOf=2025-02-28&knownAt=${now}`)).toEqual({ [thandi]: 60, [holdco]: 40 });
    expect(await edges(`asOf=2025-03-01&knownAt=${now}`)).toEqual({ [sold]: 20, [ending]: 40 });
    // Before the change was recorded the register said 60% on every day.
    expect(await acmeUnder(`asOf=2025-03-01&knownAt=${beforeChanges}`)).toEqual({
      [thandi]: 60,
      [holdco]: 40,
    });
    expect(await edges(`asOf=2025-09-01&knownAt=${beforeChanges}`)).toEqual({ [sold]: 60, [ending]: 40 });
  });

  it('an end date: the holding is shown up to its last day and gone the day after', async () => {
    expect(await acmeUnder('asOf=2025-06-30')).toEqual({ [thandi]: 20, [holdco]: 40 });
    expect(await acmeUnder('asOf=2025-07-01')).toEqual({ [thandi]: 20 });
    expect(await edges('asOf=2025-06-30')).toEqual({ [sold]: 20, [ending]: 40 });
    expect(await edges('asOf=2025-07-01')).toEqual({ [sold]: 20 });
  });

  it("another account's entity is a 404 on any day and at any moment", async () => {
    const other = (await registeredAgent(app)).agent;
    await other.get(`/api/entities/network?focusId=${acme}&asOf=2025-02-28`).expect(404);
    await other
      .get(`/api/entities/network?focusId=${acme}&asOf=2025-03-01&knownAt=${beforeChanges}`)
      .expect(404);
    await other.get(`/api/entities/hierarchy?rootId=${thandi}&asOf=2025-02-28`).expect(404);
  });

  const message = 'asOf must be a date (YYYY-MM-DD) from 1900-01-01';
  const refusals = [
    ['asOf=2025-02-30', 'asOf', message],
    ['asOf=1899-12-31', 'asOf', message],
    ['asOf=yesterday&knownAt=2025-03-01T09:00:00Z', 'asOf', message],
  ] as const;
  itRefuses(() => agent, '/api/entities/hierarchy', refusals);
  itRefuses(() => agent, '/api/entities/network', refusals);
});
